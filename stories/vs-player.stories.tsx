import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import '../src/elements/vs-player';
import { manifestArgTypes, useEventActions } from './event-actions';
import { withMockApi } from './mock-api';

interface Args {
  assetId?: string;
  start?: string;
  end?: string;
  collectionId?: string;
  muted?: boolean;
}

function VsPlayerStory({ assetId, start, end, collectionId, muted }: Args) {
  const ref = useRef<HTMLElementTagNameMap['vs-player']>(null);
  useEventActions(ref, ['vs-time-update', 'vs-playback-end']);
  return (
    <div style={{ maxWidth: 720 }}>
      <vs-player
        ref={ref}
        {...(assetId ? { 'asset-id': assetId } : {})}
        {...(start ? { start } : {})}
        {...(end ? { end } : {})}
        {...(collectionId ? { 'collection-id': collectionId } : {})}
        {...(muted ? { muted: true } : {})}
      />
    </div>
  );
}

const meta = {
  title: 'Elements/vs-player',
  component: VsPlayerStory,
  parameters: {
    docs: {
      description: {
        component: `Plays an asset, a range of it, or a whole collection in order with its bumpers, in the
tenant's format (HLS or MP4) through shaka-player, which loads with the first player shown. The
tenant's watermark sits over the video; the controls work by mouse and keyboard (Space or K,
arrows, Home, End, M, F, Shift+N and Shift+P) and in full screen. These stories play a small
video made for the catalogue; on a real page it plays the platform's signed media:

\`\`\`html
<script src="https://app.vidsearch.example/vs-elements.js"></script>
<vs-player asset-id="…" start="12" end="0:30"></vs-player>
<vs-player collection-id="…"></vs-player>
\`\`\``,
      },
    },
  },
  argTypes: {
    ...manifestArgTypes('vs-player', ['assetId', 'start', 'end', 'collectionId', 'muted']),
  } as Meta<Args>['argTypes'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A range of an asset, with the cricket tenant's watermark at the bottom right. */
export const Clip: Story = {
  decorators: [withMockApi('results')],
  args: { assetId: 'story-asset-0', start: '1', end: '6' },
  globals: { tenant: 'cricket', theme: 'dark' },
};

/** A collection: a bumper, then four clips, as one timeline. */
export const Collection: Story = {
  decorators: [withMockApi('results')],
  args: { collectionId: 'story-collection-1' },
  globals: { tenant: 'cricket', theme: 'light' },
};

/** The rugby tenant's watermark: centred, across the whole picture. */
export const RugbyWatermark: Story = {
  decorators: [withMockApi('results')],
  args: { assetId: 'story-asset-1' },
  globals: { tenant: 'rugby-union', theme: 'dark' },
};

export const Loading: Story = {
  decorators: [withMockApi('loading')],
  args: { assetId: 'story-asset-0' },
  globals: { tenant: 'cricket' },
};

export const ServiceError: Story = {
  decorators: [withMockApi('error')],
  args: { assetId: 'story-asset-0' },
  globals: { tenant: 'cricket' },
};

/** An end before the start: the attribute is refused, in words. */
export const BadRange: Story = {
  decorators: [withMockApi('results')],
  args: { assetId: 'story-asset-0', start: '0:20', end: '0:10' },
  globals: { tenant: 'basketball-men', theme: 'light' },
};

/** A visitor who is not signed in plays what the tenant made public. */
export const Visitor: Story = {
  decorators: [withMockApi('results', { signedOut: true })],
  args: { assetId: 'story-asset-0' },
  globals: { tenant: 'cricket' },
};

/** Signed out, where the tenant shows visitors nothing: the visitor is asked to sign in. */
export const SignedOut: Story = {
  decorators: [withMockApi('results', { signedOut: true, publicAccess: false })],
  args: { assetId: 'story-asset-0' },
  globals: { tenant: 'cricket' },
};

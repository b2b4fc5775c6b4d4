import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import '../src/elements/vs-player';
import { useEventActions, eventArgTypes } from './event-actions';
import { withMockApi } from './mock-api';

interface Args {
  assetId?: string;
  start?: string;
  end?: string;
  collectionId?: string;
  muted?: boolean;
}

function VsPlayerStory({ assetId, start, end, collectionId, muted }: Args) {
  const ref = useRef<HTMLElement>(null);
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
    assetId: {
      name: 'asset-id',
      description: 'Attribute `asset-id`: the asset to play.',
      control: 'text',
    },
    start: {
      name: 'start',
      description: 'Attribute `start`: where to begin, in seconds or h:m:s (the start by default).',
      control: 'text',
    },
    end: {
      name: 'end',
      description: 'Attribute `end`: where to stop, in seconds or h:m:s (the end by default).',
      control: 'text',
    },
    collectionId: {
      name: 'collection-id',
      description:
        'Attribute `collection-id`: play this collection, items in order, bumpers included.',
      control: 'text',
    },
    muted: {
      name: 'muted',
      description: 'Boolean attribute `muted`: start without sound.',
      control: 'boolean',
    },
    autoplay: {
      name: 'autoplay',
      description:
        'Boolean attribute `autoplay`: play once loaded (muted, where the browser requires it).',
      table: { type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
      control: false,
    },
    ...eventArgTypes({
      'vs-time-update':
        'Event: `{ currentTime, duration, index, assetId, assetTime }` as it plays: seconds into the whole sequence, the item, and the time in its asset.',
      'vs-playback-end': 'Event: `{ duration }` when the last item has played to its end.',
    }),
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

export const SignedOut: Story = {
  args: { assetId: 'story-asset-0' },
  globals: { tenant: 'cricket' },
};

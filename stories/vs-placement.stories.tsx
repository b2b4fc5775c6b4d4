import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import '../src/elements/vs-placement';
import { manifestArgTypes, useEventActions } from './event-actions';
import { withMockApi } from './mock-api';

interface Args {
  location?: string;
  width?: number;
}

function VsPlacementStory({ location, width }: Args) {
  const ref = useRef<HTMLElementTagNameMap['vs-placement']>(null);
  useEventActions(ref, ['vs-placement-play']);
  return (
    <div style={width ? { width } : undefined}>
      <vs-placement ref={ref} {...(location === undefined ? {} : { location })} />
    </div>
  );
}

const meta = {
  title: 'Elements/vs-placement',
  component: VsPlacementStory,
  args: { location: 'cricket' },
  parameters: {
    docs: {
      description: {
        component: `A published location as signed-out visitors of a partner page see it: the featured
items, then each rail (carousel), every item with a still and Play, played in place. It calls
with the tenant's public deployment key, chosen by the page's host, and looks again every 30
seconds, so a change an administrator publishes shows within a minute. Only public collections,
published groups inside their window and featured items inside theirs ever show
(docs/publishing.md). These stories answer from fixtures in the page:

\`\`\`html
<script src="https://app.vidsearch.example/vs-elements.js"></script>
<vs-placement location="cricket"></vs-placement>
\`\`\``,
      },
    },
  },
  argTypes: {
    ...manifestArgTypes('vs-placement', []),
    width: {
      name: 'width (of the page column)',
      description: 'Not an attribute: the width of the column the element sits in, in pixels.',
      control: 'number',
    },
  } as Meta<Args>['argTypes'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Featured collections and two rails, for a visitor who is not signed in. */
export const SignedOut: Story = {
  decorators: [withMockApi('results', { signedOut: true })],
  globals: { tenant: 'cricket', theme: 'light' },
};

export const Dark: Story = {
  decorators: [withMockApi('results', { signedOut: true })],
  globals: { tenant: 'cricket', theme: 'dark' },
};

/** A rail of a live match's latest clips: marked LIVE, asked again every 5 s. */
export const LiveRail: Story = {
  decorators: [withMockApi('live', { signedOut: true })],
  globals: { tenant: 'cricket', theme: 'dark' },
};

/** In a phone-wide column, with a very long collection name: it wraps, whole. */
export const NarrowColumnLongName: Story = {
  decorators: [withMockApi('long', { signedOut: true })],
  args: { width: 360 },
  globals: { tenant: 'cricket', theme: 'light' },
};

/** Nothing published yet. */
export const NothingPublished: Story = {
  decorators: [withMockApi('empty', { signedOut: true })],
  globals: { tenant: 'cricket' },
};

/** The service is down: the visitor is told, in words. */
export const ServiceDown: Story = {
  decorators: [withMockApi('error', { signedOut: true })],
  globals: { tenant: 'cricket' },
};

/** No location given: the page's author is told what to add. */
export const NoLocation: Story = {
  decorators: [withMockApi('results', { signedOut: true })],
  args: { location: '' },
  globals: { tenant: 'cricket' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import '../src/elements/vs-library';
import { manifestArgTypes, useEventActions } from './event-actions';
import { withMockApi } from './mock-api';

interface Args {
  width?: number;
}

function VsLibraryStory({ width }: Args) {
  const ref = useRef<HTMLElementTagNameMap['vs-library']>(null);
  useEventActions(ref, ['vs-asset-change']);
  return (
    <div style={width ? { width } : undefined}>
      <vs-library ref={ref} />
    </div>
  );
}

const meta = {
  title: 'Elements/vs-library',
  component: VsLibraryStory,
  parameters: {
    docs: {
      description: {
        component: `The tenant's library of videos, for editors and administrators: each video's still,
title and match, date, duration, status (uploading with its percent, waiting, processing with
its percent and step, ready, failed with why, cancelled) and clip count. Videos are added by
dropping or choosing files (uploads resume where they stopped, over tus) or from an https
address; one being processed plays as soon as its first parts are in. "Go live" makes a live
match's video (its encoder's address and passphrase shown once, or a live HLS address the
server pulls it from); its row says how the stream
stands (waiting for the signal, live with what the server hears, reconnecting) and it can be
ended by hand. Each can be edited,
cancelled, tried again or deleted (the dialog says first what deleting takes with it). The
list reads again every 1.5 s while a video is on its way. These stories answer from fixtures
in the page:

\`\`\`html
<script src="https://app.vidsearch.example/vs-elements.js"></script>
<vs-library></vs-library>
\`\`\``,
      },
    },
  },
  argTypes: {
    ...manifestArgTypes('vs-library', []),
    width: {
      name: 'width (of the page column)',
      description: 'Not an attribute: the width of the column the element sits in, in pixels.',
      control: 'number',
    },
  } as Meta<Args>['argTypes'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A video in each status: uploading, processing (playable), waiting, failed, a duplicate,
 * cancelled, live matches (waiting for the signal, live, reconnecting, ended without a picture),
 * ready.
 */
export const EveryStatus: Story = {
  decorators: [withMockApi('results')],
  globals: { tenant: 'cricket', theme: 'dark' },
};

export const Light: Story = {
  decorators: [withMockApi('results')],
  globals: { tenant: 'cricket', theme: 'light' },
};

/** In a narrow column the rows become cards; long names wrap. */
export const NarrowColumn: Story = {
  decorators: [withMockApi('results')],
  args: { width: 360 },
  globals: { tenant: 'cricket', theme: 'light' },
};

export const Empty: Story = {
  decorators: [withMockApi('empty')],
  globals: { tenant: 'cricket' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import '../src/elements/vs-exports';
import { manifestArgTypes, useEventActions } from './event-actions';
import { withMockApi } from './mock-api';

interface Args {
  width?: number;
}

function VsExportsStory({ width }: Args) {
  const ref = useRef<HTMLElementTagNameMap['vs-exports']>(null);
  useEventActions(ref, ['vs-export-change']);
  return (
    <div style={width ? { width } : undefined}>
      <vs-exports ref={ref} />
    </div>
  );
}

const meta = {
  title: 'Elements/vs-exports',
  component: VsExportsStory,
  parameters: {
    docs: {
      description: {
        component: `The signed-in person's exports: file name (with the collection it came from), type,
status (Completed, In progress with a progress bar, Failed with why, Expired), duration,
created and expiry dates; download (every file an export made), cancel and try again;
search by file name, 25 a page. The list reads again every 1.5 s while an export runs, and a
toast says when one finishes. These stories answer from fixtures in the page:

\`\`\`html
<script src="https://app.vidsearch.example/vs-elements.js"></script>
<vs-exports></vs-exports>
\`\`\``,
      },
    },
  },
  argTypes: {
    ...manifestArgTypes('vs-exports', []),
    width: {
      name: 'width (of the page column)',
      description: 'Not an attribute: the width of the column the element sits in, in pixels.',
      control: 'number',
    },
  } as Meta<Args>['argTypes'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One export in each state: running, queued, completed (MP4 and EDL), failed, cancelled, expired. */
export const EveryState: Story = {
  decorators: [withMockApi('results')],
  globals: { tenant: 'cricket', theme: 'dark' },
};

export const Light: Story = {
  decorators: [withMockApi('results')],
  globals: { tenant: 'cricket', theme: 'light' },
};

/** Rugby union masks the duration column. */
export const MaskedColumns: Story = {
  decorators: [withMockApi('results')],
  globals: { tenant: 'rugby-union', theme: 'dark' },
};

/** In a narrow column the rows become cards. */
export const NarrowColumn: Story = {
  decorators: [withMockApi('results')],
  args: { width: 360 },
  globals: { tenant: 'cricket', theme: 'light' },
};

export const Empty: Story = {
  decorators: [withMockApi('empty')],
  globals: { tenant: 'cricket' },
};

export const Loading: Story = {
  decorators: [withMockApi('loading')],
  globals: { tenant: 'cricket' },
};

export const ServiceError: Story = {
  decorators: [withMockApi('error')],
  globals: { tenant: 'cricket' },
};

export const SignedOut: Story = { globals: { tenant: 'cricket' } };

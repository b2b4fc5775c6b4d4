import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import '../src/elements/vs-highlights';
import { manifestArgTypes, useEventActions } from './event-actions';
import { withMockApi } from './mock-api';

interface Args {
  packageId?: string;
  width?: number;
}

function VsHighlightsStory({ packageId, width }: Args) {
  const ref = useRef<HTMLElementTagNameMap['vs-highlights']>(null);
  useEventActions(ref, ['vs-highlight-select', 'vs-clip-select', 'vs-collection-change']);
  return (
    <div style={width ? { width } : undefined}>
      <vs-highlights ref={ref} {...(packageId ? { 'package-id': packageId } : {})} />
    </div>
  );
}

const meta = {
  title: 'Elements/vs-highlights',
  component: VsHighlightsStory,
  parameters: {
    docs: {
      description: {
        component: `The tenant's highlight packages: a game picker that builds a game's packages by
the tenant's rules (with progress); the list with the tenant's columns (cricket: package,
clips, status, new, ID, season), sort by column, search by name, 25 a page; a package with its
group-by tabs (actions with codes, batter, bowler) and its clips to review (keep or leave out,
move, lead and lag), played one by one or all through, saved as a collection and exported.
These stories answer from fixtures in the page:

\`\`\`html
<script src="https://app.vidsearch.example/vs-elements.js"></script>
<vs-highlights></vs-highlights>
<vs-highlights package-id="…"></vs-highlights>
\`\`\``,
      },
    },
  },
  argTypes: {
    ...manifestArgTypes('vs-highlights', []),
    width: {
      name: 'width (of the page column)',
      description: 'Not an attribute: the width of the column the element sits in, in pixels.',
      control: 'number',
    },
  } as Meta<Args>['argTypes'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Packages in each state: new, opened, building, failed (a reel whose search broke). */
export const EveryState: Story = {
  decorators: [withMockApi('results')],
  globals: { tenant: 'cricket', theme: 'dark' },
};

export const Light: Story = {
  decorators: [withMockApi('results')],
  globals: { tenant: 'cricket', theme: 'light' },
};

/** A package opened: its group-by tabs and its clips under review. */
export const Package: Story = {
  decorators: [withMockApi('results')],
  args: { packageId: 'story-package-ready' },
  globals: { tenant: 'cricket', theme: 'dark' },
};

/** In a narrow column the rows become cards, and a clip's controls go under it. */
export const NarrowColumn: Story = {
  decorators: [withMockApi('results')],
  args: { packageId: 'story-package-ready', width: 360 },
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

/** The hockey league turns highlights off; the element says so. */
export const TurnedOff: Story = {
  decorators: [withMockApi('results')],
  globals: { tenant: 'hockey' },
};

export const SignedOut: Story = { globals: { tenant: 'cricket' } };

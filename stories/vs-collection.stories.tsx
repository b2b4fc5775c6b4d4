import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import '../src/elements/vs-collection';
import { manifestArgTypes, useEventActions } from './event-actions';
import { withMockApi } from './mock-api';

interface Args {
  collectionId?: string;
  width?: number;
}

function VsCollectionStory({ collectionId, width }: Args) {
  const ref = useRef<HTMLElementTagNameMap['vs-collection']>(null);
  useEventActions(ref, ['vs-collection-open', 'vs-collection-change', 'vs-clip-select']);
  return (
    <div style={width ? { width } : undefined}>
      <vs-collection ref={ref} {...(collectionId ? { 'collection-id': collectionId } : {})} />
    </div>
  );
}

const meta = {
  title: 'Elements/vs-collection',
  component: VsCollectionStory,
  parameters: {
    docs: {
      description: {
        component: `The person's collections (a project, lightbox or collection, in the tenant's words): the
list (search by name, 40 a page, new, rename, delete with confirmation), and one collection
opened in place or given by \`collection-id\`: its clips and bumpers reordered by dragging or
with Alt+Up and Alt+Down, trimmed in the clip editor (keyframes, waveform, I and O marks, J, K
and L), removed, bumpers added, saved as a whole with conflict detection, and played. These
stories answer from fixtures in the page:

\`\`\`html
<script src="https://app.vidsearch.example/vs-elements.js"></script>
<vs-collection></vs-collection>
<vs-collection collection-id="…"></vs-collection>
\`\`\``,
      },
    },
  },
  argTypes: {
    ...manifestArgTypes('vs-collection', ['collectionId']),
    width: {
      name: 'width (of the page column)',
      description: 'Not an attribute: the width of the column the element sits in, in pixels.',
      control: 'number',
    },
  } as Meta<Args>['argTypes'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list: three collections, each opening in place. */
export const List: Story = {
  decorators: [withMockApi('results')],
  globals: { tenant: 'cricket', theme: 'dark' },
};

/** A collection with a bumper and four clips: reorder, trim, add bumpers, save, play. */
export const OneCollection: Story = {
  decorators: [withMockApi('results')],
  args: { collectionId: 'story-collection-1' },
  globals: { tenant: 'cricket', theme: 'light' },
};

/** The default tenant calls them projects. */
export const Projects: Story = {
  decorators: [withMockApi('results')],
  globals: { tenant: 'default', theme: 'light' },
};

/** In a column narrower than the editor's 650 px: items and editor stack. */
export const NarrowColumn: Story = {
  decorators: [withMockApi('results')],
  args: { collectionId: 'story-collection-2', width: 520 },
  globals: { tenant: 'rugby-union', theme: 'dark' },
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

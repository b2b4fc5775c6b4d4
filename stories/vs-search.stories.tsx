import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import '../src/elements/vs-search';
import { manifestArgTypes, useEventActions } from './event-actions';
import { withMockApi } from './mock-api';

interface Args {
  query?: string;
  continuous?: boolean;
  hideFilters?: boolean;
  saveSearch?: boolean;
}

function VsSearchStory({ query, continuous, hideFilters, saveSearch }: Args) {
  const ref = useRef<HTMLElementTagNameMap['vs-search']>(null);
  useEventActions(ref, [
    'vs-clip-select',
    'vs-search-change',
    'vs-collection-change',
    'vs-search-save',
  ]);
  return (
    <vs-search
      ref={ref}
      query={query}
      {...(continuous ? { continuous: true } : {})}
      {...(hideFilters ? { 'hide-filters': true } : {})}
      {...(saveSearch ? { 'save-search': true } : {})}
    />
  );
}

const meta = {
  title: 'Elements/vs-search',
  component: VsSearchStory,
  parameters: {
    docs: {
      description: {
        component: `Search the tenant's clips with its own filters: an expression with autocomplete (the
Lucene-like syntax), its terms as removable chips that edit the expression, facet counts with
value search and Show more, date ranges checked by SPEC §5, the clip and asset tables, sort,
pages and similar clips. These stories answer from fixtures in the page; on a real page it
talks to the platform:

\`\`\`html
<script src="https://app.vidsearch.example/vs-elements.js"></script>
<vs-search sync-url query="kohli"></vs-search>
\`\`\``,
      },
    },
  },
  argTypes: {
    ...manifestArgTypes('vs-search', ['query', 'continuous', 'hideFilters', 'saveSearch']),
  } as Meta<Args>['argTypes'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  decorators: [withMockApi('results')],
  globals: { tenant: 'cricket', theme: 'dark' },
};

export const ResultsLight: Story = {
  decorators: [withMockApi('results')],
  args: { query: 'kohli' },
  globals: { tenant: 'cricket', theme: 'light' },
};

export const Loading: Story = {
  decorators: [withMockApi('loading')],
  globals: { tenant: 'cricket' },
};

export const Empty: Story = {
  decorators: [withMockApi('empty')],
  args: { query: 'nobody-by-this-name' },
  globals: { tenant: 'cricket' },
};

export const ServiceError: Story = {
  decorators: [withMockApi('error')],
  globals: { tenant: 'cricket' },
};

export const ImageLibrary: Story = {
  decorators: [withMockApi('results')],
  globals: { tenant: 'images', theme: 'dark' },
};

export const RugbyLight: Story = {
  decorators: [withMockApi('results')],
  globals: { tenant: 'rugby-union', theme: 'light' },
};

/** Scroll the list to its end: the next 30 load, up to all 90. */
export const Continuous: Story = {
  decorators: [withMockApi('long')],
  args: { continuous: true },
  globals: { tenant: 'cricket', theme: 'dark' },
};

/** As on the app's home page: the box and the newest clips, no filters. */
export const Compact: Story = {
  decorators: [withMockApi('results')],
  args: { hideFilters: true },
  globals: { tenant: 'basketball-men', theme: 'light' },
};

/**
 * "Save search" beside the sort: the person keeps the search under a name; a period under
 * Match date (last 7 days, this season…) stays relative when it is opened later.
 */
export const SaveSearch: Story = {
  decorators: [withMockApi('results')],
  args: { query: 'kohli match_date:this-season', saveSearch: true },
  globals: { tenant: 'cricket', theme: 'dark' },
};

/**
 * In a partner's narrow column (360 px): rows become cards, the filters go into a drawer
 * behind the Filters button, and nothing scrolls sideways. The element lays out by its own
 * width, whatever the window's.
 */
export const NarrowColumn: Story = {
  decorators: [
    withMockApi('results'),
    (Story) => (
      <div style={{ width: 360, border: '1px dashed #888' }}>
        <Story />
      </div>
    ),
  ],
  globals: { tenant: 'cricket', theme: 'light' },
};

/**
 * A visitor who is not signed in: the clips the tenant made public, found and played with its
 * public deployment key, and nothing that needs an account (no adding, no saving).
 */
export const Visitor: Story = {
  decorators: [withMockApi('results', { signedOut: true })],
  globals: { tenant: 'cricket' },
};

/** Signed out, where the tenant shows visitors nothing: the visitor is asked to sign in. */
export const SignedOut: Story = {
  decorators: [withMockApi('results', { signedOut: true, publicAccess: false })],
  globals: { tenant: 'cricket' },
};

/**
 * A host page's own look, through the element's styling hooks: `--vs-*` custom properties
 * on the element, and `::part()` for its regions (README, "Restyling from the host page").
 */
export const RestyledByTheHostPage: Story = {
  decorators: [
    withMockApi('results'),
    (Story) => (
      <>
        <style>{`
          vs-search {
            --vs-color-primary: #ff6b81;
            --vs-color-on-primary: #1a0006;
            --vs-radius: 0;
            --vs-font-family: Georgia, 'Times New Roman', serif;
          }
          vs-search::part(row) { border-bottom: 1px solid #ff6b81; }
          vs-search::part(facets) { border-right: 2px solid #ff6b81; padding-right: 12px; }
        `}</style>
        <Story />
      </>
    ),
  ],
  globals: { tenant: 'cricket', theme: 'dark' },
};

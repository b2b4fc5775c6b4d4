import type { Playlist, SavedSearch, SearchHit } from '../../core/api/contract';
import type { SearchState } from '../../core/domain/search-state';

/** What a page tells `SearchView`, and what it hears back. */
export interface SearchViewProps {
  /** The first expression, when the URL holds none. */
  query?: string;
  /** Keep the search in the page's URL (back/forward, shareable links). */
  syncUrl?: boolean;
  /** Results a page holds, 1 to 200. Default 30 (SPEC §9). */
  pageSize?: number;
  /** One list that loads more as it scrolls (up to 10,000), instead of pages. */
  continuous?: boolean;
  /** Leave the filters out (a compact search, e.g. on a home page). */
  hideFilters?: boolean;
  /** Leave out adding clips to collections (a search that only finds and plays). */
  hideAdd?: boolean;
  /** What the page does with chosen clips instead of adding them (true when done: unchosen). */
  chosenAction?: { label: string; run: (hits: Partial<SearchHit>[]) => Promise<boolean> };
  /** Leave out the preview pane: choosing a clip only tells the page (`onClipSelect`). */
  hidePreview?: boolean;
  /** Offer to save the search under a name (for the person's home page). */
  saveSearch?: boolean;
  onSearchSave?: (saved: SavedSearch) => void;
  onClipSelect?: (hit: Partial<SearchHit>) => void;
  onSearchChange?: (state: SearchState) => void;
  /** Clips were added to a collection, new ('created') or existing ('saved'). */
  onCollectionChange?: (change: { action: 'created' | 'saved'; collection: Playlist }) => void;
  /** A collection's page, `{id}` standing for its id: the added-to toast then offers Open. */
  collectionLink?: string;
}

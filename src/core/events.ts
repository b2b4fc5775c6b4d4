import type {
  Asset,
  PublicTile,
  ExportStatusItem,
  HighlightPackageRow,
  PlaylistSummary,
  SavedSearch,
  SearchHit,
} from './api/contract';
import type { SearchState } from './domain/search-state';
import type { ExportRow } from './domain/exports';

/**
 * The details of every event the elements fire, in one place: the ui types its callbacks
 * with them, the elements fire them, and the public types hand them to integrators.
 */

/** Where playback is: seconds into the whole sequence, the item, and the time in its asset. */
export interface PlayerTimeUpdate {
  /** Seconds into the whole sequence. */
  currentTime: number;
  duration: number;
  /** The item playing, from 0. */
  index: number;
  assetId: string;
  /** Seconds into the item's asset. */
  assetTime: number;
}

/** A collection was created, renamed, saved or deleted. */
export interface CollectionChange {
  action: 'created' | 'renamed' | 'saved' | 'deleted';
  collection: PlaylistSummary;
}

/** Every event the elements fire: `vs-<noun>-<verb>`, bubbling and composed, with a typed detail. */
export interface VsEventMap {
  'vs-auth-change': { state: 'signed-in' | 'signed-out'; email?: string; tenantId?: string };
  /** A clip chosen in a result list. */
  'vs-clip-select': { clip: Partial<SearchHit> };
  /** `<vs-placement>`: a visitor played a featured item or an item of a rail. */
  'vs-placement-play': { tile: PublicTile };
  /** The search after a change: its expression, sort, page, view and open similar clip. */
  'vs-search-change': SearchState;
  /** The person saved the search under a name. */
  'vs-search-save': { savedSearch: SavedSearch };
  'vs-time-update': PlayerTimeUpdate;
  /** The last item has played to its end. */
  'vs-playback-end': { duration: number };
  'vs-collection-change': CollectionChange;
  /** A collection was chosen in the list; cancel the event to open it elsewhere. */
  'vs-collection-open': { collection: PlaylistSummary };
  /** An export was asked for (from a collection's export dialog). */
  'vs-export-start': { export: ExportStatusItem; collection: PlaylistSummary };
  /** An export shown in the list finished, failed or was cancelled. */
  'vs-export-change': { export: ExportRow };
  /** An asset in the library's list became ready, failed, or was deleted. */
  'vs-asset-change': { asset: Asset; change: 'ready' | 'failed' | 'deleted' };
  /** A highlight package was opened from the list. */
  'vs-highlight-select': { highlight: HighlightPackageRow };
  /** The person went from a package back to the list. */
  'vs-highlight-close': Record<string, never>;
}

export type VsEventName = keyof VsEventMap;

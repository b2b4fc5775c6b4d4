import type { PlaylistSummary, SearchHit } from '../core/api/contract';
import type { SearchState } from '../core/domain/search-state';
import type { PlayerTimeUpdate } from '../ui/player/Player';

/** Every event the elements fire: `vs-<noun>-<verb>`, bubbling and composed, with a typed detail. */
export interface VsEventMap {
  'vs-auth-change': { state: 'signed-in' | 'signed-out'; email?: string; tenantId?: string };
  /** A clip chosen in a result list. */
  'vs-clip-select': { clip: Partial<SearchHit> };
  /** The search after a change: its expression, sort, page, view and open similar clip. */
  'vs-search-change': SearchState;
  /** Where playback is: seconds into the whole sequence, the item, and the time in its asset. */
  'vs-time-update': PlayerTimeUpdate;
  /** The last item has played to its end. */
  'vs-playback-end': { duration: number };
  /** A collection was created, renamed, saved or deleted. */
  'vs-collection-change': {
    action: 'created' | 'renamed' | 'saved' | 'deleted';
    collection: PlaylistSummary;
  };
  /** A collection was chosen in the list; cancel the event to open it elsewhere. */
  'vs-collection-open': { collection: PlaylistSummary };
}

export type VsEventName = keyof VsEventMap;

/** Fires an event; false when it was cancelable and a listener cancelled it. */
export function emit<K extends VsEventName>(
  target: EventTarget,
  name: K,
  detail: VsEventMap[K],
  { cancelable = false } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }),
  );
}

declare global {
  interface HTMLElementEventMap {
    'vs-auth-change': CustomEvent<VsEventMap['vs-auth-change']>;
    'vs-clip-select': CustomEvent<VsEventMap['vs-clip-select']>;
    'vs-search-change': CustomEvent<VsEventMap['vs-search-change']>;
    'vs-time-update': CustomEvent<VsEventMap['vs-time-update']>;
    'vs-playback-end': CustomEvent<VsEventMap['vs-playback-end']>;
    'vs-collection-change': CustomEvent<VsEventMap['vs-collection-change']>;
    'vs-collection-open': CustomEvent<VsEventMap['vs-collection-open']>;
  }
}

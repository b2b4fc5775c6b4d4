import type { SearchHit } from '../core/api/contract';
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
}

export type VsEventName = keyof VsEventMap;

export function emit<K extends VsEventName>(
  target: EventTarget,
  name: K,
  detail: VsEventMap[K],
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

declare global {
  interface HTMLElementEventMap {
    'vs-auth-change': CustomEvent<VsEventMap['vs-auth-change']>;
    'vs-clip-select': CustomEvent<VsEventMap['vs-clip-select']>;
    'vs-search-change': CustomEvent<VsEventMap['vs-search-change']>;
    'vs-time-update': CustomEvent<VsEventMap['vs-time-update']>;
    'vs-playback-end': CustomEvent<VsEventMap['vs-playback-end']>;
  }
}

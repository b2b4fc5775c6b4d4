import { LIMITS, type SearchHit } from '../api/contract';
import type { ThumbnailJson } from '../../tenants';
import { INTERSTITIAL_CATEGORY } from '../../tenants/types';
import { clipDisplay } from './clip-display';

/** Longest name and description the server accepts. */
export const COLLECTION_TITLE_MAX = LIMITS.collectionTitleLength;
export const COLLECTION_DESCRIPTION_MAX = LIMITS.collectionDescriptionLength;

/** What a collection item is: a bumper when its payload marks it INTERSTITIAL (SPEC §3). */
export type ItemType = 'Bumper' | 'Clip';

export function itemType(payload: ReadonlyArray<{ category: string }>): ItemType {
  return payload.some((p) => p.category === INTERSTITIAL_CATEGORY) ? 'Bumper' : 'Clip';
}

/** A collection's duration: the sum of its items' durations, seconds. */
export function collectionDuration(clips: ReadonlyArray<{ duration: number }>): number {
  return clips.reduce((total, clip) => total + clip.duration, 0);
}

export function numberOfClips(clips: readonly unknown[]): number {
  return clips.length;
}

/** The search result a collection item was made from (its stash), or null if unreadable. */
export function stashedHit(stash: string): {
  payload: Array<{ category: string; value?: string }>;
  [key: string]: unknown;
} | null {
  try {
    const parsed: unknown = JSON.parse(stash);
    if (!parsed || typeof parsed !== 'object') return null;
    const payload = (parsed as { payload?: unknown }).payload;
    return { ...(parsed as object), payload: Array.isArray(payload) ? payload : [] };
  } catch {
    return null;
  }
}

/** A collection item's type from its stash: Bumper or Clip (SPEC §3). */
export function collectionItemType(clip: { stash: string }): ItemType {
  return itemType(stashedHit(clip.stash)?.payload ?? []);
}

/** The action that adds a clip to a collection: the tenant's own words, or "Add to {word}". */
export function addToCollectionLabel(verbiage: {
  collection: string;
  addToCollection?: string;
}): string {
  return verbiage.addToCollection?.trim() || `Add to ${verbiage.collection.toLowerCase()}`;
}

/** How an item is named wherever it is listed or played: its type and its clip's title. */
export function collectionItemLabel(
  clip: { stash: string },
  layout: ThumbnailJson,
): { type: ItemType; title: string; subtitle: string; hit: Partial<SearchHit> } {
  const hit = (stashedHit(clip.stash) ?? { payload: [] }) as Partial<SearchHit>;
  const shown = clipDisplay(hit, layout);
  return {
    type: collectionItemType(clip),
    title: shown.title || 'Untitled',
    // What tells items of one match apart: the tenant's subtitle (batter · bowler, say).
    subtitle: shown.subtitle,
    hit,
  };
}

/** An item as a player names it: its type, and its title with the subtitle that tells it apart. */
export function playerItemLabel(
  clip: { stash: string },
  layout: ThumbnailJson,
): { type: ItemType; title: string } {
  const { type, title, subtitle } = collectionItemLabel(clip, layout);
  return { type, title: [title, subtitle].filter(Boolean).join(' · ') };
}

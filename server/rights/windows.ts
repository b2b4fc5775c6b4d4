import { allows, effectiveWindow, type RightsUse } from '../../src/core/api/contract/rights';
import type { PlaylistClip } from '../../src/core/api/contract';
import type { Queryable } from '../db/database';
import { windowsOfAssets, type StoredWindow } from './repository';

/*
 * Reading rights windows, for the features that show or use clips: nothing of another
 * feature in it, so any may read through it (search's index, assets, playback, placements).
 */

export type { StoredWindow };

/** One item a use would take: its video, and its clip or its range where it is one. */
export interface UsedItem {
  assetId: string;
  clipId?: string;
  /** A range of the video (seconds) where the item is not a clip: clips it overlaps count. */
  range?: { offset: number; duration: number };
  /** How the person knows it: its title. */
  name: string;
}

/** A collection's items as a use would take them: their videos, their clips, their names. */
export function usedItems(clips: ReadonlyArray<{ asset_id: string; stash: string }>): UsedItem[] {
  return clips.map((clip, i) => {
    let hit: { id?: unknown; assetTitle?: unknown } = {};
    try {
      hit = JSON.parse(clip.stash) as typeof hit;
    } catch {
      // An item with no readable stash is checked by its video alone.
    }
    const clipId = typeof hit.id === 'string' ? hit.id.split('/')[0]! : undefined;
    const title = typeof hit.assetTitle === 'string' ? hit.assetTitle : `item ${i + 1}`;
    return { assetId: clip.asset_id, ...(clipId ? { clipId } : {}), name: title };
  });
}

/** The tenant's windows, of these assets or of all. */
export const windowsOf = (db: Queryable, tenantId: string, assetIds?: readonly string[]) =>
  windowsOfAssets(db, tenantId, assetIds);

/** The items a use may not take now, each with why in words. */
export async function outsideWindows<Item extends UsedItem>(
  db: Queryable,
  tenantId: string,
  items: readonly Item[],
  use: RightsUse,
  now = new Date(),
): Promise<Array<{ item: Item; why: string }>> {
  if (items.length === 0) return [];
  const stored = await windowsOfAssets(
    db,
    tenantId,
    items.map((i) => i.assetId),
  );
  return stored.length === 0 ? [] : outsideOf(stored, items, use, now);
}

const overlaps = (a: { offset: number; duration: number }, b: typeof a) =>
  a.offset < b.offset + b.duration && b.offset < a.offset + a.duration;

/** As `outsideWindows`, over windows already read. */
export function outsideOf<Item extends UsedItem>(
  stored: readonly StoredWindow[],
  items: readonly Item[],
  use: RightsUse,
  now: Date,
): Array<{ item: Item; why: string }> {
  const byKey = new Map(stored.map((w) => [`${w.assetId}/${w.clipId}`, w.window]));
  return items.flatMap((item) => {
    const own = byKey.get(`${item.assetId}/`);
    const clip = item.clipId ? byKey.get(`${item.assetId}/${item.clipId}`) : undefined;
    const verdict = allows(effectiveWindow(own, clip), use, now);
    if (!verdict.allowed) return [{ item, why: verdict.why }];
    const { range } = item;
    if (item.clipId || !range) return [];
    // A range takes every clip it overlaps: one whose own window is shut keeps it out.
    for (const w of stored) {
      if (w.assetId !== item.assetId || !w.clipRange || !overlaps(w.clipRange, range)) continue;
      const clipVerdict = allows(w.window, use, now);
      if (!clipVerdict.allowed) return [{ item, why: clipVerdict.why }];
    }
    return [];
  });
}

/**
 * A collection's items a use may take now, the others left out (a public caller's collection,
 * a partner page's rail): an item that came from a clip is held to the clip's window, any other
 * to its range's.
 */
export async function itemsAllowed<Clip extends PlaylistClip>(
  db: Queryable,
  tenantId: string,
  clips: readonly Clip[],
  use: RightsUse,
  now = new Date(),
): Promise<Clip[]> {
  const items = usedItems(clips).map((item, i) => ({
    ...item,
    range: { offset: clips[i]!.offset, duration: clips[i]!.duration },
    i,
  }));
  const out = new Set((await outsideWindows(db, tenantId, items, use, now)).map((o) => o.item.i));
  return out.size === 0 ? [...clips] : clips.filter((_, i) => !out.has(i));
}

import type { UsedItem } from './service';

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

import type { TenantIdentity } from '../../src/tenants';
import type { IndexedClip } from '../search/index/tenant-index';
import { GrowableU32 } from '../search/index/growable';
import type { Progress } from '../media/media-files';
import type { MediaSummary } from './content';
import { archiveContent } from './archive/content';

/** A full match's video: where the generated clips sit. */
const MATCH: MediaSummary[] = [{ key: 'match-1', kind: 'video', duration: 5400 }];
const CLIPS_PER_ASSET = 200;

/**
 * The corpus `seed:corpus` writes (the same generator, 200 clips a match), made in memory for
 * the engine alone: held compactly (each clip's values as numbers of distinct pairs), then
 * handed out in id order, as the index reads them from the database.
 */
export function corpusClips(tenant: TenantIdentity, count: number, progress: Progress) {
  const pairs: Array<{ category: string; value: string }> = [];
  const pairNumber = new Map<string, number>();
  let ids: string[] = [];
  let assetOf = new Uint32Array(count);
  let durations = new Float64Array(count);
  let starts = new Float64Array(count);
  let itemStart = new GrowableU32(count + 1);
  let items = new GrowableU32(count * 16);
  const assets: Array<{ id: string; matchDate: string | null }> = [];
  const publicAssets: string[] = [];
  itemStart.push(0);
  const content = archiveContent(tenant, MATCH, count, CLIPS_PER_ASSET);
  let nextReport = 0.1;
  for (const { asset, clips } of content) {
    const assetNumber = assets.length;
    assets.push({ id: asset.id, matchDate: asset.match_date });
    if (asset.public) publicAssets.push(asset.id);
    for (const clip of clips) {
      const n = ids.length;
      if (n === count) break;
      ids.push(clip.id);
      assetOf[n] = assetNumber;
      durations[n] = clip.duration;
      starts[n] = Date.parse(clip.start_time);
      for (const item of clip.payload) {
        const value = String(item.value);
        const key = `${item.category}\t${value}`;
        let pair = pairNumber.get(key);
        if (pair === undefined) {
          pair = pairs.length;
          pairs.push({ category: item.category, value });
          pairNumber.set(key, pair);
        }
        items.push(pair);
      }
      itemStart.push(items.length);
    }
    if (ids.length / count >= nextReport) {
      progress(`corpus ${ids.length}/${count} clips`);
      nextReport += 0.1;
    }
    if (ids.length === count) break;
  }
  return {
    publicAssets,
    /** The clips in id order. */
    *inIdOrder(): Generator<IndexedClip> {
      const order = Uint32Array.from(ids.keys()).sort((a, b) =>
        ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0,
      );
      const start = itemStart.view();
      const list = items.view();
      for (const n of order) {
        const asset = assets[assetOf[n]!]!;
        const clipItems: IndexedClip['items'][number][] = [];
        for (let i = start[n]!; i < start[n + 1]!; i++) clipItems.push(pairs[list[i]!]!);
        yield {
          id: ids[n]!,
          assetId: asset.id,
          duration: durations[n]!,
          startTime: starts[n]!,
          matchDate: asset.matchDate,
          items: clipItems,
        };
      }
    },
    /** Lets the held corpus go, so that what stays is the index. */
    release() {
      ids = [];
      assetOf = new Uint32Array(0);
      durations = new Float64Array(0);
      starts = new Float64Array(0);
      itemStart = new GrowableU32();
      items = new GrowableU32();
    },
  };
}

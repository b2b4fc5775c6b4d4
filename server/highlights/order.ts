import type { ReelOptions } from '../../src/core/api/contract';
import type { FoundClip, PackageRow } from './repository';

const byTime = (a: FoundClip, b: FoundClip) =>
  new Date(a.start_time).getTime() - new Date(b.start_time).getTime() || a.id.localeCompare(b.id);

/** Where a clip plays in its video, widened by a reel's lead and lag. */
const span = (clip: FoundClip, pad: { lead: number; lag: number }) => ({
  from: clip.start_offset - pad.lead,
  to: clip.start_offset + clip.duration + pad.lag,
});

/**
 * The clips less the ones a package would play twice: a clip at least half of which lies
 * inside one already kept (of the same video) goes. Clips are taken in their video's order,
 * and at the same start the longer first, so a wicket's ball inside its over's clip goes and
 * the over stays. Clips that merely touch or overlap a little both stay.
 */
export function withoutRepeats(
  clips: readonly FoundClip[],
  pad: { lead: number; lag: number } = { lead: 0, lag: 0 },
): Set<string> {
  const inVideoOrder = clips.toSorted(
    (a, b) =>
      a.asset_id.localeCompare(b.asset_id) ||
      a.start_offset - b.start_offset ||
      b.duration - a.duration ||
      a.id.localeCompare(b.id),
  );
  const kept = new Set<string>();
  // How far the kept clips of the current video reach.
  let asset = '';
  let reach = -Infinity;
  for (const clip of inVideoOrder) {
    const { from, to } = span(clip, pad);
    if (clip.asset_id !== asset) [asset, reach] = [clip.asset_id, -Infinity];
    const covered = Math.min(reach, to) - from;
    if (covered * 2 >= to - from && to > from) continue;
    kept.add(clip.id);
    reach = Math.max(reach, to);
  }
  return kept;
}

/**
 * A rule's clips in its order, each moment once: `startTime ascending` as played (the
 * tenants' default), `startTime` latest first.
 */
export function ruleOrder(clips: FoundClip[], sortMode: PackageRow['sort_mode']): FoundClip[] {
  const kept = withoutRepeats(clips);
  const ordered = clips.filter((c) => kept.has(c.id)).toSorted(byTime);
  return sortMode === 'startTime' ? ordered.reverse() : ordered;
}

/**
 * A reel's clips in its order, each moment once (leads and lags counted), cut to its cap:
 * whole clips only.
 */
export function reelOrder(clips: FoundClip[], reel: ReelOptions): FoundClip[] {
  const kept = withoutRepeats(clips, reel);
  const unique = clips.filter((c) => kept.has(c.id));
  const ordered =
    reel.order === 'game'
      ? unique.toSorted(
          (a, b) => (b.match_date ?? '').localeCompare(a.match_date ?? '') || byTime(a, b),
        )
      : unique.toSorted(byTime);
  if (reel.maxSeconds === null) return ordered;
  const capped: FoundClip[] = [];
  let total = 0;
  for (const clip of ordered) {
    const length = clip.duration + reel.lead + reel.lag;
    if (total + length > reel.maxSeconds) break;
    capped.push(clip);
    total += length;
  }
  return capped;
}

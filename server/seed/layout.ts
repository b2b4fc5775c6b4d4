/** One clip's draw: its wished length (seconds) and where in the match it falls (0 to 1). */
export interface ClipDraw {
  length: number;
  at: number;
}

/**
 * Where a match's clips sit in its video, as a logger's would: one after another in the
 * order they fall, none over another, so that no moment is two clips. Wished lengths that
 * together outlast the video are shortened alike; the time left over falls between the clips
 * as their draws spread them. Whole centiseconds, so that sums stay exact. Answers in the
 * draws' own order.
 */
export function clipLayout(
  draws: readonly ClipDraw[],
  duration: number,
): Array<{ offset: number; length: number }> {
  const total = draws.reduce((sum, d) => sum + d.length, 0);
  const scale = total > duration ? duration / total : 1;
  const lengths = draws.map((d) => Math.floor(d.length * scale * 100));
  const free = Math.max(0, Math.floor(duration * 100) - lengths.reduce((a, b) => a + b, 0));
  const order = draws.map((_, i) => i).sort((a, b) => draws[a]!.at - draws[b]!.at || a - b);
  const placed: Array<{ offset: number; length: number }> = [];
  let before = 0;
  for (const i of order) {
    placed[i] = {
      offset: (before + Math.floor(free * draws[i]!.at)) / 100,
      length: lengths[i]! / 100,
    };
    before += lengths[i]!;
  }
  return placed;
}

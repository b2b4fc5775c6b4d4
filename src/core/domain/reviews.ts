import type { ReviewComment } from '../api/contract/reviews';

/** A moment as editors read it: hours:minutes:seconds:frames. */
export function timecode(seconds: number, fps: number): string {
  const rate = Math.max(1, Math.round(fps));
  const frames = Math.floor(Math.max(0, seconds) * rate + 1e-6);
  const two = (n: number) => String(n).padStart(2, '0');
  const s = Math.floor(frames / rate);
  return `${two(Math.floor(s / 3600))}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}:${two(frames % rate)}`;
}

/** The start of the frame a moment falls in, to the millisecond: where a comment is pinned. */
export function frameStart(seconds: number, fps: number): number {
  const rate = Math.max(1, Math.round(fps));
  return Math.round((Math.floor(Math.max(0, seconds) * rate + 1e-6) / rate) * 1000) / 1000;
}

/** A comment with its replies, oldest reply first. */
export interface ReviewThread {
  comment: ReviewComment;
  replies: ReviewComment[];
}

/** Comments as threads, in the order they play: by item, then by moment, then by age. */
export function reviewThreads(comments: readonly ReviewComment[]): ReviewThread[] {
  const threads = new Map<string, ReviewThread>();
  for (const c of comments) if (!c.replyTo) threads.set(c.id, { comment: c, replies: [] });
  for (const c of comments) if (c.replyTo) threads.get(c.replyTo)?.replies.push(c);
  return [...threads.values()].sort(
    (a, b) =>
      a.comment.item - b.comment.item ||
      a.comment.at - b.comment.at ||
      a.comment.created.localeCompare(b.comment.created),
  );
}

/** A comment's mark on an item's time line: where (0 to 1) and when (seconds into it). */
export interface ReviewMarker {
  comment: ReviewComment;
  fraction: number;
  at: number;
}

/**
 * Where reviewers' comments fall on a collection's items as they are now (items may have been
 * moved or trimmed since the link was made): on each item of the comment's video whose range
 * holds its moment.
 */
export function reviewMarkers(
  items: ReadonlyArray<{ asset_id: string; offset: number; duration: number }>,
  comments: readonly ReviewComment[],
): ReviewMarker[][] {
  return items.map((item) =>
    comments
      .filter(
        (c) =>
          !c.replyTo &&
          c.assetId === item.asset_id &&
          c.assetTime >= item.offset - 1e-6 &&
          c.assetTime <= item.offset + item.duration + 1e-6,
      )
      .map((comment) => {
        const at = Math.max(0, comment.assetTime - item.offset);
        return { comment, at, fraction: item.duration > 0 ? Math.min(1, at / item.duration) : 0 };
      }),
  );
}

/** Seconds into a list of items where one item's moment is: what a player seeks to. */
export function sequenceTime(
  items: ReadonlyArray<{ duration: number }>,
  index: number,
  at: number,
): number {
  return items.slice(0, index).reduce((sum, i) => sum + i.duration, 0) + at;
}

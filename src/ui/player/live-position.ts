import { formatClock } from '../../core/domain/clip-display';

/** Where a live match's playhead is. */
export interface LivePosition {
  /** At (or within a few seconds of) the newest picture that plays. */
  atEdge: boolean;
  /** Seconds behind the live edge. */
  behindEdge: number;
  /** Seconds the picture shown is behind real time (from its program date-time); null unknown. */
  behindRealTime: number | null;
}

/** Within this many seconds of a live match's edge counts as at it (two segments or so). */
export const LIVE_EDGE_SLACK = 6;
/** How often a live match's position is read while nothing else moves (paused, the edge grows). */
export const LIVE_POLL_MS = 1000;

/**
 * A live match's position: the playhead `time` against the `edge` (the end of what plays, in
 * seconds of the asset), and the wall-clock time of the picture `shown` against `now` (ms).
 */
export function livePosition(
  edge: number,
  time: number,
  shown: Date | null,
  now: number,
): LivePosition {
  const behindEdge = Math.max(0, edge - time);
  return {
    atEdge: behindEdge <= LIVE_EDGE_SLACK,
    behindEdge,
    behindRealTime: shown ? Math.max(0, (now - shown.getTime()) / 1000) : null,
  };
}

/** How far behind a live match the picture is: the edge's distance, or real time's. */
export function liveDelayInWords(live: LivePosition): string {
  if (!live.atEdge) return `${formatClock(live.behindEdge)} behind live`;
  return live.behindRealTime === null
    ? ''
    : `${Math.round(live.behindRealTime)} s behind real time`;
}

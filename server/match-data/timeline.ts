import type { MatchDataSettings } from '../../src/tenants';
import {
  MatchDataError,
  type MatchEvent,
  type SkippedEvent,
} from '../../src/core/domain/match-files/events';

/** A ball whose video time a person gave: innings 1, ball 0.1 at 312 s. */
export interface SyncPoint {
  innings: number;
  /** Scorecard notation: over (from 0) and legal ball in it, e.g. 0 and 1 for "0.1". */
  over: number;
  ball: number;
  /** Seconds into the video. */
  at: number;
}

/** The video's time line, as far as it is known: where the match's events are put on it. */
export interface VideoTimeline {
  /** The video time of each period's start (StatsBomb: each half's kick-off), by period. */
  periodStarts?: Record<number, number>;
  /** Cricket: balls whose video time is known; at least the first of each innings. */
  syncPoints?: SyncPoint[];
  /** The asset's length: clips are kept inside it. */
  duration: number;
}

/** An event on the video's time line, with its clip's in and out. */
export interface PlacedEvent extends MatchEvent {
  /** Its moment, seconds into the video. */
  at: number;
  /** The clip: offset and length in seconds, inside the asset. */
  offset: number;
  length: number;
  /** How its time was found, in words: "sync point 0.1", "between sync points 0.1 and 10.1". */
  placedBy: string;
}

const CLIP_LEAST_SECONDS = 1;
const notation = (p: { over: number; ball: number }) => `${p.over}.${p.ball}`;
const clockTime = (seconds: number) => {
  const s = Math.max(0, Math.round(seconds));
  const [h, m, r] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  return `${h ? `${h}:${String(m).padStart(2, '0')}` : m}:${String(r).padStart(2, '0')}`;
};

type BallClock = Extract<MatchEvent['clock'], { kind: 'ball' }>;

/**
 * Each ball's time on a broadcast's own pace from its innings' first ball: a ball's gap, and an
 * over's change of ends and a new batter's walk to the crease where they come.
 */
function nominalTimes(
  balls: readonly BallClock[],
  pace: NonNullable<MatchDataSettings['cricket']>,
) {
  const times: number[] = [];
  balls.forEach((clock, i) => {
    if (i === 0) return times.push(0);
    const gap =
      pace.ballSeconds +
      (clock.newOver ? pace.overGapSeconds : 0) +
      (clock.afterWicket ? pace.wicketGapSeconds : 0);
    times.push(times[i - 1]! + gap);
  });
  return times;
}

/**
 * The video time of every ball of an innings from its sync points: a ball given is where it was
 * given; one between two is placed by its order at the pace between them; one before the first
 * or after the last follows the broadcast's own pace from the nearest.
 */
function placeInnings(
  balls: readonly BallClock[],
  points: readonly SyncPoint[],
  pace: NonNullable<MatchDataSettings['cricket']>,
): Array<{ at: number; placedBy: string }> {
  const nominal = nominalTimes(balls, pace);
  const anchors = points
    .map((point) => {
      const i = balls.findIndex((b) => b.over === point.over && b.ball === point.ball);
      if (i < 0)
        throw new MatchDataError(
          `Innings ${point.innings} has no ball ${notation(point)}: give a ball of the file.`,
        );
      return { i, at: point.at, name: notation(point) };
    })
    .sort((a, b) => a.i - b.i);
  for (let k = 1; k < anchors.length; k++)
    if (anchors[k]!.at <= anchors[k - 1]!.at)
      throw new MatchDataError(
        `Ball ${anchors[k]!.name} is given before ball ${anchors[k - 1]!.name} in the video: sync points follow the match's order.`,
      );
  return balls.map((_, i) => {
    const exact = anchors.find((a) => a.i === i);
    if (exact) return { at: exact.at, placedBy: `sync point ${exact.name}` };
    const after = anchors.findIndex((a) => a.i > i);
    const before = after === -1 ? anchors.at(-1)! : anchors[after - 1];
    const next = after === -1 ? undefined : anchors[after];
    if (before && next) {
      const share = (nominal[i]! - nominal[before.i]!) / (nominal[next.i]! - nominal[before.i]!);
      return {
        at: before.at + share * (next.at - before.at),
        placedBy: `between sync points ${before.name} and ${next.name}`,
      };
    }
    const nearest = (before ?? next)!;
    return {
      at: nearest.at + (nominal[i]! - nominal[nearest.i]!),
      placedBy: `from sync point ${nearest.name}, at the broadcast's pace`,
    };
  });
}

/**
 * A match's parts (innings, periods) follow each other on the video: an event placed at or past
 * the start of a later part (its first placed event) is taken off, and said, rather than put
 * among that part's events (innings 1's balls paced past innings 2's first ball).
 */
function keepBeforeNextPart(
  events: readonly MatchEvent[],
  moments: Map<MatchEvent, { at: number; placedBy: string }>,
  skipped: SkippedEvent[],
  partOf: (event: MatchEvent) => number,
  name: (part: number) => string,
): void {
  const starts = new Map<number, number>();
  for (const e of events) {
    const moment = moments.get(e);
    if (!moment) continue;
    const part = partOf(e);
    starts.set(part, Math.min(starts.get(part) ?? Infinity, moment.at));
  }
  for (const e of events) {
    const moment = moments.get(e);
    if (!moment) continue;
    const part = partOf(e);
    const later = [...starts].filter(([p, at]) => p > part && at <= moment.at);
    if (later.length === 0) continue;
    const [next, at] = later.reduce((a, b) => (b[1] < a[1] ? b : a));
    moments.delete(e);
    skipped.push({
      sourceId: e.sourceId,
      summary: `${e.summary}, at ${clockTime(moment.at)}`,
      reason: `after ${name(next)} begins (at ${clockTime(at)}): give a later ball or time of ${name(part)} to place it`,
    });
  }
}

/**
 * Puts a file's events on the video's time line and makes each one's clip with the tenant's
 * lead and lag for its kind, kept inside the asset. What cannot be placed (no time given for its
 * period or innings, or its moment outside the video) is returned as skipped, in words.
 */
export function placeEvents(
  events: readonly MatchEvent[],
  timeline: VideoTimeline,
  settings: MatchDataSettings,
): { placed: PlacedEvent[]; skipped: SkippedEvent[] } {
  const moments = new Map<MatchEvent, { at: number; placedBy: string }>();
  const skipped: SkippedEvent[] = [];
  const balls = events.filter((e) => e.clock.kind === 'ball');
  for (const innings of new Set(balls.map((e) => (e.clock as BallClock).innings))) {
    const ofInnings = balls.filter((e) => (e.clock as BallClock).innings === innings);
    const points = (timeline.syncPoints ?? []).filter((p) => p.innings === innings);
    if (points.length === 0) {
      for (const e of ofInnings)
        skipped.push({
          sourceId: e.sourceId,
          summary: e.summary,
          reason: `give the video time of a ball of innings ${innings}, its first at least`,
        });
      continue;
    }
    if (!settings.cricket) throw new MatchDataError('This tenant places no balls.');
    const times = placeInnings(
      ofInnings.map((e) => e.clock as BallClock),
      points,
      settings.cricket,
    );
    ofInnings.forEach((e, i) => moments.set(e, times[i]!));
  }
  keepBeforeNextPart(
    balls,
    moments,
    skipped,
    (e) => (e.clock as BallClock).innings,
    (n) => `innings ${n}`,
  );
  for (const e of events) {
    if (e.clock.kind === 'video')
      moments.set(e, { at: e.clock.at, placedBy: 'its time in the file' });
    if (e.clock.kind !== 'period') continue;
    const start = timeline.periodStarts?.[e.clock.period];
    if (start === undefined) {
      skipped.push({
        sourceId: e.sourceId,
        summary: e.summary,
        reason: `give the video time of period ${e.clock.period}'s start`,
      });
      continue;
    }
    moments.set(e, { at: start + e.clock.seconds, placedBy: `period ${e.clock.period}'s start` });
  }
  keepBeforeNextPart(
    events.filter((e) => e.clock.kind === 'period'),
    moments,
    skipped,
    (e) => (e.clock as Extract<MatchEvent['clock'], { kind: 'period' }>).period,
    (n) => `period ${n}`,
  );

  const placed: PlacedEvent[] = [];
  for (const e of events) {
    const moment = moments.get(e);
    if (!moment) continue;
    const timing = settings.timing[e.kind] ?? settings.timing.default;
    const from = Math.max(0, moment.at - timing.leadSeconds);
    const to = Math.min(timeline.duration, moment.at + timing.lagSeconds);
    if (moment.at < 0 || moment.at > timeline.duration || to - from < CLIP_LEAST_SECONDS) {
      skipped.push({
        sourceId: e.sourceId,
        summary: `${e.summary}, at ${clockTime(moment.at)}`,
        reason:
          moment.at < 0
            ? 'before the video began'
            : `outside the video, which is ${clockTime(timeline.duration)} long`,
      });
      continue;
    }
    const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
    placed.push({
      ...e,
      at: round(moment.at),
      offset: round(from),
      length: round(to - from),
      placedBy: moment.placedBy,
    });
  }
  return { placed, skipped };
}

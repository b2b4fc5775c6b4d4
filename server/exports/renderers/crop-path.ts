/*
 * Where a narrower picture's crop sits in a wider source as a clip plays (docs/exports.md
 * "Aspects and captions"): per shot, following where the picture moves, smoothed so that it
 * glides rather than jitters, and jumping only at a cut, where no one sees it move.
 */

/** What the motion analysis saw at one moment: where the picture moved most, and how much. */
export interface MotionSample {
  /** Seconds into the clip. */
  t: number;
  /** The centre of the movement across the picture, 0 (left) to 1 (right). */
  x: number;
  /** How much moved: 0 for a still frame. */
  energy: number;
}

/** The crop's centre at a moment, 0 to 1 across the source. */
export interface CropPoint {
  t: number;
  x: number;
}

/** Movement below this share of the busiest moment is noise: the crop holds where it was. */
const QUIET = 0.15;
/** Seconds either side a moment's centre is averaged over. */
const SMOOTH_SECONDS = 0.75;
/** The fastest the crop pans, in source widths a second. */
const MAX_PAN = 0.3;
/** Seconds after a cut whose difference with the frame before is the cut itself. */
const CUT_FRAME = 0.15;
/** Seconds between the path's points. */
const STEP = 0.5;

/** Samples' centre weighted by how much moved; null where nothing did. */
function weightedCentre(samples: readonly MotionSample[]): number | null {
  const total = samples.reduce((sum, s) => sum + s.energy, 0);
  if (total <= 0) return null;
  return samples.reduce((sum, s) => sum + s.x * s.energy, 0) / total;
}

/** One shot's path, from `from` to `to` seconds. */
function shotPath(samples: readonly MotionSample[], from: number, to: number): CropPoint[] {
  const busiest = Math.max(0, ...samples.map((s) => s.energy));
  const moving = samples.filter((s) => s.energy > busiest * QUIET && s.energy > 0);
  const shotCentre = weightedCentre(moving) ?? 0.5;
  const points: CropPoint[] = [];
  let last = shotCentre;
  for (let t = from; ; t = Math.min(to, t + STEP)) {
    const near = moving.filter((s) => Math.abs(s.t - t) <= SMOOTH_SECONDS);
    const wanted = weightedCentre(near) ?? last;
    const previous = points.at(-1);
    const room = previous ? MAX_PAN * (t - previous.t) : Number.POSITIVE_INFINITY;
    last = previous ? previous.x + Math.max(-room, Math.min(room, wanted - previous.x)) : wanted;
    points.push({ t, x: last });
    if (t >= to) break;
  }
  return points;
}

/**
 * The crop's path through a clip `duration` long: a shot at a time between the cuts, each
 * following its movement; a still or motionless shot stays centred.
 */
export function cropPath(
  samples: readonly MotionSample[],
  cuts: readonly number[],
  duration: number,
): CropPoint[] {
  const bounds = [0, ...cuts.filter((c) => c > 0 && c < duration).sort((a, b) => a - b), duration];
  const path: CropPoint[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const from = bounds[i]!;
    const to = bounds[i + 1]!;
    // A cut's first frame differs from the last shot's everywhere: that is the cut, not movement.
    const settled = from > 0 ? from + CUT_FRAME : from;
    const shot = samples.filter((s) => s.t >= settled && s.t < to);
    const points = shotPath(shot, from, to);
    // The last point of the shot before ends a frame before the cut: the crop jumps there.
    if (path.length > 0) path[path.length - 1] = { t: from - 0.001, x: path.at(-1)!.x };
    path.push(...points);
  }
  return simplified(path);
}

/** Drops the points a straight line through their neighbours already passes (within 0.5%). */
function simplified(path: readonly CropPoint[]): CropPoint[] {
  if (path.length <= 2) return [...path];
  const kept: CropPoint[] = [path[0]!];
  for (let i = 1; i + 1 < path.length; i++) {
    const a = kept.at(-1)!;
    const b = path[i + 1]!;
    const p = path[i]!;
    const along = b.t === a.t ? 0 : (p.t - a.t) / (b.t - a.t);
    if (Math.abs(a.x + (b.x - a.x) * along - p.x) > 0.005) kept.push(p);
  }
  kept.push(path.at(-1)!);
  return kept;
}

/** The centre at `t` on a path, between its points. */
export function centreAt(path: readonly CropPoint[], t: number): number {
  if (path.length === 0) return 0.5;
  const after = path.findIndex((p) => p.t >= t);
  if (after <= 0) return path[after === 0 ? 0 : path.length - 1]!.x;
  const a = path[after - 1]!;
  const b = path[after]!;
  return a.x + ((b.x - a.x) * (t - a.t)) / (b.t - a.t);
}

const num = (n: number) => String(Math.round(n * 10_000) / 10_000);

/**
 * The path as an ffmpeg expression of `t` (seconds into the clip) for the centre, 0 to 1:
 * straight lines between its points, held before the first and after the last.
 */
export function centreExpression(path: readonly CropPoint[]): string {
  if (path.length === 0) return '0.5';
  let expression = num(path.at(-1)!.x);
  for (let i = path.length - 2; i >= 0; i--) {
    const a = path[i]!;
    const b = path[i + 1]!;
    const slope = (b.x - a.x) / (b.t - a.t);
    const sign = slope < 0 ? '-' : '+';
    const line =
      slope === 0 ? num(a.x) : `${num(a.x)}${sign}${num(Math.abs(slope))}*(t-${num(a.t)})`;
    expression = `if(lt(t,${num(b.t)}),${line},${expression})`;
  }
  return `if(lt(t,${num(path[0]!.t)}),${num(path[0]!.x)},${expression})`;
}

import { toMilliseconds } from '../../../src/core/api/contract';

/** SPEC §9: an MP4 export's start is shifted by 0.001 s and each clip trimmed by 0.01 s… */
export const START_SHIFT_SECONDS = 0.001;
export const DURATION_TRIM_SECONDS = 0.01;

/** The source media a clip is cut from, as the tenant's player serves it. */
export type SourceFormat = 'MP4' | 'HLS';

/**
 * …"depending on format". The reference server applies them to clips cut from HLS sources:
 * there a cut lands on segment timestamps, which may round to the frame before the clip's
 * first (hence the shift) and let the next segment's first frame in at the end (hence the
 * trim). An MP4 source is decoded and cut at its exact frames, so its times stand. A clip
 * never gets shorter than half its length.
 */
export function renderCut(
  clip: { start: number; duration: number },
  format: SourceFormat,
): { start: number; duration: number } {
  if (format === 'MP4') return { start: clip.start, duration: clip.duration };
  const trimmed = clip.duration - DURATION_TRIM_SECONDS;
  return {
    start: toMilliseconds(clip.start + START_SHIFT_SECONDS),
    duration: toMilliseconds(Math.max(clip.duration / 2, trimmed)),
  };
}

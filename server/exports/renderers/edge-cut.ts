import { QUIET_FFMPEG } from '../../media/run-ffmpeg';
import type { StitchPiece } from './stitch';

/**
 * Re-encodes the frames of one source segment that a stitched stream plays at an item's edge,
 * as an MPEG-TS segment of its own: the same picture size and codec as the source's segments,
 * its first frame a keyframe, its timestamps from zero (a discontinuity comes before it).
 * Frames are chosen by number, so the cut is exact; the sound, where there is any, is cut at
 * the same times.
 */
export function edgeCutArgs(input: string, piece: StitchPiece, fps: number, output: string) {
  const from = piece.firstFrame / fps;
  const to = (piece.firstFrame + piece.frames) / fps;
  // prettier-ignore
  return [
    ...QUIET_FFMPEG,
    '-i', input,
    '-map', '0:v:0', '-map', '0:a:0?',
    '-vf', `trim=start_frame=${piece.firstFrame}:end_frame=${piece.firstFrame + piece.frames},setpts=PTS-STARTPTS`,
    '-af', `atrim=start=${from.toFixed(6)}:end=${to.toFixed(6)},asetpts=PTS-STARTPTS`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-profile:v', 'high', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '128k',
    '-f', 'mpegts', output,
  ];
}

import { readFile } from 'node:fs/promises';
import { QUIET_FFMPEG, RenderFailedError } from '../../media/run-ffmpeg';
import { spawnTied } from '../../media/tied-child';
import type { MotionSample } from './crop-path';

/** The small grey picture the analysis reads: enough to see where things move, quick to read. */
const WIDTH = 96;
const HEIGHT = 54;
/** Frames a second the analysis looks at. */
const RATE = 10;
/** ffmpeg's scene-change score (0 to 100) from which a frame starts a new shot. */
const CUT_SCORE = 10;

/** What moved in a clip, and where its shots change. */
export interface Motion {
  samples: MotionSample[];
  /** Seconds into the clip where a new shot starts. */
  cuts: number[];
}

/**
 * Each frame's movement across the picture, from the difference with the frame before: the
 * centre of the columns that changed, weighted by how much, and how much in all.
 */
export function motionOfFrames(frames: Buffer, width = WIDTH, height = HEIGHT, rate = RATE) {
  const size = width * height;
  const samples: MotionSample[] = [];
  for (let f = 1; (f + 1) * size <= frames.length; f++) {
    const now = frames.subarray(f * size, (f + 1) * size);
    const before = frames.subarray((f - 1) * size, f * size);
    let energy = 0;
    let weighted = 0;
    for (let x = 0; x < width; x++) {
      let column = 0;
      for (let y = 0; y < height; y++) {
        const d = Math.abs(now[y * width + x]! - before[y * width + x]!);
        // Compression's shimmer is not movement.
        if (d > 8) column += d;
      }
      energy += column;
      weighted += column * ((x + 0.5) / width);
    }
    samples.push({
      t: f / rate,
      x: energy > 0 ? weighted / energy : 0.5,
      energy: energy / size,
    });
  }
  return samples;
}

/** The cut times ffmpeg's `metadata` filter printed for scene changes. */
export function cutsOfMetadata(text: string): number[] {
  return [...text.matchAll(/lavfi\.scd\.time=([\d.]+)/g)].map((m) => Number(m[1]));
}

/**
 * Reads a clip's stretch of its source small and grey, a few frames a second, with ffmpeg's
 * scene detection (`scdet`): where its shots change, and where in each frame the picture moves.
 */
export async function analyseMotion(
  ffmpeg: string,
  { file, start, duration }: { file: string; start: number; duration: number },
  metadataFile: string,
  signal: AbortSignal,
): Promise<Motion> {
  const args = [
    ...QUIET_FFMPEG,
    '-ss',
    start.toFixed(3),
    '-t',
    duration.toFixed(3),
    '-i',
    file,
    '-an',
    '-vf',
    `fps=${RATE},scale=${WIDTH}:${HEIGHT},format=gray,scdet=threshold=${CUT_SCORE},metadata=mode=print:key=lavfi.scd.time:file=${metadataFile}`,
    '-f',
    'rawvideo',
    '-pix_fmt',
    'gray',
    'pipe:1',
  ];
  const frames = await new Promise<Buffer>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const child = spawnTied(ffmpeg, args);
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4_000)));
    const kill = () => child.kill('SIGKILL');
    signal.addEventListener('abort', kill, { once: true });
    child.on('error', reject);
    child.on('close', (code) => {
      signal.removeEventListener('abort', kill);
      if (signal.aborted) reject(signal.reason as Error);
      else if (code === 0) resolve(Buffer.concat(chunks));
      else reject(new RenderFailedError(code, stderr));
    });
  });
  const metadata = await readFile(metadataFile, 'utf8').catch(() => '');
  return { samples: motionOfFrames(frames), cuts: cutsOfMetadata(metadata) };
}

/**
 * The catalogue's one video: 8 s of a test pattern with a tone, made with ffmpeg into
 * `.storybook/media/` (not committed) the first time Storybook runs or builds, so the player
 * stories play real media without a server.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { locateFfmpeg } from '../server/media/ffmpeg';

const OUT = path.join('.storybook', 'media', 'clip.mp4');

if (!existsSync(OUT)) {
  const ffmpeg = await locateFfmpeg();
  await mkdir(path.dirname(OUT), { recursive: true });
  const partial = `${OUT}.partial.mp4`;
  await promisify(execFile)(ffmpeg.path, [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=320x180:rate=25:duration=8',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:beep_factor=4:duration=8',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-g',
    '50',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-movflags',
    '+faststart',
    partial,
  ]);
  // Whole or absent: an interrupted run leaves no half file behind to be served.
  await rename(partial, OUT);
}

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * An encoder: ffmpeg sending a test picture (320x180, 25 fps, a keyframe a second) with sound,
 * in real time, to an SRT address (with its passphrase in it) or an RTMP one (with its stream
 * key). Rejects when the stream is refused or dropped.
 */
export function sendTestPicture(address: string, seconds: number) {
  // prettier-ignore
  return run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-re',
    '-f', 'lavfi', '-i', `testsrc2=size=320x180:rate=25:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '25', '-c:a', 'aac', '-shortest',
    '-f', address.startsWith('rtmp:') ? 'flv' : 'mpegts', address,
  ], { timeout: (seconds + 20) * 1000 });
}

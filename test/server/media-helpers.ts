import { execFile } from 'node:child_process';
import yauzl from 'yauzl';
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
/** Width and height from a JPEG's start-of-frame marker. */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG');
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) throw new Error(`bad JPEG marker at ${i}`);
    const marker = bytes[i + 1]!;
    const length = bytes.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  throw new Error('no frame header in JPEG');
}

const execute = promisify(execFile);

/** The boxes at the top level of an MP4, in order (faststart puts `moov` before `mdat`). */
async function topLevelBoxes(file: string): Promise<string[]> {
  const handle = await open(file);
  const boxes: string[] = [];
  try {
    const header = Buffer.alloc(16);
    for (let at = 0; boxes.length < 8;) {
      const { bytesRead } = await handle.read(header, 0, 16, at);
      if (bytesRead < 8) break;
      let size = header.readUInt32BE(0);
      if (size === 1) size = Number(header.readBigUInt64BE(8));
      boxes.push(header.toString('latin1', 4, 8));
      if (size < 8) break;
      at += size;
    }
  } finally {
    await handle.close();
  }
  return boxes;
}

/** What ffprobe says of an exported MP4. */
export async function probeExport(file: string) {
  const { stdout } = await execute('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name,width,height,r_frame_rate,sample_rate,channels,bit_rate:format=duration',
    '-of',
    'json',
    file,
  ]);
  const info = JSON.parse(stdout) as {
    streams: Array<Record<string, string | number>>;
    format: { duration: string };
  };
  const video = info.streams.find((s) => s.codec_type === 'video')!;
  const audio = info.streams.find((s) => s.codec_type === 'audio')!;
  const [num, den] = String(video.r_frame_rate).split('/').map(Number);
  const boxes = await topLevelBoxes(file);
  return {
    video: { codec: video.codec_name, width: video.width, height: video.height, fps: num! / den! },
    audio: {
      codec: audio.codec_name,
      sampleRate: Number(audio.sample_rate),
      channels: audio.channels,
      bitRate: Number(audio.bit_rate),
    },
    duration: Number(info.format.duration),
    moovBeforeMdat: boxes.includes('moov') && boxes.indexOf('moov') < boxes.indexOf('mdat'),
  };
}

/**
 * One frame at `seconds`, scaled to 1920x1080 (or kept at its own size, `native`), as 8-bit
 * gray pixels row by row.
 */
export async function grayFrame(file: string, seconds: number, native = false): Promise<Buffer> {
  const { stdout } = await execute(
    'ffmpeg',
    ['-v', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1'].concat([
      '-vf',
      native ? 'format=gray' : 'scale=1920:1080,format=gray',
      '-f',
      'rawvideo',
      '-',
    ]),
    { encoding: 'buffer', maxBuffer: 4 * 1024 * 1024 },
  );
  return stdout;
}

/** A zip's entries, name → bytes, read with an independent reader (yauzl). */
export function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** Reads a stream as a player would, every segment fetched and decoded; ffmpeg's last report. */
async function decode(url: string, stream: '0:v:0' | '0:a:0') {
  const { stderr } = await execute(
    'ffmpeg',
    ['-hide_banner', '-nostdin', '-i', url, '-map', stream, '-f', 'null', '-'],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const time = [...stderr.matchAll(/time=(\d+):(\d+):([\d.]+)/g)].at(-1);
  if (!time) throw new Error(`ffmpeg did not decode ${url}: ${stderr.slice(-500)}`);
  return {
    frames: Number([...stderr.matchAll(/frame=\s*(\d+)/g)].at(-1)?.[1] ?? 0),
    seconds: Number(time[1]) * 3600 + Number(time[2]) * 60 + Number(time[3]),
  };
}

/** The video frames and seconds of sound an HLS stream at a link plays, across its discontinuities. */
export async function decodedStream(
  url: string,
): Promise<{ frames: number; soundSeconds: number }> {
  const [video, sound] = await Promise.all([decode(url, '0:v:0'), decode(url, '0:a:0')]);
  return { frames: video.frames, soundSeconds: sound.seconds };
}

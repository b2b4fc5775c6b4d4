import { execFile } from 'node:child_process';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  audioCopyList,
  DRAFT_MP4_ENCODING,
  drawtextValue,
  mp4RenderArgs,
  soundOnlyArgs,
  type Mp4RenderPlan,
} from './mp4-command';

const run = promisify(execFile);

const MARK = {
  opacity: 0.5,
  position: 'bottom-right' as const,
  marginPercent: 2,
  widthPercent: 5,
};

describe('the MP4 render command', () => {
  const plan = (over: Partial<Mp4RenderPlan> = {}): Mp4RenderPlan => ({
    clips: [
      { file: 'a.mp4', start: 12.701, duration: 4.3, hasAudio: true, label: 'Kohli: 100%' },
      { file: 'bumper.mp4', start: 0, duration: 2, hasAudio: false },
    ],
    output: 'out.mp4',
    ...over,
  });
  const graph = (args: string[]) => args[args.indexOf('-filter_complex') + 1]!;

  it('reads each clip from its in point and joins them in order, in one pass', () => {
    const args = mp4RenderArgs(plan());
    expect(args.filter((a) => a === '-i')).toHaveLength(2);
    expect(args.slice(args.indexOf('a.mp4') - 5, args.indexOf('a.mp4') + 1)).toEqual([
      '-ss',
      '12.701',
      '-t',
      '4.400',
      '-i',
      'a.mp4',
    ]);
    expect(graph(args)).toContain('trim=duration=4.300');
    expect(graph(args)).toContain('[v0][a0][v1][a1]concat=n=2:v=1:a=1[joined][aout]');
    // A silent source gets silence of its own length, so that the join lines up.
    expect(graph(args)).toContain(
      'anullsrc=channel_layout=stereo:sample_rate=44100,atrim=duration=2.000[a1]',
    );
  });

  it('encodes as SPEC §9 says, with the index first and progress on standard output', () => {
    const args = mp4RenderArgs(plan()).join(' ');
    for (const part of [
      'scale=1920:1080:force_original_aspect_ratio=decrease,pad=1920:1080',
      'fps=50',
      '-c:v libx264 -b:v 6400k -minrate 3000k -maxrate 8000k -bufsize 12800k',
      '-c:a aac -b:a 320k -ar 44100 -ac 2',
      '-movflags +faststart',
      '-progress pipe:1',
    ])
      expect(args).toContain(part);
    expect(args.endsWith(' out.mp4')).toBe(true);
    // x264 at its default preset, reading as fast as it can.
    expect(args).not.toContain('-preset');
    expect(args).not.toContain('-readrate');
  });

  it('encodes at another encoding where the plan gives one, the mark in proportion', () => {
    const draft = mp4RenderArgs(
      plan({
        encoding: { ...DRAFT_MP4_ENCODING, readRate: 2 },
        watermark: { ...MARK, file: 'mark.png' },
      }),
    );
    const args = draft.join(' ');
    expect(args).toContain('scale=320:180:force_original_aspect_ratio=decrease,pad=320:180');
    expect(args).toContain('fps=25');
    expect(args).toContain('-c:v libx264 -preset ultrafast -b:v 400k');
    expect(graph(draft)).toContain('[2:v]scale=16:-2');
    expect(graph(draft)).toContain('overlay=W-w-6:H-h-6');
    // Each source is read at no more than twice real time.
    expect(draft.filter((a) => a === '-readrate')).toHaveLength(2);
    expect(draft.slice(draft.indexOf('a.mp4') - 7, draft.indexOf('a.mp4') - 5)).toEqual([
      '-readrate',
      '2',
    ]);
  });

  it('lays the mark over the whole where the tenant places it, at its width and opacity', () => {
    const at = (position: (typeof MARK)['position'] | 'top-left' | 'center') =>
      graph(mp4RenderArgs(plan({ watermark: { ...MARK, position, file: 'mark.png' } })));
    expect(at('bottom-right')).toContain(
      '[2:v]scale=96:-2,format=rgba,colorchannelmixer=aa=0.5[mark]',
    );
    expect(at('bottom-right')).toContain('[joined][mark]overlay=W-w-38:H-h-38');
    expect(at('top-left')).toContain('overlay=38:38');
    expect(at('center')).toContain('overlay=(W-w)/2:(H-h)/2');
    expect(graph(mp4RenderArgs(plan()))).not.toContain('overlay');
  });

  it('overlays each clip’s name only with a font, its words kept as written', () => {
    expect(graph(mp4RenderArgs(plan()))).not.toContain('drawtext');
    const withFont = graph(mp4RenderArgs(plan({ overlayFont: '/fonts/Sans.ttf' })));
    expect(withFont).toContain(":expansion=none:text='Kohli\\: 100%'");
    expect(withFont.match(/drawtext/g)).toHaveLength(1);
    expect(drawtextValue("O'Neil\\back\nline")).toBe('O’Neil\\\\back line');
    expect(() => mp4RenderArgs(plan({ clips: [] }))).toThrow(/at least one clip/);
  });
});

describe('the MP4 render command copying sound (the test tenant)', () => {
  const clips = [
    { file: "/media/o'neil.mp4", start: 12.701, duration: 4.3, hasAudio: true },
    { file: '/media/b.mp4', start: 0, duration: 2, hasAudio: true },
  ];

  it('reads the sound through the concat demuxer and copies it, after the mark', () => {
    const args = mp4RenderArgs({
      clips,
      watermark: { ...MARK, file: 'mark.png' },
      audioCopyList: 'sound.ffconcat',
      output: 'out.mp4',
    });
    const joined = args.join(' ');
    expect(joined).toContain('-i mark.png -f concat -safe 0 -i sound.ffconcat');
    expect(joined).toContain('-map [vout] -map 3:a:0');
    expect(joined).toContain('-c:a copy');
    expect(joined).not.toContain('aac');
    const graph = args[args.indexOf('-filter_complex') + 1]!;
    expect(graph).toContain('[v0][v1]concat=n=2:v=1:a=0[joined]');
    expect(graph).not.toContain('aresample');
  });

  it('lists each clip’s stretch of its source, names quoted', () => {
    expect(audioCopyList(clips)).toBe(
      [
        'ffconcat version 1.0',
        "file '/media/o'\\''neil.mp4'",
        'inpoint 12.701',
        'outpoint 17.001',
        "file '/media/b.mp4'",
        'inpoint 0.000',
        'outpoint 2.000',
        '',
      ].join('\n'),
    );
  });
});

/** A real render of two short generated clips, checked with ffprobe. */
describe('an MP4 rendered with it', () => {
  let dir: string;
  let output: string;
  const ffprobe = async (...args: string[]) =>
    (await run('ffprobe', ['-v', 'error', ...args, output])).stdout;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vs-render-'));
    const make = (args: string[]) => run('ffmpeg', ['-v', 'error', '-y', ...args]);
    // A 4:3 clip with a tone, a silent 16:9 clip at 29.97, and a white mark.
    await make([
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=640x480:rate=25:duration=4',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=48000:duration=4',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      path.join(dir, 'a.mp4'),
    ]);
    await make([
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1280x720:rate=30000/1001:duration=2',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      path.join(dir, 'b.mp4'),
    ]);
    await make([
      '-f',
      'lavfi',
      '-i',
      'color=c=white:s=96x40',
      '-frames:v',
      '1',
      path.join(dir, 'mark.png'),
    ]);
    output = path.join(dir, 'out.mp4');
    await run(
      'ffmpeg',
      mp4RenderArgs({
        clips: [
          { file: path.join(dir, 'a.mp4'), start: 1.001, duration: 0.99, hasAudio: true },
          { file: path.join(dir, 'b.mp4'), start: 0.5, duration: 0.6, hasAudio: false },
        ],
        watermark: { ...MARK, opacity: 1, file: path.join(dir, 'mark.png') },
        output,
      }),
    );
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is H.264 1920x1080 at 50 fps with AAC 44.1 kHz stereo, as long as the clips to a frame', async () => {
    const streams = JSON.parse(
      await ffprobe(
        '-show_entries',
        'stream=codec_name,width,height,r_frame_rate,sample_rate,channels',
        '-of',
        'json',
      ),
    ).streams as Array<Record<string, unknown>>;
    expect(streams[0]).toMatchObject({
      codec_name: 'h264',
      width: 1920,
      height: 1080,
      r_frame_rate: '50/1',
    });
    expect(streams[1]).toMatchObject({ codec_name: 'aac', sample_rate: '44100', channels: 2 });
    const duration = Number(
      (await ffprobe('-show_entries', 'format=duration', '-of', 'csv=p=0')).trim(),
    );
    expect(Math.abs(duration - (0.99 + 0.6))).toBeLessThanOrEqual(0.02);
  });

  it('copies the sources’ sound unchanged when asked, as long as the clips', async () => {
    const list = path.join(dir, 'sound.ffconcat');
    const copied = path.join(dir, 'copied.mp4');
    const clips = [
      { file: path.join(dir, 'a.mp4'), start: 0.5, duration: 1.5, hasAudio: true },
      { file: path.join(dir, 'a.mp4'), start: 2, duration: 1.2, hasAudio: true },
    ];
    const sound = path.join(dir, 'a.m4a');
    await run('ffmpeg', soundOnlyArgs(path.join(dir, 'a.mp4'), sound));
    await writeFile(list, audioCopyList(clips.map((c) => ({ ...c, file: sound }))));
    // The picture at the draft size: only the sound is checked here.
    await run(
      'ffmpeg',
      mp4RenderArgs({ clips, audioCopyList: list, output: copied, encoding: DRAFT_MP4_ENCODING }),
    );
    const probe = async (entries: string) =>
      (await run('ffprobe', ['-v', 'error', '-show_entries', entries, '-of', 'json', copied]))
        .stdout;
    const streams = JSON.parse(await probe('stream=codec_name,sample_rate,codec_type')).streams;
    // The source's 48 kHz, not SPEC §9's 44.1: the sound was copied, not encoded.
    expect(streams[1]).toMatchObject({
      codec_type: 'audio',
      codec_name: 'aac',
      sample_rate: '48000',
    });
    const duration = Number(JSON.parse(await probe('format=duration')).format.duration);
    expect(Math.abs(duration - 2.7)).toBeLessThanOrEqual(0.05);
  });

  it('has its index before its media (faststart)', async () => {
    const file = await open(output);
    const boxes: string[] = [];
    try {
      const header = Buffer.alloc(16);
      for (let at = 0; boxes.length < 8;) {
        const { bytesRead } = await file.read(header, 0, 16, at);
        if (bytesRead < 8) break;
        let size = header.readUInt32BE(0);
        if (size === 1) size = Number(header.readBigUInt64BE(8));
        boxes.push(header.toString('latin1', 4, 8));
        if (size < 8) break;
        at += size;
      }
    } finally {
      await file.close();
    }
    expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
  });

  it('shows the mark where it sits, and nothing of it elsewhere', async () => {
    // The 4:3 clip is letterboxed: its right edge is black padding, except under the mark.
    const pixel = async (x: number, y: number) => {
      const { stdout } = await run(
        'ffmpeg',
        [
          '-v',
          'error',
          '-ss',
          '0.5',
          '-i',
          output,
          '-frames:v',
          '1',
          '-vf',
          `crop=1:1:${x}:${y},format=gray`,
          '-f',
          'rawvideo',
          '-',
        ],
        { encoding: 'buffer' },
      );
      return (stdout as Buffer)[0]!;
    };
    expect(await pixel(1834, 1022)).toBeGreaterThan(200);
    expect(await pixel(1834, 900)).toBeLessThan(40);
  });
});

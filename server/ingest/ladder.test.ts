import { describe, expect, it } from 'vitest';
import { ladderFor, transcodeArgs } from './ladder';
import type { SourceFacts } from './probe';

const fullHd: SourceFacts = {
  container: 'mov,mp4,m4a,3gp,3g2,mj2',
  duration: 600,
  video: { codec: 'h264', width: 1920, height: 1080, fps: 25, interlaced: false },
  audio: { codec: 'aac', channels: 2, layout: 'stereo' },
  timecode: null,
};

describe('the HLS ladder', () => {
  it('is the source up to 1080p and half of it', () => {
    expect(ladderFor({ height: 1080 }).map((r) => r.height)).toEqual([1080, 540]);
    expect(ladderFor({ height: 2160 }).map((r) => r.height)).toEqual([1080, 540]);
    expect(ladderFor({ height: 720 }).map((r) => r.height)).toEqual([720, 360]);
    // Odd heights become even, as H.264 needs.
    expect(ladderFor({ height: 477 }).map((r) => r.height)).toEqual([478, 240]);
    const [top, lower] = ladderFor({ height: 1080 });
    expect(top!.videoKbps).toBeGreaterThan(lower!.videoKbps);
  });

  it('forces keyframes on segment boundaries and writes growing playlists', () => {
    const args = transcodeArgs({
      input: '/in.mov',
      outDir: '/out',
      source: fullHd,
      renditions: ladderFor(fullHd.video),
      segmentSeconds: 2,
    });
    const value = (flag: string) => args[args.indexOf(flag) + 1];
    expect(value('-force_key_frames')).toBe('expr:gte(t,n_forced*2)');
    expect(value('-g')).toBe('50');
    expect(value('-sc_threshold')).toBe('0');
    expect(value('-hls_playlist_type')).toBe('event');
    expect(value('-hls_flags')).toContain('temp_file');
    expect(value('-var_stream_map')).toBe('v:0,a:0 v:1,a:1');
    expect(value('-filter_complex')).toBe(
      '[0:v:0]split=2[s0][s1];[s0]scale=-2:1080:flags=bicubic,format=yuv420p[r0];' +
        '[s1]scale=-2:540:flags=bicubic,format=yuv420p[r1]',
    );
    expect(value('-progress')).toBe('pipe:1');
  });

  it('deinterlaces fields, and leaves sound out of a silent source', () => {
    const args = transcodeArgs({
      input: '/in.mxf',
      outDir: '/out',
      source: { ...fullHd, audio: null, video: { ...fullHd.video, interlaced: true } },
      renditions: ladderFor(fullHd.video),
      segmentSeconds: 6,
    });
    expect(args[args.indexOf('-filter_complex') + 1]).toMatch(/^\[0:v:0\]yadif=deint=interlaced,/);
    expect(args[args.indexOf('-var_stream_map') + 1]).toBe('v:0 v:1');
    expect(args).not.toContain('0:a:0');
  });
});

import { devNull } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  inputHasSound,
  inputPictureOf,
  liveMasterPlaylist,
  liveTranscodeArgs,
  LONG_PROBE_SECONDS,
  probeTooShort,
  rtmpListener,
  rtmpWrongKey,
  SHORT_PROBE_SECONDS,
  srtListenerUrl,
} from './transcode';
import { inputProtocols } from './ffmpeg-protocols';

/** What ffmpeg 5 to 7 write of an SRT input's streams (a contribution encoder's 1080p50). */
const STDERR = `Input #0, mpegts, from 'srt://0.0.0.0:9000?mode=listener':
  Duration: N/A, start: 1.400000, bitrate: N/A
  Program 1
  Stream #0:0[0x100]: Video: h264 (High) ([27][0][0][0] / 0x001B), yuv420p(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], 50 fps, 50 tbr, 90k tbn
  Stream #0:1[0x101](eng): Audio: aac (LC) ([15][0][0][0] / 0x000F), 48000 Hz, stereo, fltp, 130 kb/s
Stream mapping:
Output #0, hls, to 'v0/index.m3u8':
  Stream #0:0: Video: h264, yuv420p(tv, progressive), 1280x720, q=2-31, 3000 kb/s, 50 fps`;

describe('the live transcode', () => {
  it('reads the input’s picture and sound from what ffmpeg says, not its output’s', () => {
    expect(inputPictureOf(STDERR)).toEqual({ codec: 'h264', width: 1920, height: 1080, fps: 50 });
    expect(inputHasSound(STDERR)).toBe(true);
    expect(inputPictureOf('Input #0, mpegts:\n  Stream #0:0: Audio: aac')).toBeNull();
    expect(inputPictureOf('')).toBeNull();
    // ffmpeg's words when its look at an input was too short to find the picture's size.
    expect(
      probeTooShort(
        "Could not find codec parameters for stream 0 (Video: h264, none): unspecified size\nConsider increasing the value for the 'analyzeduration'",
      ),
    ).toBe(true);
    expect(probeTooShort(STDERR)).toBe(false);
    // A line still coming (its chunk cut before the frame rate) is read once it is whole.
    const cut = STDERR.slice(0, STDERR.indexOf(' 50 fps'));
    expect(inputPictureOf(cut)).toBeNull();
    expect(inputPictureOf(`${cut} 50 fps, 50 tbr, 90k tbn\n`)).toMatchObject({ fps: 50 });
  });

  it('listens for one encoder with its passphrase, and writes dated sliding lists numbered on from the match’s', () => {
    const url = srtListenerUrl(9003, 'a b&c');
    expect(url).toMatch(/^srt:\/\/0\.0\.0\.0:9003\?mode=listener&passphrase=a%20b%26c&pbkeylen=16/);
    const args = liveTranscodeArgs({
      input: url,
      outDir: '/live/a1',
      segmentSeconds: 2,
      startNumbers: [0, 0],
    });
    const flags = args.filter((_, i) => args[i - 1] === '-hls_flags');
    expect(flags).toHaveLength(2);
    for (const f of flags) {
      expect(f.split('+')).toEqual(
        expect.arrayContaining(['program_date_time', 'omit_endlist', 'temp_file']),
      );
      // Neither an EVENT list nor one appended to: ffmpeg would hold it whole in memory.
      expect(f).not.toContain('append_list');
    }
    expect(args).toContain('expr:gte(t,n_forced*2)');
    expect(args).not.toContain('-hls_playlist_type');
    expect(args.filter((_, i) => args[i - 1] === '-hls_list_size')).toEqual(['15', '15']);
    expect(args).toContain('/live/a1/v0/window.m3u8');
    expect(args).toContain('/live/a1/v1/window.m3u8');
    // The sound is taken when there is some: a stream without it is not refused for that.
    expect(args.filter((a) => a === '0:a:0?')).toHaveLength(3);
    // The input copied to nowhere comes first: `-progress` reports its size (its bitrate).
    const copy = args.indexOf('copy');
    expect(args.slice(copy + 1, copy + 4)).toEqual(['-f', 'mpegts', devNull]);
    expect(copy).toBeLessThan(args.indexOf('/live/a1/v0/window.m3u8'));
    // A stream going on numbers each rendition's segments after those its playlist has.
    const resumed = liveTranscodeArgs({
      input: url,
      outDir: '/o',
      segmentSeconds: 2,
      startNumbers: [41, 40],
    });
    expect(resumed.filter((_, i) => resumed[i - 1] === '-start_number')).toEqual(['41', '40']);
    expect(args.filter((_, i) => args[i - 1] === '-start_number')).toEqual(['0', '0']);
    // A short look at the input (the dates start after it), a long one when asked.
    const after = (list: string[], flag: string) => list[list.indexOf(flag) + 1];
    expect(after(args, '-analyzeduration')).toBe(String(SHORT_PROBE_SECONDS * 1_000_000));
    expect(args.indexOf('-analyzeduration')).toBeLessThan(args.indexOf('-i'));
    const long = liveTranscodeArgs({
      input: url,
      outDir: '/o',
      segmentSeconds: 2,
      startNumbers: [0, 0],
      probeSeconds: LONG_PROBE_SECONDS,
    });
    expect(after(long, '-analyzeduration')).toBe(String(LONG_PROBE_SECONDS * 1_000_000));
  });

  it('listens for RTMP with the stream key as the stream’s name, and knows another key', () => {
    const listener = rtmpListener(1936, 'k3y/x');
    expect(listener.input).toBe('rtmp://0.0.0.0:1936/live/k3y%2Fx');
    const args = liveTranscodeArgs({
      ...listener,
      outDir: '/live/a2',
      segmentSeconds: 2,
      startNumbers: [0, 0],
    });
    // `-listen 1` is the input's: before it.
    expect(args.indexOf('-listen')).toBe(args.indexOf('-i') - 2);
    expect(rtmpWrongKey('[rtmp @ 0x55] Unexpected stream other, expecting k3y')).toBe(true);
    expect(rtmpWrongKey(STDERR)).toBe(false);
  });

  it('reads the input protocols an ffmpeg lists: SRT only where it was built with it', () => {
    const listing = (input: string) =>
      `Supported file protocols:\nInput:\n  file\n  ${input}\n  tcp\nOutput:\n  file\n  srt\n`;
    expect(inputProtocols(listing('rtmp\n  srt'))).toEqual(new Set(['file', 'rtmp', 'srt', 'tcp']));
    expect(inputProtocols(listing('rtmp')).has('srt')).toBe(false);
  });

  it('names each rendition in the master at the size it is made, never above the source', () => {
    const full = liveMasterPlaylist({ width: 1920, height: 1080 });
    expect(full).toContain('RESOLUTION=1280x720');
    expect(full).toContain('RESOLUTION=640x360');
    expect(full.match(/#EXT-X-STREAM-INF/g)).toHaveLength(2);
    const small = liveMasterPlaylist({ width: 320, height: 180 });
    expect(small.match(/RESOLUTION=320x180/g)).toHaveLength(2);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateFfmpeg, parseShowinfoTimes } from './ffmpeg';

describe('parseShowinfoTimes', () => {
  it('reads pts_time of every frame line', () => {
    const stderr = `[Parsed_showinfo_0 @ 0x1] n:   0 pts:      0 pts_time:0       duration:512
[Parsed_showinfo_0 @ 0x1] n:   1 pts:  25600 pts_time:2       duration:512
[Parsed_showinfo_0 @ 0x1] n:   2 pts: 133120 pts_time:1.48   duration:512
frame=    3 fps=0.0`;
    expect(parseShowinfoTimes(stderr)).toEqual([0, 2, 1.48]);
    expect(parseShowinfoTimes('no frames')).toEqual([]);
  });
});

describe('locateFfmpeg', () => {
  it('prefers FFMPEG_PATH, and says so when it is not executable', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vs-ffmpeg-'));
    try {
      const fake = path.join(dir, 'ffmpeg');
      await writeFile(fake, '#!/bin/sh\n', { mode: 0o755 });
      expect(await locateFfmpeg({ FFMPEG_PATH: fake })).toEqual({
        path: fake,
        source: 'FFMPEG_PATH',
      });
      const plain = path.join(dir, 'not-executable');
      await writeFile(plain, '', { mode: 0o644 });
      await expect(locateFfmpeg({ FFMPEG_PATH: plain })).rejects.toThrow(/not an executable/);
      expect(await locateFfmpeg({ PATH: dir })).toEqual({ path: fake, source: 'PATH' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('falls back to the npm-shipped binary when nothing else is found', async () => {
    const found = await locateFfmpeg({ PATH: '' });
    expect(found.source).toBe('@ffmpeg-installer');
    expect(found.path).toMatch(/@ffmpeg-installer/);
  });
});

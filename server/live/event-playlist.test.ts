import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hlsSegments, programDateTimes } from '../media/hls-playlist';
import { EVENT_PLAYLIST, EventPlaylist, WINDOW_PLAYLIST } from './event-playlist';

/** ffmpeg's sliding list as it writes it (EXTINF before the date; `+0000`). */
function windowOf(first: number, count: number, durations: Record<number, number> = {}): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    '#EXT-X-TARGETDURATION:2',
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  for (let n = first; n < first + count; n += 1) {
    const at = new Date(Date.UTC(2026, 10, 29, 14, 0, 0) + n * 2000).toISOString();
    lines.push(`#EXTINF:${(durations[n] ?? 2).toFixed(6)},`);
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${at.replace('Z', '+0000')}`);
    lines.push(`seg_${String(n).padStart(5, '0')}.ts`);
  }
  return `${lines.join('\n')}\n`;
}

describe('a live rendition’s whole-match playlist', () => {
  let dir: string;
  const slide = (text: string) => writeFile(path.join(dir, WINDOW_PLAYLIST), text);
  const kept = () => readFile(path.join(dir, EVENT_PLAYLIST), 'utf8');
  const uris = async () => hlsSegments(await kept()).map((s) => s.uri);

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'event-playlist-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps every segment ffmpeg’s sliding list names, dated, in order, once', async () => {
    const playlist = new EventPlaylist(dir);
    expect(await playlist.startRun()).toBe(0);
    expect(await playlist.drain()).toBe(0);
    await slide(windowOf(0, 3));
    expect(await playlist.drain()).toBe(3);
    expect(await playlist.drain()).toBe(0);
    // The list slides on: the first segments leave it, and stay in the match's playlist.
    await slide(windowOf(2, 3));
    expect(await playlist.drain()).toBe(2);
    const text = await kept();
    expect(text).toMatch(/^#EXTM3U\n#EXT-X-VERSION:6\n#EXT-X-TARGETDURATION:2\n/);
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:EVENT\n');
    expect(await uris()).toEqual([0, 1, 2, 3, 4].map((n) => `seg_0000${n}.ts`));
    const dates = programDateTimes(text);
    expect(dates).toHaveLength(5);
    expect(dates[4]! - dates[0]!).toBe(8000);
    expect(text).not.toContain('DISCONTINUITY');
    expect(text).not.toContain('ENDLIST');
  });

  it('goes on after a drop behind a discontinuity, numbering after the last segment kept', async () => {
    const playlist = new EventPlaylist(dir);
    await playlist.startRun();
    await slide(windowOf(0, 4));
    await playlist.drain();
    // The next connection: the last one's list is put away; its segments come on from 4.
    expect(await playlist.startRun()).toBe(4);
    expect(await playlist.drain()).toBe(0);
    await slide(windowOf(4, 2, { 5: 2.04 }));
    expect(await playlist.drain()).toBe(2);
    const text = await kept();
    expect(text.match(/#EXT-X-DISCONTINUITY/g)).toHaveLength(1);
    expect(text.slice(text.indexOf('seg_00003.ts'), text.indexOf('seg_00004.ts'))).toContain(
      '#EXT-X-DISCONTINUITY',
    );
    // Another process (or this one after a restart) reads the playlist as it was left.
    const taken = new EventPlaylist(dir);
    expect(await taken.startRun()).toBe(6);
    await slide(windowOf(6, 1));
    await taken.drain();
    expect((await kept()).match(/#EXT-X-DISCONTINUITY/g)).toHaveLength(2);
    expect(await uris()).toHaveLength(7);
  });

  it('keeps the target duration at the longest segment, and closes once', async () => {
    const playlist = new EventPlaylist(dir);
    await playlist.startRun();
    await slide(windowOf(0, 2, { 1: 3.2 }));
    // Two drains at once (a tick and a drop's) add each segment once.
    expect((await Promise.all([playlist.drain(), playlist.drain()])).sort((a, b) => a - b)).toEqual(
      [0, 2],
    );
    await slide(windowOf(0, 3, { 1: 3.2 }));
    await playlist.close();
    await playlist.close();
    const text = await kept();
    expect(text).toContain('#EXT-X-TARGETDURATION:3\n');
    expect(text.match(/#EXT-X-ENDLIST/g)).toHaveLength(1);
    expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(await uris()).toHaveLength(3);
    // Nothing is added once it is closed, by this keeper or one that reads it again.
    await slide(windowOf(0, 4));
    expect(await playlist.drain()).toBe(0);
    expect(await new EventPlaylist(dir).drain()).toBe(0);
    expect(await uris()).toHaveLength(3);
  });
});

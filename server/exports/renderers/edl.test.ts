import { describe, expect, it } from 'vitest';
import { EdlTooLongError, reelNames, writeEdl, type EdlEvent } from './edl';
import { frameRateOf, framesFromTimecode } from './timecode';

const r25 = frameRateOf(25);
const r2997 = frameRateOf(29.97);

const EVENT_LINE =
  /^(\d{3}) {2}([A-Z0-9]{1,8}) *(AA\/V) {2}(C) {8}(\d\d:\d\d:\d\d[:;]\d\d) (\d\d:\d\d:\d\d[:;]\d\d) (\d\d:\d\d:\d\d[:;]\d\d) (\d\d:\d\d:\d\d[:;]\d\d)$/;

/** A strict reader of what the writer makes: every line is known, or it fails. */
function parseEdl(text: string) {
  const lines = text.split('\r\n');
  const title = /^TITLE: (.+)$/.exec(lines[0]!)?.[1];
  const modes: string[] = [];
  const events: Array<{
    n: number;
    reel: string;
    src: [string, string];
    rec: [string, string];
    name?: string;
    file?: string;
  }> = [];
  for (const line of lines.slice(1)) {
    if (line === '') continue;
    const mode = /^FCM: (NON-DROP FRAME|DROP FRAME)$/.exec(line);
    const event = EVENT_LINE.exec(line);
    const comment = /^\* (FROM CLIP NAME|SOURCE FILE): (.*)$/.exec(line);
    if (mode) modes.push(mode[1]!);
    else if (event)
      events.push({
        n: Number(event[1]),
        reel: event[2]!,
        src: [event[5]!, event[6]!],
        rec: [event[7]!, event[8]!],
      });
    else if (comment && events.length) {
      if (comment[1] === 'FROM CLIP NAME') events.at(-1)!.name = comment[2]!;
      else events.at(-1)!.file = comment[2]!;
    } else throw new Error(`Unreadable EDL line: ${JSON.stringify(line)}`);
  }
  return { title, modes, events };
}

const clip = (i: number, over: Partial<EdlEvent> = {}): EdlEvent => ({
  sourceId: `asset-${i % 2}`,
  clipName: `Desert Dingoes v Southern Stars, Test ${(i % 2) + 1}`,
  sourceFile: `match-${i % 2}.mp4`,
  rate: r25,
  start: 10 + i * 4,
  duration: 2.5,
  ...over,
});

describe('the EDL writer (CMX 3600)', () => {
  it('writes a title, the frame code mode and numbered cuts that run on from 01:00:00:00', () => {
    const edl = parseEdl(
      writeEdl({ title: 'Final overs', rate: r25, events: [0, 1, 2].map((i) => clip(i)) }),
    );
    expect(edl.title).toBe('Final overs');
    expect(edl.modes).toEqual(['NON-DROP FRAME']);
    expect(edl.events.map((e) => e.n)).toEqual([1, 2, 3]);
    expect(edl.events[0]).toMatchObject({
      src: ['00:00:10:00', '00:00:12:13'],
      rec: ['01:00:00:00', '01:00:02:13'],
      name: 'Desert Dingoes v Southern Stars, Test 1',
      file: 'match-0.mp4',
    });
    // Each record in is the last one's out: no gaps, no overlaps.
    for (let i = 1; i < edl.events.length; i++)
      expect(edl.events[i]!.rec[0]).toBe(edl.events[i - 1]!.rec[1]);
    // One reel per source, the same reel each time it is used.
    expect(edl.events.map((e) => e.reel)).toEqual(['DESERTDI', 'DESERTD2', 'DESERTDI']);
  });

  it('writes 29.97 drop-frame with semicolons, and says where a source’s mode differs', () => {
    const text = writeEdl({
      title: 'NTSC',
      rate: r2997,
      events: [
        clip(0, { rate: r2997, start: 60.06 }),
        clip(1, { rate: r25 }),
        clip(2, { rate: r2997 }),
      ],
    });
    const edl = parseEdl(text);
    expect(edl.modes).toEqual(['DROP FRAME', 'NON-DROP FRAME', 'DROP FRAME']);
    expect(edl.events[0]!.src[0]).toBe('00:01:00;02');
    expect(edl.events[0]!.rec[0]).toBe('01:00:00;00');
    expect(edl.events[1]!.src[0]).toMatch(/:\d\d$/);
    expect(
      framesFromTimecode(edl.events[2]!.rec[1], r2997) -
        framesFromTimecode(edl.events[2]!.rec[0], r2997),
    ).toBe(75);
  });

  it('keeps comments and the title on their own lines', () => {
    const edl = parseEdl(
      writeEdl({
        title: 'Two\nlines',
        rate: r25,
        events: [clip(0, { clipName: 'A\r\nB', sourceFile: 'x\ty.mp4' })],
      }),
    );
    expect(edl.title).toBe('Two lines');
    expect(edl.events[0]).toMatchObject({ name: 'A B', file: 'x y.mp4' });
  });

  it('refuses more than 999 events, saying how many there would be', () => {
    const events = Array.from({ length: 1000 }, (_, i) => clip(i));
    expect(() => writeEdl({ title: 'Too long', rate: r25, events })).toThrow(EdlTooLongError);
    expect(() => writeEdl({ title: 'Too long', rate: r25, events })).toThrow(
      /at most 999 events; this one would hold 1000/,
    );
    expect(() =>
      writeEdl({ title: 'Just fits', rate: r25, events: events.slice(0, 999) }),
    ).not.toThrow();
  });
});

describe('reel names', () => {
  it('are up to 8 uppercase letters and digits, unique per source', () => {
    const reels = reelNames([
      { id: 'a', name: 'Zoë Ågren: cover drive' },
      { id: 'b', name: 'Zoe Agren, cut' },
      { id: 'c', name: '!!!' },
      { id: 'a', name: 'again' },
      ...Array.from({ length: 11 }, (_, i) => ({ id: `m${i}`, name: 'Match' })),
    ]);
    expect(reels.get('a')).toBe('ZOEAGREN');
    expect(reels.get('b')).toBe('ZOEAGRE2');
    expect(reels.get('c')).toBe('REEL');
    expect(reels.get('m10')).toBe('MATCH11');
    const all = [...reels.values()];
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((r) => /^[A-Z0-9]{1,8}$/.test(r))).toBe(true);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { DraftItem } from '../../core/domain/collection-edit';
import { TrimSession, type TrimTransport } from './TrimSession';

const item: DraftItem = { key: 'k1', asset_id: 'a1', offset: 100, duration: 10, stash: '{}' };
const window = { bufferStart: 40, bufferEnd: 170, assetDuration: 600 };

function transport(playing = false, rate = 1) {
  const calls: string[] = [];
  const t: TrimTransport = {
    playing,
    rate,
    play: () => calls.push('play'),
    pause: () => calls.push('pause'),
    setRate: (r) => calls.push(`rate ${r}`),
    seek: (s) => calls.push(`seek ${s}`),
  };
  return { t, calls };
}

describe('a trim session (the clip editor’s state, framework-free)', () => {
  it('starts at the item’s own in and out, and tells subscribers of each change', () => {
    const session = new TrimSession(item, window);
    expect(session.getSnapshot()).toEqual({
      markIn: 100,
      markOut: 110,
      snap: false,
      problem: null,
    });
    const listener = vi.fn();
    const stop = session.subscribe(listener);
    session.setIn(101.23456);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().markIn).toBe(101.235);
    stop();
    session.setOut(105);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps marks inside the window, and snaps them to the nearest keyframe when asked', () => {
    const session = new TrimSession(item, window);
    session.setIn(10);
    session.setOut(900);
    expect(session.getSnapshot()).toMatchObject({ markIn: 40, markOut: 170 });
    session.setKeyframes([96, 102, 108]);
    session.setIn(101);
    expect(session.getSnapshot().markIn).toBe(101);
    session.setSnap(true);
    session.setIn(101);
    session.setOut(106);
    expect(session.getSnapshot()).toMatchObject({ markIn: 102, markOut: 108, snap: true });
  });

  it('maps I and O to marks at the playhead, and leaves other keys alone', () => {
    const session = new TrimSession(item, window);
    const { t, calls } = transport();
    expect(session.key('I', 103, t)).toBe(true);
    expect(session.key('o', 107.5, t)).toBe(true);
    expect(session.key('x', 107.5, t)).toBe(false);
    expect(session.getSnapshot()).toMatchObject({ markIn: 103, markOut: 107.5 });
    expect(calls).toEqual([]);
  });

  it('jogs back with J, doubling each press up to 8 s, never before the window', () => {
    const session = new TrimSession(item, window);
    const { t, calls } = transport();
    for (let i = 0; i < 5; i++) session.key('j', 100, t);
    const seeks = calls.filter((c) => c.startsWith('seek'));
    // 100 s of the asset is 60 s into the window; back 1, 2, 4, 8, then 8 again.
    expect(seeks).toEqual(['seek 59', 'seek 58', 'seek 56', 'seek 52', 'seek 52']);
    session.key('j', 41, t);
    expect(calls.at(-1)).toBe('seek 0');
  });

  it('plays with L, faster with each press while playing, and stops with K (which resets the jog)', () => {
    const session = new TrimSession(item, window);
    const stopped = transport(false, 1);
    session.key('l', 100, stopped.t);
    expect(stopped.calls).toEqual(['rate 1', 'play']);
    const playing = transport(true, 2);
    session.key('l', 100, playing.t);
    expect(playing.calls).toEqual(['rate 4', 'play']);
    const fastest = transport(true, 4);
    session.key('l', 100, fastest.t);
    expect(fastest.calls).toEqual(['rate 4', 'play']);
    const jog = transport();
    session.key('j', 100, jog.t);
    session.key('j', 100, jog.t);
    session.key('k', 100, jog.t);
    session.key('j', 100, jog.t);
    expect(jog.calls.filter((c) => c.startsWith('seek'))).toEqual([
      'seek 59',
      'seek 58',
      'seek 59',
    ]);
  });

  it('applies the marks as the item’s new range, or says why not', () => {
    const session = new TrimSession(item, window);
    session.setIn(102.5);
    session.setOut(104);
    expect(session.apply()).toEqual({ ...item, offset: 102.5, duration: 1.5 });
    session.setOut(102.5);
    // Said as the marks stand, before any apply.
    expect(session.check()).toBe('Out must be after in.');
    expect(session.apply()).toBeNull();
    expect(session.getSnapshot().problem).toBe('Out must be after in.');
    session.setOut(106);
    expect(session.getSnapshot().problem).toBeNull();
    expect(session.check()).toBeNull();
  });

  it('places asset times in the window for drawing and seeking', () => {
    const session = new TrimSession(item, window);
    expect(session.fraction(40)).toBe(0);
    expect(session.fraction(105)).toBe(0.5);
    expect(session.elapsedAt(200)).toBe(130);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayableItem } from '../../core/api/contract';
import { PlaybackController } from './PlaybackController';
import type { Shaka } from './shaka';

/** A video element as far as the controller uses one. */
class FakeVideo extends EventTarget {
  readyState = 0;
  currentTime = 0;
  paused = true;
  muted = false;
  volume = 1;
  playbackRate = 1;
  play = vi.fn(async () => {
    this.paused = false;
    this.dispatchEvent(new Event('playing'));
  });
  pause = vi.fn(() => {
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  });
}

/** shaka's player, its attach held until the test lets it go. */
function fakeShaka(video: FakeVideo) {
  let attached!: () => void;
  const attach = new Promise<void>((resolve) => (attached = resolve));
  const player = {
    configure: vi.fn(),
    attach: vi.fn(() => attach),
    load: vi.fn(async () => {
      video.readyState = 1;
      video.dispatchEvent(new Event('loadedmetadata'));
    }),
    preload: vi.fn(async () => null),
    goToLive: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    destroy: vi.fn(async () => undefined),
  };
  const shaka = {
    Player: function Player() {
      return player;
    },
  } as unknown as Shaka;
  return { shaka, player, attached };
}

const clip: PlayableItem = {
  url: 'https://media.example/asset-1/master.m3u8',
  mimeType: 'application/x-mpegurl',
  start: 10,
  end: 20,
} as PlayableItem;

describe('the playback controller', () => {
  beforeEach(() => {
    // What the controller reads of the DOM's constants, outside a browser.
    vi.stubGlobal('HTMLMediaElement', { HAVE_METADATA: 1 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('plays once loaded when Play is pressed while shaka is still attaching', async () => {
    const video = new FakeVideo();
    const { shaka, player, attached } = fakeShaka(video);
    const controller = new PlaybackController(shaka, video as unknown as HTMLVideoElement);

    const loading = controller.setItems([clip]);
    expect(controller.getSnapshot().status).toBe('loading');
    controller.play();
    expect(video.play).not.toHaveBeenCalled();

    attached();
    await loading;
    expect(player.load).toHaveBeenCalledWith(clip.url, clip.start, clip.mimeType);
    expect(video.play).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot().status).toBe('playing');
  });

  it('waits for Play when nothing asked to play', async () => {
    const video = new FakeVideo();
    const { shaka, attached } = fakeShaka(video);
    const controller = new PlaybackController(shaka, video as unknown as HTMLVideoElement);

    const loading = controller.setItems([clip]);
    attached();
    await loading;
    expect(video.play).not.toHaveBeenCalled();
    expect(controller.getSnapshot().status).toBe('paused');
  });
});

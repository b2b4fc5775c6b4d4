import type { PlayableItem } from '../../core/api/contract';
import { sequenceDuration, sequenceElapsed, sequencePosition } from '../../core/domain/playback';
import { LIVE_POLL_MS, livePosition } from './live-position';
import { describeError, isInterruption } from './playback-errors';
import type { Shaka, ShakaPlayer, ShakaPreload } from './shaka';

import { IDLE_SNAPSHOT, type PlaybackCallbacks, type PlaybackSnapshot } from './playback-snapshot';

/** How many segments behind a live stream's newest the player joins it. */
export const LIVE_SEGMENTS_BEHIND = 2;

export type { LivePosition } from './live-position';
export type { PlaybackCallbacks, PlaybackSnapshot, PlaybackStatus } from './playback-snapshot';

// Media times within this of an item's end count as its end (frames are 20 to 40 ms).
const END_TOLERANCE = 0.04;
// "Previous" within this many seconds of an item's start goes to the item before.
const RESTART_WINDOW = 3;

type FrameCallbackVideo = HTMLVideoElement & {
  requestVideoFrameCallback?(callback: () => void): number;
  cancelVideoFrameCallback?(handle: number): void;
};

/**
 * Plays a list of ranges of assets (a clip, or a whole collection with its bumpers) as one
 * sequence in one video element through shaka: stops each item at its end to the frame,
 * moves on to the next (seeking when it is the same media, otherwise loading the next item,
 * preloaded while the current one plays), and keeps a snapshot for the controls.
 */
export class PlaybackController {
  readonly #video: FrameCallbackVideo;
  readonly #player: ShakaPlayer;
  readonly #callbacks: PlaybackCallbacks;
  readonly #listeners = new Set<() => void>();
  readonly #preloads = new Map<string, Promise<ShakaPreload | null>>();
  #items: PlayableItem[] = [];
  #loadedUrl: string | null = null;
  #loadToken = 0;
  #frameHandle: number | null = null;
  #destroyed = false;
  #playWhenLoaded = false;
  #snapshot: PlaybackSnapshot;
  readonly #cleanup: Array<() => void> = [];

  constructor(shaka: Shaka, video: HTMLVideoElement, callbacks: PlaybackCallbacks = {}) {
    this.#video = video;
    this.#callbacks = callbacks;
    this.#player = new shaka.Player();
    // A live match is joined two segments behind its newest, not shaka's three (HLS's advice):
    // its newest segment is never more than a segment late (bench:live), so two keep a steady
    // buffer and the match plays 2 s nearer real time (docs/live.md).
    this.#player.configure('manifest.hls.liveSegmentsDelay', LIVE_SEGMENTS_BEHIND);
    this.#snapshot = {
      ...IDLE_SNAPSHOT,
      muted: video.muted,
      volume: video.volume,
      rate: video.playbackRate,
    };
    const on = (type: string, listener: () => void) => {
      video.addEventListener(type, listener);
      this.#cleanup.push(() => video.removeEventListener(type, listener));
    };
    on('playing', () => {
      this.#set({ status: 'playing', buffering: false });
      this.#watchFrames();
    });
    on('pause', () => {
      if (this.#snapshot.status === 'playing') this.#set({ status: 'paused' });
    });
    on('waiting', () => this.#set({ buffering: true }));
    on('timeupdate', () => this.#tick());
    on('seeked', () => this.#tick());
    on('ended', () => {
      if (this.#snapshot.status === 'playing' || this.#snapshot.status === 'paused')
        void this.#finishItem();
    });
    on('volumechange', () => this.#set({ muted: video.muted, volume: video.volume }));
    on('ratechange', () => this.#set({ rate: video.playbackRate }));
    const onError = (event: Event) => this.#fail((event as Event & { detail?: unknown }).detail);
    this.#player.addEventListener('error', onError);
    this.#cleanup.push(() => this.#player.removeEventListener('error', onError));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): PlaybackSnapshot => this.#snapshot;

  /**
   * Replaces what plays, from `startAt` seconds into the sequence (its start by default).
   * The start goes to shaka with the load: a seek straight after a load can be undone by it.
   */
  async setItems(
    items: PlayableItem[],
    { autoplay = false, startAt }: { autoplay?: boolean; startAt?: number } = {},
  ): Promise<void> {
    this.#items = [...items];
    this.#set({
      duration: sequenceDuration(items),
      elapsed: 0,
      index: -1,
      error: null,
      live: null,
    });
    if (!items.length) {
      this.#set({ status: 'idle' });
      return;
    }
    // Loading from here: Play pressed while shaka attaches (long on a slow machine) plays once
    // loaded, rather than being lost.
    this.#set({ status: 'loading' });
    await this.#attach();
    const { index, assetTime } = sequencePosition(items, Math.max(0, startAt ?? 0));
    // A live match opens at its live edge, unless a moment of it is asked for.
    const atEdge = startAt === undefined && !!items[index]!.live;
    await this.#loadItem(index, atEdge ? null : assetTime, autoplay);
  }

  /** Back to a live match's edge, playing. */
  goToLive(): void {
    if (!this.#items[this.#snapshot.index]?.live) return;
    this.#player.goToLive();
    this.#startVideo();
  }

  play(): void {
    const { status } = this.#snapshot;
    if (status === 'ended') {
      void this.#loadItem(0, this.#items[0]!.start, true);
      return;
    }
    // Pressed while the media loads: it plays once loaded.
    if (status === 'loading') this.#playWhenLoaded = true;
    if (status === 'loading' || status === 'idle' || status === 'error') return;
    this.#startVideo();
  }

  pause(): void {
    this.#playWhenLoaded = false;
    this.#video.pause();
  }

  toggle(): void {
    if (this.#snapshot.status === 'playing') this.pause();
    else this.play();
  }

  /** Goes to `elapsed` seconds into the sequence, playing on if it was playing. */
  seek(elapsed: number): void {
    if (!this.#items.length) return;
    const target = Math.min(Math.max(0, elapsed), this.#snapshot.duration);
    const { index, assetTime } = sequencePosition(this.#items, target);
    const playing = this.#snapshot.status === 'playing';
    if (index === this.#snapshot.index && this.#snapshot.status !== 'ended') {
      this.#video.currentTime = assetTime;
      this.#set({ elapsed: target });
    } else void this.#loadItem(index, assetTime, playing);
  }

  seekBy(seconds: number): void {
    this.seek(this.#snapshot.elapsed + seconds);
  }

  next(): void {
    const index = this.#snapshot.index + 1;
    if (index < this.#items.length)
      void this.#loadItem(index, this.#items[index]!.start, this.#snapshot.status === 'playing');
  }

  /** The start of this item, or the item before when already near its start. */
  previous(): void {
    const { index, elapsed } = this.#snapshot;
    const item = this.#items[index];
    if (!item) return;
    const intoItem = elapsed - sequenceElapsed(this.#items, index, item.start);
    const target = intoItem > RESTART_WINDOW || index === 0 ? index : index - 1;
    void this.#loadItem(target, this.#items[target]!.start, this.#snapshot.status === 'playing');
  }

  setMuted(muted: boolean): void {
    this.#video.muted = muted;
  }

  setVolume(volume: number): void {
    this.#video.volume = Math.min(1, Math.max(0, volume));
    if (volume > 0 && this.#video.muted) this.#video.muted = false;
  }

  /** Plays faster or slower (forward only: browsers do not play backwards). */
  setRate(rate: number): void {
    this.#video.playbackRate = Math.min(16, Math.max(0.0625, rate));
  }

  async destroy(): Promise<void> {
    this.#destroyed = true;
    this.#loadToken++;
    this.#stopWatchingFrames();
    this.#followLive(false);
    for (const undo of this.#cleanup) undo();
    const preloads = [...this.#preloads.values()];
    this.#preloads.clear();
    await Promise.allSettled(preloads.map(async (p) => (await p)?.destroy()));
    await this.#player.destroy();
  }

  #set(change: Partial<PlaybackSnapshot>): void {
    const next = { ...this.#snapshot, ...change };
    const keys = Object.keys(change) as Array<keyof PlaybackSnapshot>;
    if (keys.every((key) => next[key] === this.#snapshot[key])) return;
    this.#snapshot = next;
    for (const listener of this.#listeners) listener();
  }

  #attached: Promise<unknown> | null = null;
  #attach(): Promise<unknown> {
    this.#attached ??= this.#player.attach(this.#video);
    return this.#attached;
  }

  /** Loads item `index` at `assetTime`, or (null) at a live match's edge. */
  async #loadItem(index: number, assetTime: number | null, play: boolean): Promise<void> {
    const item = this.#items[index];
    if (!item || this.#destroyed) return;
    const token = ++this.#loadToken;
    const elapsed = sequenceElapsed(this.#items, index, assetTime ?? item.end);
    if (item.url === this.#loadedUrl) {
      // The same media (clips of one asset): a seek, not a reload.
      this.#set({ index, elapsed, error: null });
      if (assetTime === null) this.#player.goToLive();
      else this.#video.currentTime = assetTime;
      if (play) this.#startVideo();
      else if (this.#snapshot.status !== 'playing') this.#set({ status: 'paused' });
      this.#preloadAfter(index);
      return;
    }
    this.#set({ index, elapsed, status: 'loading', error: null });
    try {
      const preloaded = await this.#takePreload(item.url);
      if (token !== this.#loadToken) return;
      await this.#player.load(preloaded ?? item.url, assetTime, item.mimeType);
      // shaka places the playhead at the start time once the media's metadata is in; a seek
      // made before then would be overridden.
      await this.#metadataLoaded();
    } catch (error) {
      if (token === this.#loadToken && !isInterruption(error)) this.#fail(error);
      return;
    }
    if (token !== this.#loadToken) return;
    this.#loadedUrl = item.url;
    this.#set({ status: 'paused' });
    this.#followLive(item.live === true);
    if (play || this.#playWhenLoaded) this.#startVideo();
    this.#playWhenLoaded = false;
    this.#preloadAfter(index);
  }

  #metadataLoaded(): Promise<void> {
    if (this.#video.readyState >= HTMLMediaElement.HAVE_METADATA) return Promise.resolve();
    // Also settles if the media fails or is replaced, so no load waits forever.
    return new Promise((resolve) => {
      const events = ['loadedmetadata', 'error', 'emptied'];
      const done = () => {
        for (const type of events) this.#video.removeEventListener(type, done);
        resolve();
      };
      for (const type of events) this.#video.addEventListener(type, done);
    });
  }

  #startVideo(): void {
    this.#video.play().catch((error: unknown) => {
      // Autoplay refused (sound without a gesture): wait for the Play button.
      if ((error as Error)?.name === 'NotAllowedError') this.#set({ status: 'paused' });
    });
  }

  /** Fetches the next item's manifest and first segments (HLS) while this one plays. */
  #preloadAfter(index: number): void {
    const next = this.#items[index + 1];
    if (!next || next.url === this.#items[index]!.url || this.#preloads.has(next.url)) return;
    // shaka preloads only what it streams itself (HLS); progressive MP4 plays through the
    // browser (src=), for which a preload is an error (SRC_EQUALS_PRELOAD_NOT_SUPPORTED).
    if (next.mimeType === 'video/mp4') return;
    this.#preloads.set(
      next.url,
      this.#player.preload(next.url, next.start, next.mimeType).catch(() => null),
    );
  }

  async #takePreload(url: string): Promise<ShakaPreload | null> {
    const preload = this.#preloads.get(url);
    this.#preloads.delete(url);
    return preload ? await preload : null;
  }

  #tick(): void {
    let item = this.#items[this.#snapshot.index];
    const { status } = this.#snapshot;
    if (!item || status === 'loading' || status === 'ended' || status === 'idle') return;
    const time = this.#video.currentTime;
    if (item.live) item = this.#followEdge(item, time);
    else if (status === 'playing' && time >= item.end - END_TOLERANCE) {
      void this.#finishItem();
      return;
    }
    this.#set({ elapsed: sequenceElapsed(this.#items, this.#snapshot.index, time) });
    this.#callbacks.onTimeUpdate?.(this.#snapshot, item, time);
  }

  async #finishItem(): Promise<void> {
    const { index } = this.#snapshot;
    const next = index + 1;
    if (next < this.#items.length) {
      await this.#loadItem(next, this.#items[next]!.start, true);
      return;
    }
    this.#loadToken++;
    this.#video.pause();
    this.#stopWatchingFrames();
    this.#set({ status: 'ended', elapsed: this.#snapshot.duration, buffering: false });
    this.#callbacks.onEnded?.(this.#snapshot);
  }

  #livePoll: ReturnType<typeof setInterval> | null = null;

  /** Reads a live match's position every second while it is the item loaded. */
  #followLive(live: boolean): void {
    if (this.#livePoll !== null) clearInterval(this.#livePoll);
    this.#livePoll = live ? setInterval(() => this.#tick(), LIVE_POLL_MS) : null;
    if (!live) this.#set({ live: null });
  }

  /**
   * A live match's range grows with its edge (the newest picture that plays, which shaka
   * keeps behind the newest segment); its end comes with the playlist's, as the video ends.
   */
  #followEdge(item: PlayableItem, time: number): PlayableItem {
    const index = this.#snapshot.index;
    const edge = this.#player.seekRange().end;
    let followed = item;
    if (Number.isFinite(edge) && edge > item.end) {
      followed = { ...item, end: edge };
      this.#items[index] = followed;
      this.#set({ duration: sequenceDuration(this.#items) });
    }
    this.#set({
      live: livePosition(edge, time, this.#player.getPlayheadTimeAsDate(), Date.now()),
    });
    return followed;
  }

  /** Checks each presented frame against the item's end while playing. */
  #watchFrames(): void {
    const video = this.#video;
    if (!video.requestVideoFrameCallback || this.#frameHandle !== null) return;
    const onFrame = () => {
      this.#frameHandle = null;
      if (this.#snapshot.status !== 'playing' || this.#destroyed) return;
      const item = this.#items[this.#snapshot.index];
      if (item && !item.live && video.currentTime >= item.end - END_TOLERANCE)
        void this.#finishItem();
      else this.#frameHandle = video.requestVideoFrameCallback!(onFrame);
    };
    this.#frameHandle = video.requestVideoFrameCallback(onFrame);
  }

  #stopWatchingFrames(): void {
    if (this.#frameHandle !== null) this.#video.cancelVideoFrameCallback?.(this.#frameHandle);
    this.#frameHandle = null;
  }

  #fail(error: unknown): void {
    if (isInterruption(error)) return;
    this.#stopWatchingFrames();
    this.#set({ status: 'error', buffering: false, error: describeError(error) });
  }
}

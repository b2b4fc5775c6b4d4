import type { ChildProcessByStdio } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { moveAsset, setAssetDuration, type AssetKey } from '../assets/service';
import { hlsSegments, programDateTimes } from '../media/hls-playlist';
import { HlsPlaylistWriter } from '../media/hls-writer';
import { spawnTied, spawnTiedWithInput } from '../media/tied-child';
import type { SourceAddressError } from '../ingest/fetch-source';
import {
  endLiveStream,
  markLive,
  markReconnecting,
  noteRefusal,
  noteStart,
  type LiveStreamRow,
} from './repository';
import {
  inputPictureOf,
  LIVE_LADDER,
  LONG_PROBE_SECONDS,
  liveTranscodeArgs,
  probeTooShort,
  SHORT_PROBE_SECONDS,
  inputFor,
  rtmpWrongKey,
  WRONG_STREAM_KEY,
} from './transcode';
import { settlement } from './settlement';
import { InputRate, liveHealth } from './input-rate';
import { forgetLiveMatches } from './service';
import { EventPlaylist } from './event-playlist';
import {
  hasLiveSegments,
  makeStreamVideo,
  saveStreamMedia,
  writeLiveMaster,
  type StreamMedia,
} from './stream-media';
import { restoreLiveFolder } from './restore';
import type { LiveSessionDeps } from './session-deps';
import { HlsPuller } from './hls-pull';
import { pulledDropReason, pullInto } from './pull-input';
import { pictureRefusal, rateRefusal } from './input-limits';
import type { LiveInputLimits } from '../../src/tenants';

/** How often what ffmpeg has written is copied into storage, and the stream's health read. */
const TICK_MS = 1000;
const WRONG_PASSPHRASE =
  'An encoder with a wrong passphrase was refused. Check the passphrase, or make a new one.';
/** How much a live asset's written length grows before it is written again. */
const LENGTH_STEP_SECONDS = 10;
/** The wait before listening again after a connection that brought no picture. */
const LISTEN_AGAIN_MS = 1000;
/** The wait before a pulled stream's address is read again after it could not be taken. */
const PULL_AGAIN_MS = 10_000;

/**
 * One live match's stream on this server (docs/live.md): an SRT listener on its port whose
 * ffmpeg transcodes what the encoder sends into the live ladder, copied into storage each
 * second, so that the match plays from its first segment. When the encoder drops, the listener
 * waits again, for the stream's grace; the same stream goes on when it comes back (after a
 * discontinuity). Its end (by hand, or the grace run out) closes the playlists and makes the
 * asset a normal video: its MP4 proxy and keyframes, its length, ready.
 */
export class LiveSession {
  private child: ChildProcessByStdio<Writable | null, Readable, Readable> | null = null;
  /** A pulled stream's source (null for an encoder's), and why it last could not be taken. */
  private readonly puller: HlsPuller | null;
  private pullProblem: SourceAddressError | null = null;
  /** Why this connection's input was let go (over a limit, a wrong key), for its row. */
  private refusal: string | null = null;
  /** What the tenant's live matches may take. */
  private readonly limits: LiveInputLimits;
  private stderr = '';
  private picture: ReturnType<typeof inputPictureOf> = null;
  private droppedFrames = 0;
  private readonly inputRate = new InputRate();
  private timer: NodeJS.Timeout | null = null;
  private graceTimer: NodeJS.Timeout | null = null;
  private ticking: Promise<unknown> = Promise.resolve();
  private writer: HlsPlaylistWriter;
  /** Each rendition's whole-match playlist, kept from ffmpeg's sliding one. */
  private readonly playlists: EventPlaylist[];
  private playable = false;
  private segments = 0;
  /** The asset's length last written while live (seconds, even). */
  private shownLength = 0;
  private stopped = false;
  private ending: Promise<void> | null = null;
  private readonly closing = settlement();
  /** How long the listener looks at a new input: longer once an input needed it. */
  private probeSeconds = SHORT_PROBE_SECONDS;
  /** The stream closed with segments in it: it is made into a video. */
  private closedWithPicture = false;
  readonly key: AssetKey;
  private readonly dir: string;

  constructor(
    private readonly deps: LiveSessionDeps,
    private readonly row: LiveStreamRow,
  ) {
    this.key = { tenantId: row.tenant_id, assetId: row.asset_id };
    this.dir = path.join(deps.workDir, row.asset_id);
    this.limits = deps.inputLimits(row.tenant_id);
    this.puller = row.pull_url
      ? new HlsPuller(row.pull_url, deps.fetchBytes, LIVE_LADDER[0]!.maxHeight)
      : null;
    this.writer = new HlsPlaylistWriter(
      deps.storage,
      this.dir,
      `${row.media_key}/hls`,
      LIVE_LADDER.map((r) => r.name),
    );
    this.playlists = LIVE_LADDER.map((r) => new EventPlaylist(path.join(this.dir, r.name)));
  }

  /**
   * Listens for the encoder (again, after a restart, or on a process taking the stream over:
   * the stream goes on where it was, its folder made as far as storage has it).
   */
  async start(): Promise<void> {
    const names = LIVE_LADDER.map((r) => r.name);
    const hlsKey = `${this.row.media_key}/hls`;
    const stored = await restoreLiveFolder(this.deps.storage, hlsKey, this.dir, names);
    for (const [name, uris] of stored) this.writer.markStored(name, uris);
    this.timer = setInterval(() => {
      this.ticking = this.ticking.then(() => this.tick()).catch((e: Error) => this.fault(e));
    }, TICK_MS);
    await this.listen();
    // A stream that was live when its server stopped waits for its encoder within its grace.
    if (this.row.state !== 'waiting') this.startGrace();
  }

  /** The listener goes; the stream stays for the next start (one being ended is finished). */
  async stop(): Promise<void> {
    // A stream being ended (by hand or its grace) is made a video first: a stop halfway would
    // leave its asset processing for ever.
    if (this.ending) {
      await this.ending.catch(() => undefined);
      return;
    }
    this.stopped = true;
    this.clearTimers();
    await this.killTranscoder('SIGKILL');
    await this.ticking;
  }

  /** The secret it listens with (made anew elsewhere, it listens again). */
  get secret(): string {
    return this.row.secret;
  }

  /** It is being ended: its stream is no longer taken. */
  get isEnding(): boolean {
    return this.ending !== null;
  }

  /** Ends the stream (by hand, or its grace ran out); resolves once the asset is a video. */
  end(): Promise<void> {
    this.ending ??= this.finish();
    return this.ending;
  }

  /** Resolves once `end` closed the stream (its asset processing, or failed), before its MP4. */
  closed(): Promise<void> {
    return this.closing.promise;
  }

  private async listen(): Promise<void> {
    if (this.stopped || this.ending) return;
    const startNumbers = await Promise.all(this.playlists.map((p) => p.startRun()));
    // Stopped meanwhile (a new passphrase, a deletion): a listener now would be no one's.
    if (this.stopped || this.ending) return;
    this.stderr = '';
    this.refusal = null;
    this.picture = null;
    const args = liveTranscodeArgs({
      ...inputFor(this.row),
      outDir: this.dir,
      segmentSeconds: this.deps.segmentSeconds,
      startNumbers,
      probeSeconds: this.probeSeconds,
      ...(this.deps.preset ? { preset: this.deps.preset } : {}),
    });
    const child = this.puller
      ? this.pull(this.puller, spawnTiedWithInput(this.deps.ffmpeg, args))
      : spawnTied(this.deps.ffmpeg, args);
    this.child = child;
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-50_000);
      if (/BADSECRET|Incorrect passphrase/.test(chunk))
        void noteRefusal(this.deps.db, this.key, WRONG_PASSPHRASE).catch((e: Error) =>
          this.fault(e),
        );
      // RTMP: let an encoder with another stream key go before anything of it is written.
      if (this.row.protocol === 'rtmp' && !this.picture && rtmpWrongKey(chunk))
        return this.refuse(child, WRONG_STREAM_KEY);
      if (!this.picture && !this.refusal) {
        const picture = inputPictureOf(this.stderr);
        // A picture over the tenant's limit is let go before anything of it is written.
        const over = picture && pictureRefusal(picture, this.limits);
        if (over) return this.refuse(child, over);
        this.picture = picture;
        if (picture) this.connected();
      }
    });
    child.stdout.setEncoding('utf8');
    this.inputRate.reset();
    child.stdout.on('data', (chunk: string) => {
      const dropped = /drop_frames=(\d+)/.exec(chunk)?.[1];
      if (dropped) this.droppedFrames = Number(dropped);
      this.inputRate.read(chunk);
    });
    child.on('close', (code) => {
      if (this.child === child) this.child = null;
      if (this.stopped || this.ending) return;
      void this.dropped(code).catch((e: Error) => this.fault(e));
    });
  }

  /** A pulled stream: its source's segments written into the transcoder as they come. */
  private pull<T extends ChildProcessByStdio<Writable, Readable, Readable>>(
    puller: HlsPuller,
    child: T,
  ) {
    this.pullProblem = null;
    pullInto(puller, child, (problem) => {
      this.pullProblem = problem;
      void noteRefusal(this.deps.db, this.key, problem.message).catch((e: Error) => this.fault(e));
    });
    return child;
  }

  /** Lets an input go for a reason said on the row; what was written of the stream stays. */
  private refuse(child: NonNullable<LiveSession['child']>, reason: string): void {
    this.refusal = reason;
    child.kill('SIGKILL');
    void noteRefusal(this.deps.db, this.key, reason).catch((e: Error) => this.fault(e));
  }

  private connected(): void {
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.graceTimer = null;
    this.deps.log(`live ${this.key.assetId}: the encoder is connected`);
  }

  /** The listener's ffmpeg stopped: the encoder went, or what it sent could not be used. */
  private async dropped(code: number | null): Promise<void> {
    const reason =
      this.refusal ??
      (this.puller
        ? pulledDropReason(this.puller, !!this.picture, this.pullProblem)
        : this.picture
          ? 'The encoder stopped sending. The stream goes on when it comes back.'
          : /matches no streams|Stream specifier/.test(this.stderr)
            ? 'The stream has no picture. Send video with it.'
            : this.row.protocol === 'rtmp' && rtmpWrongKey(this.stderr)
              ? WRONG_STREAM_KEY
              : null);
    if (code !== 0 && !this.picture) {
      const last = this.stderr.trim().split('\n').slice(-2).join(' / ');
      this.deps.log(`live ${this.key.assetId}: the listener stopped (${code}): ${last}`);
      if (probeTooShort(this.stderr) && this.probeSeconds < LONG_PROBE_SECONDS) {
        this.probeSeconds = LONG_PROBE_SECONDS;
        this.deps.log(`live ${this.key.assetId}: its input needs a longer look; it is given one`);
      }
    }
    await this.tick();
    // A listener that could not even listen (its port taken) is not started again at once.
    const pause = this.pullProblem ? PULL_AGAIN_MS : LISTEN_AGAIN_MS;
    if (!this.picture) await new Promise((resolve) => setTimeout(resolve, pause));
    await this.listen();
    await markReconnecting(this.deps.db, this.key, reason);
    if (this.playable) this.startGrace();
  }

  private startGrace(): void {
    if (this.graceTimer || this.ending) return;
    this.graceTimer = setTimeout(() => {
      this.deps.log(`live ${this.key.assetId}: the encoder did not come back; it ends`);
      void this.end().catch((e: Error) => this.fault(e));
    }, this.row.grace_seconds * 1000);
  }

  /** Copies what is new into storage, and says how the stream stands. */
  private async tick(): Promise<void> {
    await writeLiveMaster(this.dir, this.picture);
    for (const playlist of this.playlists) await playlist.drain();
    const written = await this.writer.write();
    const top = await readFile(
      path.join(this.dir, LIVE_LADDER[0]!.name, 'index.m3u8'),
      'utf8',
    ).catch(() => null);
    if (!written.playable || top === null) return;
    const segments = hlsSegments(top);
    const times = programDateTimes(top);
    if (segments.length === 0 || times.length === 0) return;
    const duration = segments.reduce((sum, s) => sum + s.duration, 0);
    if (!this.playable || segments.length !== this.segments) {
      await saveStreamMedia(this.media, duration, []);
      this.segments = segments.length;
      // The asset's length as it grows (its library row, and what a player may ask of it),
      // every ten seconds of stream: each change is a change search's processes follow.
      const even = Math.floor(duration / 2) * 2;
      if (even > 0 && (this.shownLength === 0 || even - this.shownLength >= LENGTH_STEP_SECONDS)) {
        await setAssetDuration(this.deps.db, this.key, even);
        this.shownLength = even;
      }
    }
    if (!this.playable) await noteStart(this.deps.db, this.key, new Date(times[0]!));
    this.playable = true;
    if (!this.picture || !this.child) return;
    const last = segments.at(-1)!;
    const newest = await stat(path.join(this.dir, LIVE_LADDER[0]!.name, last.uri)).catch(
      () => null,
    );
    const kbps = this.inputRate.kbps();
    const tooFast = rateRefusal(kbps, this.limits);
    if (tooFast && !this.refusal) return this.refuse(this.child, tooFast);
    const health = liveHealth({
      picture: this.picture,
      newestDated: times.at(-1)! + last.duration * 1000,
      newestWritten: newest?.mtimeMs ?? null,
      droppedFrames: this.droppedFrames,
      kbps,
    });
    await markLive(this.deps.db, this.key, new Date(times[0]!), health, duration);
  }

  private async finish(): Promise<void> {
    try {
      await this.close();
    } catch (error) {
      this.closing.reject(error);
      throw error;
    }
    this.closing.resolve();
    if (this.closedWithPicture) await makeStreamVideo(this.media);
  }

  /** Stops taking the stream and closes its playlists. */
  private async close(): Promise<void> {
    this.clearTimers();
    // ffmpeg finishes the segment it is writing when asked to stop (SIGINT).
    await this.killTranscoder('SIGINT');
    await this.ticking;
    for (const playlist of this.playlists) await playlist.drain();
    const { db } = this.deps;
    const ended = await db.transaction((tx) => endLiveStream(tx, this.key));
    forgetLiveMatches(db, this.key.tenantId);
    if (!ended) return;
    if (!(await hasLiveSegments(this.dir))) {
      await moveAsset(db, this.key, 'failed');
      this.deps.log(`live ${this.key.assetId}: ended before any picture came`);
      return;
    }
    for (const playlist of this.playlists) await playlist.close();
    await this.writer.write();
    this.closedWithPicture = true;
  }

  /** Where the stream's media is, and what its picture is, for `stream-media`. */
  private get media(): StreamMedia {
    return {
      deps: this.deps,
      key: this.key,
      mediaKey: this.row.media_key,
      dir: this.dir,
      picture: this.picture,
    };
  }

  private killTranscoder(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('close', () => resolve());
      child.kill(signal);
      // A listener no encoder has reached does not always hear SIGINT.
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  }

  private clearTimers(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.timer = null;
    this.graceTimer = null;
  }

  private fault(error: Error): void {
    this.deps.log(`live ${this.key.assetId}: ${error.message}`);
  }
}

import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AssetKey } from '../assets/service';
import { HttpError } from '../http/errors';
import {
  askEnd,
  beatHeldStreams,
  claimOrphanStreams,
  claimStream,
  liveStreamOf,
  releaseStreams,
  setLiveSecret,
} from './repository';
import { newPassphrase } from './service';
import { LiveSession } from './session';
import type { LiveSessionDeps } from './session-deps';

/** How long an end asked of the process holding a stream is waited for. */
const END_WAIT_MS = 30_000;

export interface LiveStreamsOptions {
  /** Seconds after which a process's hold on a stream, its heartbeat stopped, is taken over. */
  staleSeconds: number;
  /** This is the only process (the embedded database): every open stream is its own at once. */
  exclusive: boolean;
  fault(error: unknown, message: string): void;
}

const id = (key: AssetKey) => `${key.tenantId}/${key.assetId}`;

/**
 * The live streams this process holds (docs/live.md). Each open stream is held by one process
 * of a cluster, the one that listens for its encoder and writes it; the holder's heartbeat
 * renews its hold, reads whether the stream was given a new secret or asked to end on another
 * process, and takes streams whose holder's heartbeat stopped (a process killed): the taker
 * makes the stream's folder from storage and listens on its port, and the match goes on when
 * the encoder reconnects. A process stopping lets its streams go for another to take at once.
 */
export class LiveStreams {
  /** This process, as the streams it holds name it. */
  readonly owner = randomUUID();
  private readonly sessions = new Map<string, LiveSession>();
  /** Streams being deleted: never listened for again, whatever a heartbeat read before. */
  private readonly forgotten = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  /** The work on sessions, one piece at a time (a heartbeat, a new secret, a deletion). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly deps: LiveSessionDeps,
    private readonly options: LiveStreamsOptions,
  ) {}

  /** Takes the streams no live process holds, then beats and looks again, a few times a stale time. */
  async start(): Promise<void> {
    const { db } = this.deps;
    const { staleSeconds, exclusive } = this.options;
    await this.serial(async () => {
      for (const key of await claimOrphanStreams(db, this.owner, staleSeconds, exclusive))
        await this.openHere(key);
    });
    const beatMs = Math.max(500, (staleSeconds * 1000) / 5);
    this.timer = setInterval(() => {
      this.serial(() => this.sync()).catch((error: unknown) =>
        this.options.fault(error, 'the live streams’ heartbeat failed'),
      );
    }, beatMs);
  }

  /** The process is stopping: its listeners go, and its streams are let go for another. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.serial(async () => {
      await Promise.all([...this.sessions.values()].map((s) => s.stop()));
      this.sessions.clear();
      await releaseStreams(this.deps.db, this.owner);
    });
  }

  /** Listens for a stream this process holds (just made, or taken). */
  open(key: AssetKey): Promise<void> {
    return this.serial(() => this.openHere(key));
  }

  /**
   * Runs one piece of work on the sessions after the others: a heartbeat that read the streams
   * before a new secret or a deletion must not listen again with what it read.
   */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async openHere(key: AssetKey): Promise<void> {
    if (this.sessions.has(id(key)) || this.forgotten.has(id(key))) return;
    const row = await liveStreamOf(this.deps.db, key);
    if (!row || row.state === 'ended') return;
    const session = new LiveSession(this.deps, row);
    this.sessions.set(id(key), session);
    await session.start();
  }

  /**
   * A new secret for a stream; null once it has ended. Held here, the listener starts again
   * with it; held elsewhere, the holder's heartbeat reads it and does.
   */
  rekey(key: AssetKey): Promise<string | null> {
    return this.serial(async () => {
      const passphrase = newPassphrase();
      // The listener stops first: a health check of it in flight would otherwise write the
      // stream live again over the new secret's words.
      const session = this.sessions.get(id(key));
      if (session) {
        this.sessions.delete(id(key));
        await session.stop();
      }
      if (!(await setLiveSecret(this.deps.db, key, passphrase))) return null;
      if (session) await this.openHere(key);
      return passphrase;
    });
  }

  /**
   * Ends a stream; resolves once it is closed (its asset processing, or failed without a
   * picture). Held by another live process, it asks that one, and waits for it.
   */
  async end(key: AssetKey): Promise<void> {
    const { db } = this.deps;
    const claim = await claimStream(db, key, this.owner, this.options.staleSeconds);
    if (claim === 'mine') {
      await this.open(key);
      return this.endOpened(key);
    }
    if (claim === null) return;
    await askEnd(db, key);
    for (const until = Date.now() + END_WAIT_MS; Date.now() < until; await sleep(200)) {
      const row = await liveStreamOf(db, key);
      if (!row || row.state === 'ended') return;
    }
    const error = new HttpError(
      503,
      'unavailable',
      'The server holding this live match did not end it in time. Try again in a minute.',
    );
    error.retryAfterSeconds = 60;
    throw error;
  }

  /** A deleted stream's listener stops; resolves whether this process held it. */
  forget(key: AssetKey): Promise<boolean> {
    return this.serial(async () => {
      const session = this.sessions.get(id(key));
      if (!session) return false;
      this.forgotten.add(id(key));
      this.sessions.delete(id(key));
      await session.stop();
      return true;
    });
  }

  /** Ends a stream whose session is open here; resolves once it is closed. */
  private async endOpened(key: AssetKey): Promise<void> {
    const session = this.sessions.get(id(key));
    if (!session) return;
    // Its video is made after the answer; a server stopping meanwhile waits for it.
    void session
      .end()
      .catch((error: unknown) => this.options.fault(error, 'a live match did not end'))
      .finally(() => this.sessions.delete(id(key)));
    await session.closed();
  }

  /** The heartbeat: the holds renewed, what changed elsewhere done, orphans taken. */
  private async sync(): Promise<void> {
    const { db } = this.deps;
    const held = new Map((await beatHeldStreams(db, this.owner)).map((h) => [id(key(h)), h]));
    for (const name of this.forgotten) if (!held.has(name)) this.forgotten.delete(name);
    // Taken over while this process was stalled, ended or deleted elsewhere: let go.
    for (const [name, session] of this.sessions)
      if (!held.has(name) && !session.isEnding) {
        this.sessions.delete(name);
        await session.stop();
      }
    for (const [name, stream] of held) {
      const session = this.sessions.get(name);
      if (session?.isEnding) continue;
      if (stream.end_asked) {
        await this.openHere(key(stream));
        void this.endOpened(key(stream)).catch((e) =>
          this.options.fault(e, 'a live match did not end'),
        );
      } else if (session && session.secret !== stream.secret) {
        this.sessions.delete(name);
        await session.stop();
        await this.openHere(key(stream));
      } else if (!session) await this.openHere(key(stream));
    }
    for (const taken of await claimOrphanStreams(db, this.owner, this.options.staleSeconds)) {
      this.deps.log(`live ${taken.assetId}: taken over from a process that stopped`);
      await this.openHere(taken);
    }
  }
}

const key = (row: { tenant_id: string; asset_id: string }): AssetKey => ({
  tenantId: row.tenant_id,
  assetId: row.asset_id,
});

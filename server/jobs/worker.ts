import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database';
import { transactionDatabase } from './queue';

/** How one queue's jobs run. */
export interface JobSettings {
  /** Runs of this queue one process does at once. */
  concurrency: number;
  /** Runs a job's subject gets before it fails for good. */
  maxAttempts: number;
  /** The wait before the first retry; each further retry waits about twice as long. */
  retryDelaySeconds: number;
  /** A run whose heartbeat is older than this is taken to have died with its process. */
  staleSeconds: number;
  /** How often abandoned runs are looked for. */
  sweepSeconds: number;
}

/** What a claim took: the subject as the run needs it, and which attempt this is. */
export interface ClaimedRun<Subject> {
  subject: Subject;
  attempts: number;
}

/** How a run that did not finish ends. */
export interface RunEnd {
  retry: boolean;
  reason: string;
  /** Its attempt is not counted (its process was stopped on purpose). */
  uncount?: boolean;
  /** Trying again by hand cannot help either (a file that is not a video): nothing offers it. */
  hopeless?: boolean;
}

/** A run as its subject's rows record it, for the sweep. */
export interface HeldRun<Data> {
  data: Data;
  runId: string;
  attempts: number;
  jobId: string | null;
}

/**
 * Where a kind of job keeps its runs: the feature's own rows (an export, a game's packages),
 * which are what people see. Every write but `claim` and `waiting` carries the run's id, so a
 * run that no longer holds its subject (cancelled, or handed back) changes nothing.
 */
export interface RunLedger<Data, Subject> {
  /** Takes the job's subject for a new run, counting the attempt; null when it is no longer the job's. */
  claim(
    db: Queryable,
    data: Data,
    jobId: string,
    runId: string,
  ): Promise<ClaimedRun<Subject> | null>;
  /** The run is alive, at `percent`; false once it no longer holds its subject. */
  beat(db: Queryable, data: Data, runId: string, percent: number): Promise<boolean>;
  /**
   * Ends a run that did not finish: to run again, or failed for good, with words for people.
   * `uncount`: the run stopped because its process was asked to (a deploy), so its attempt is
   * given back.
   */
  release(db: Queryable, data: Data, runId: string, end: RunEnd): Promise<boolean>;
  /** Records the job the subject now waits for: sent, or sent again for a run handed back. */
  waiting(tx: Queryable, data: Data, jobId: string): Promise<void>;
  /** Runs whose heartbeat is older than `staleSeconds`. */
  abandoned(db: Queryable, staleSeconds: number): Promise<Array<HeldRun<Data>>>;
}

/** One run of a job, as its kind's `run` sees it. */
export interface JobRun<Data> {
  data: Data;
  jobId: string;
  runId: string;
  /** 1 for the first run of the subject. */
  attempt: number;
  /** Whether a failure now is the end: no run follows. */
  lastAttempt: boolean;
  /** Aborted when the run is cancelled, handed back, or its process stops. */
  signal: AbortSignal;
  /** How far it is, 0–100; sent with the next heartbeat. */
  progress(percent: number): void;
}

/** A kind of job: its queue, its ledger, and its work. Exports and highlights are two. */
export interface JobKind<Data extends object, Subject> {
  queue: string;
  /** Names a job's subject (an export's id), to find its run when it is cancelled. */
  key(data: Data): string;
  ledger: RunLedger<Data, Subject>;
  run(subject: Subject, run: JobRun<Data>): Promise<object | void>;
  /**
   * Words for people about a run that failed, whether running it again cannot help
   * (`permanent`: no automatic retry), and whether a person's "Try again" cannot either.
   */
  failure(
    error: unknown,
    last: boolean,
  ): { reason: string; permanent: boolean; hopeless?: boolean };
  /** Words for people about a run handed back. */
  handedBack: {
    /** Its process stopped (a restart): it runs again shortly. */
    shutdown: string;
    /** Its process stopped beating: it runs again shortly. */
    abandoned: string;
    /** Its process stopped beating on the last attempt. */
    abandonedEachTime(attempts: number): string;
  };
  /** More periodic work for the sweep (files past their expiry). */
  tidy?(db: Database): Promise<void>;
}

export interface JobWorkerDeps {
  db: Database;
  boss: PgBoss;
  settings: JobSettings;
  log(message: string): void;
  /** Times each run (/metrics). */
  timeJob?<T>(queue: string, run: () => Promise<T>): Promise<T>;
  /** How often a run beats, in ms; each beat writes its progress. */
  beatMs?: number;
  /** How often an idle queue is looked at, in ms, when nothing wakes it. */
  pollMs?: number;
}

/** Why a run stopped before its end, set as its abort signal's reason. */
class RunStopped extends Error {
  constructor(readonly why: 'cancelled' | 'lost' | 'shutdown') {
    super(why);
  }
}

/**
 * Runs one queue's jobs (pg-boss, through its public API): jobs are sent inside the caller's
 * transaction, taken up to `concurrency` at a time, claimed in the feature's ledger, kept alive
 * by a heartbeat that carries their progress, cancelled at once, and retried with a growing
 * wait. A periodic sweep, which any process may do, hands back the runs of a process that
 * died; a process that stops hands its own runs back.
 */
export class JobWorker<Data extends object, Subject> {
  private readonly running = new Map<string, AbortController>();
  private readonly active = new Set<Promise<void>>();
  private pumping: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private stopping = false;
  private sweepTimer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  private lastFetchError = '';

  constructor(
    private readonly kind: JobKind<Data, Subject>,
    private readonly deps: JobWorkerDeps,
  ) {}

  get queue(): string {
    return this.kind.queue;
  }

  async start(): Promise<void> {
    const { boss, settings } = this.deps;
    await boss.createQueue(this.kind.queue, {
      name: this.kind.queue,
      retryLimit: settings.maxAttempts - 1,
      retryDelay: settings.retryDelaySeconds,
      // pg-boss backs off from at least a second; no wait asked means none.
      retryBackoff: settings.retryDelaySeconds > 0,
      // A backstop only: the heartbeat finds a dead run long before this.
      expireInSeconds: 3 * 3600,
    });
    this.pumping = this.pump();
    await this.sweep();
    this.sweepTimer = setInterval(() => void this.sweep(), settings.sweepSeconds * 1000);
    this.sweepTimer.unref();
  }

  /** Sends a job inside the caller's transaction: the subject's rows and its job exist together. */
  async enqueue(tx: Queryable, data: Data, options: { startAfter?: number } = {}): Promise<string> {
    const id = await this.deps.boss.send(this.kind.queue, data, {
      db: transactionDatabase(tx),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    });
    if (!id) throw new Error(`The ${this.kind.queue} queue refused the job.`);
    await this.kind.ledger.waiting(tx, data, id);
    // Looked for once the caller's transaction has (most likely) committed; else at the next poll.
    if (!options.startAfter) setTimeout(() => this.wake(), 50).unref();
    return id;
  }

  /** Stops a subject's job: a waiting one leaves the queue, a running one here stops at once. */
  async cancel(data: Data, jobId: string | null): Promise<void> {
    this.running.get(this.kind.key(data))?.abort(new RunStopped('cancelled'));
    if (jobId) await this.deps.boss.cancel(this.kind.queue, jobId).catch(() => undefined);
  }

  /** Stops taking jobs and hands this process's runs back, for another process to take. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.wake();
    await this.pumping;
    await this.sweeping;
    for (const controller of this.running.values()) controller.abort(new RunStopped('shutdown'));
    await Promise.allSettled(this.active);
  }

  /** Hands back runs whose process stopped beating, then tidies; one sweep at a time. */
  sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  private wake(): void {
    this.wakeUp?.();
  }

  /** Takes jobs while there is room, and waits (woken by a send or a run's end) when not. */
  private async pump(): Promise<void> {
    const { boss, settings } = this.deps;
    while (!this.stopping) {
      const room = settings.concurrency - this.active.size;
      if (room > 0) {
        let jobs: Array<PgBoss.JobWithMetadata<Data>> = [];
        try {
          jobs = await boss.fetch<Data>(this.kind.queue, {
            batchSize: room,
            includeMetadata: true,
          });
          this.lastFetchError = '';
        } catch (error) {
          const message = (error as Error).message;
          if (message !== this.lastFetchError)
            this.deps.log(`${this.kind.queue}: could not look for jobs: ${message}`);
          this.lastFetchError = message;
        }
        for (const job of jobs) {
          const running: Promise<void> = this.execute(job).finally(() => {
            this.active.delete(running);
            this.wake();
          });
          this.active.add(running);
        }
        if (jobs.length > 0) continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.deps.pollMs ?? 1000);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }

  private async execute(job: PgBoss.JobWithMetadata<Data>): Promise<void> {
    const { db, settings } = this.deps;
    const { ledger } = this.kind;
    const runId = randomUUID();
    let claimed: ClaimedRun<Subject> | null;
    try {
      claimed = await ledger.claim(db, job.data, job.id, runId);
    } catch (error) {
      // The database is out of reach: the job waits, and runs when pg-boss retries it.
      await this.end(job, 'fail', { message: (error as Error).message });
      return;
    }
    // Cancelled while it waited, or no longer this job's: nothing to do.
    if (!claimed) return this.end(job, 'complete', { skipped: true });

    const key = this.kind.key(job.data);
    const controller = new AbortController();
    this.running.set(key, controller);
    let percent = 0;
    const heartbeat = setInterval(() => {
      ledger.beat(db, job.data, runId, percent).then(
        (held) => {
          if (!held) controller.abort(new RunStopped('lost'));
        },
        () => undefined,
      );
    }, this.deps.beatMs ?? 1000);
    const last = claimed.attempts >= settings.maxAttempts;
    const work = () =>
      this.kind.run(claimed.subject, {
        data: job.data,
        jobId: job.id,
        runId,
        attempt: claimed.attempts,
        lastAttempt: last,
        signal: controller.signal,
        progress: (p) => {
          percent = Math.min(99, Math.max(percent, Math.round(p)));
        },
      });
    try {
      const output = await (this.deps.timeJob ? this.deps.timeJob(this.kind.queue, work) : work());
      clearInterval(heartbeat);
      await this.end(job, 'complete', output ?? {});
    } catch (error) {
      clearInterval(heartbeat);
      const stopped = controller.signal.aborted ? (controller.signal.reason as RunStopped) : null;
      if (stopped?.why === 'cancelled' || stopped?.why === 'lost') {
        await this.end(job, 'complete', { stopped: stopped.why });
      } else if (stopped?.why === 'shutdown') {
        // Asked to stop (a deploy's SIGTERM): the run goes back without using up a try.
        await this.handBack(
          { data: job.data, runId, attempts: claimed.attempts, jobId: job.id },
          this.kind.handedBack.shutdown,
          { uncount: true },
        );
      } else {
        const { reason, permanent, hopeless = false } = this.kind.failure(error, last);
        const final = last || permanent;
        this.deps.log(
          `${this.kind.queue} ${key} attempt ${claimed.attempts} failed: ${String(error)}`,
        );
        await ledger
          .release(db, job.data, runId, { retry: !final, reason, hopeless })
          .catch((e: Error) => this.deps.log(`${this.kind.queue} ${key}: ${e.message}`));
        // A final failure ends the job; else pg-boss runs it again after its wait.
        if (final) await this.end(job, 'complete', { failed: reason });
        else await this.end(job, 'fail', { message: String(error) });
      }
    } finally {
      clearInterval(heartbeat);
      this.running.delete(key);
    }
  }

  /** Records a job's end in pg-boss; when the database is out of reach, the job expires and runs again. */
  private async end(job: PgBoss.Job<Data>, how: 'complete' | 'fail', output: object) {
    try {
      if (how === 'complete') await this.deps.boss.complete(this.kind.queue, job.id, output);
      else await this.deps.boss.fail(this.kind.queue, job.id, output);
    } catch (error) {
      this.deps.log(
        `${this.kind.queue}: could not record a job’s end: ${(error as Error).message}`,
      );
    }
  }

  /**
   * A run handed back: its subject released and a new job sent, together, after the retry's
   * wait (or failed for good after the last attempt); the old job is done with, whatever its
   * process (dead, or alive but too slow to beat) makes of it.
   */
  private async handBack(
    held: HeldRun<Data>,
    reason: string,
    { uncount = false }: { uncount?: boolean } = {},
  ): Promise<boolean> {
    const { db, boss, settings } = this.deps;
    const last = !uncount && held.attempts >= settings.maxAttempts;
    // The job runs again with the data it was sent with.
    const sent = held.jobId
      ? await boss.getJobById<Data>(this.kind.queue, held.jobId).catch(() => null)
      : null;
    const data = sent?.data ?? held.data;
    const handed = await db.transaction(async (tx) => {
      const released = await this.kind.ledger.release(tx, held.data, held.runId, {
        retry: !last,
        reason: last ? this.kind.handedBack.abandonedEachTime(held.attempts) : reason,
        uncount,
      });
      // A run stopped on purpose is taken up again at once by whichever process is next.
      if (released && !last)
        await this.enqueue(tx, data, {
          startAfter: uncount
            ? 0
            : settings.retryDelaySeconds * 2 ** Math.max(0, held.attempts - 1),
        });
      return released;
    });
    if (held.jobId) await boss.cancel(this.kind.queue, held.jobId).catch(() => undefined);
    return handed;
  }

  private async sweepOnce(): Promise<void> {
    const { db, settings } = this.deps;
    try {
      for (const held of await this.kind.ledger.abandoned(db, settings.staleSeconds)) {
        if (await this.handBack(held, this.kind.handedBack.abandoned))
          this.deps.log(
            `${this.kind.queue} ${this.kind.key(held.data)}: run abandoned, handed back`,
          );
      }
      await this.kind.tidy?.(db);
    } catch (error) {
      this.deps.log(`${this.kind.queue} sweep failed: ${(error as Error).message}`);
    }
  }
}

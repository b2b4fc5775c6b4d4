import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database';
import type { ClaimedRun, HeldRun, JobKind, JobSettings } from './job-kind';
import { transactionDatabase } from './queue';

export type {
  ClaimedRun,
  HeldRun,
  JobKind,
  JobRun,
  JobSettings,
  RunEnd,
  RunLedger,
} from './job-kind';

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

/** A job taken from the queue with its subject claimed for a run. */
interface TakenJob<Data, Subject> {
  job: PgBoss.JobWithMetadata<Data>;
  runId: string;
  claimed: ClaimedRun<Subject>;
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
    const { settings } = this.deps;
    while (!this.stopping) {
      const room = settings.concurrency - this.active.size;
      if (room > 0) {
        let jobs: Array<TakenJob<Data, Subject>> = [];
        try {
          jobs = await this.take(room);
          this.lastFetchError = '';
        } catch (error) {
          const message = (error as Error).message;
          if (message !== this.lastFetchError)
            this.deps.log(`${this.kind.queue}: could not take jobs: ${message}`);
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

  /**
   * Takes up to `room` jobs and claims their subjects in one transaction: a job is never taken
   * without its claim, so a process that dies between the two leaves the job waiting for the
   * next (not held until pg-boss's expiry), and a claim that cannot be written (the database
   * out of reach) leaves it waiting too, without using up a try.
   */
  private take(room: number): Promise<Array<TakenJob<Data, Subject>>> {
    const { boss, db } = this.deps;
    return db.transaction(async (tx) => {
      const inTx = { db: transactionDatabase(tx) };
      const jobs = await boss.fetch<Data>(this.kind.queue, {
        batchSize: room,
        includeMetadata: true,
        ...inTx,
      });
      const taken: Array<TakenJob<Data, Subject>> = [];
      for (const job of jobs) {
        const runId = randomUUID();
        const claimed = await this.kind.ledger.claim(tx, job.data, job.id, runId);
        if (claimed) taken.push({ job, runId, claimed });
        // Cancelled while it waited, or no longer this job's: nothing to do.
        else await boss.complete(this.kind.queue, job.id, { skipped: true }, inTx);
      }
      return taken;
    });
  }

  private async execute({ job, runId, claimed }: TakenJob<Data, Subject>): Promise<void> {
    const { db, settings } = this.deps;
    const { ledger } = this.kind;
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

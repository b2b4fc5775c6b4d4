import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Queryable } from '../db/database';
import { openJobQueue } from './queue';
import { JobWorker, type JobKind, type JobRun, type JobSettings, type RunLedger } from './worker';

const url = process.env.DATABASE_URL;

interface Data {
  name: string;
}

/** A ledger as a feature keeps one: a row per subject, written only by the run holding it. */
const ledger: RunLedger<Data, string> = {
  async claim(db, { name }, jobId, runId) {
    const rows = await db.query<{ attempts: number }>(
      `UPDATE things SET status = 'running', run_id = $3, attempts = attempts + 1,
         heartbeat_at = now() WHERE name = $1 AND job_id = $2 AND status IN ('queued', 'retry')
       RETURNING attempts`,
      [name, jobId, runId],
    );
    return rows[0] ? { subject: name, attempts: rows[0].attempts } : null;
  },
  async beat(db, { name }, runId, percent) {
    const rows = await db.query(
      `UPDATE things SET heartbeat_at = now(), progress = $3 WHERE name = $1 AND run_id = $2
       AND status = 'running' RETURNING name`,
      [name, runId, percent],
    );
    return rows.length > 0;
  },
  async release(db, { name }, runId, end) {
    const rows = await db.query(
      `UPDATE things SET status = $3, reason = $4, run_id = NULL, attempts = attempts - $5::int
       WHERE name = $1 AND run_id = $2 RETURNING name`,
      [name, runId, end.retry ? 'retry' : 'failed', end.reason, end.uncount ? 1 : 0],
    );
    return rows.length > 0;
  },
  async waiting(tx, { name }, jobId) {
    await tx.query(
      `UPDATE things SET job_id = $2, status = CASE WHEN status = 'new' THEN 'queued' ELSE status END
       WHERE name = $1`,
      [name, jobId],
    );
  },
  async abandoned(db, staleSeconds) {
    const rows = await db.query<{ name: string; run_id: string; attempts: number; job_id: string }>(
      `SELECT * FROM things WHERE status = 'running'
         AND heartbeat_at < now() - make_interval(secs => $1)`,
      [staleSeconds],
    );
    return rows.map((r) => ({
      data: { name: r.name },
      runId: r.run_id,
      attempts: r.attempts,
      jobId: r.job_id,
    }));
  },
};

const SETTINGS: JobSettings = {
  concurrency: 1,
  maxAttempts: 3,
  retryDelaySeconds: 0,
  staleSeconds: 2,
  sweepSeconds: 3600,
};

interface Thing {
  status: string;
  attempts: number;
  progress: number;
  reason: string | null;
}

describe.each(url ? ['pglite', 'postgres'] : ['pglite'])('the job skeleton on %s', (kind) => {
  let db: Database;
  let boss: PgBoss;
  const schema = `jobs_${randomBytes(6).toString('hex')}`;
  const workers: Array<JobWorker<Data, string>> = [];
  const logged: string[] = [];

  beforeAll(async () => {
    db = await openDatabase(kind === 'postgres' ? { url: url!, schema: `${schema}_data` } : {});
    await db.exec(`CREATE TABLE things (name text PRIMARY KEY, status text NOT NULL,
      job_id uuid, run_id uuid, attempts int NOT NULL DEFAULT 0, progress int NOT NULL DEFAULT 0,
      heartbeat_at timestamptz, reason text)`);
    boss = await openJobQueue(db, { schema });
  }, 60_000);
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => {
    await boss?.stop({ graceful: false, wait: true });
    await db?.close();
    if (kind === 'postgres') {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.query(`DROP SCHEMA IF EXISTS ${schema}_data CASCADE`);
      await client.end();
    }
  });

  async function worker(
    queue: string,
    run: (name: string, job: JobRun<Data>) => Promise<object | void>,
    settings: Partial<JobSettings> = {},
    claim: RunLedger<Data, string>['claim'] = ledger.claim,
  ) {
    const jobKind: JobKind<Data, string> = {
      queue,
      key: (data) => data.name,
      ledger: { ...ledger, claim },
      run,
      failure: (error, last) => ({
        reason: `${(error as Error).message}${last ? '' : ' Trying again.'}`,
        permanent: (error as Error).message.startsWith('Never'),
      }),
      handedBack: {
        shutdown: 'Restarted.',
        abandoned: 'Its process stopped.',
        abandonedEachTime: (n) => `Stopped ${n} times.`,
      },
    };
    const made = new JobWorker(jobKind, {
      db,
      boss,
      settings: { ...SETTINGS, ...settings },
      log: (message) => logged.push(message),
      beatMs: 100,
      pollMs: 200,
    });
    await made.start();
    workers.push(made);
    return made;
  }

  async function send(to: JobWorker<Data, string>, name: string, tx?: Queryable) {
    const write = async (q: Queryable) => {
      await q.query(`INSERT INTO things (name, status) VALUES ($1, 'new')`, [name]);
      return to.enqueue(q, { name });
    };
    return tx ? write(tx) : db.transaction(write);
  }

  const thing = async (name: string) =>
    (await db.query<Thing>('SELECT * FROM things WHERE name = $1', [name]))[0];

  const settled = (name: string, status: string) =>
    expect.poll(async () => (await thing(name))?.status, { timeout: 15_000 }).toBe(status);

  it('runs a job sent in a transaction once, with its progress; a rolled-back one never', async () => {
    const seen: string[] = [];
    const w = await worker('plain', async (name, job) => {
      seen.push(name);
      job.progress(40);
      await new Promise((r) => setTimeout(r, 400));
      await db.query(`UPDATE things SET status = 'done' WHERE name = $1 AND run_id = $2`, [
        name,
        job.runId,
      ]);
    });
    await expect(
      db.transaction(async (tx) => {
        await send(w, 'rolled back', tx);
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow(/changed its mind/);
    await send(w, 'first');
    await expect.poll(async () => (await thing('first'))?.progress).toBe(40);
    await settled('first', 'done');
    expect(seen).toEqual(['first']);
    expect(await thing('rolled back')).toBeUndefined();
    expect((await thing('first'))?.attempts).toBe(1);
  });

  it('runs cheap work of its own queue while a heavy one is busy', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const heavy = await worker('heavy', async (_name, job) => {
      await held;
      await db.query(`UPDATE things SET status = 'done' WHERE run_id = $1`, [job.runId]);
    });
    const light = await worker('light', async (_name, job) => {
      await db.query(`UPDATE things SET status = 'done' WHERE run_id = $1`, [job.runId]);
    });
    await send(heavy, 'render 1');
    await send(heavy, 'render 2');
    await settled('render 1', 'running');
    await send(light, 'edl');
    await settled('edl', 'done');
    // The heavy queue runs one at a time: the second waits for the first.
    expect((await thing('render 2'))?.status).toBe('queued');
    release();
    await settled('render 2', 'done');
  });

  it('tries again after a failure, then fails for good with words for people', async () => {
    const w = await worker('flaky', async () => {
      throw new Error('ffmpeg exited with 1.');
    });
    await send(w, 'flaky');
    await settled('flaky', 'failed');
    expect(await thing('flaky')).toMatchObject({ attempts: 3, reason: 'ffmpeg exited with 1.' });
    // A failure no try can mend ends at once.
    const never = await worker('never', async () => {
      throw new Error('Never there.');
    });
    await send(never, 'missing');
    await settled('missing', 'failed');
    expect((await thing('missing'))?.attempts).toBe(1);
  });

  it('cancels a running job at once: its run sees the abort', async () => {
    let aborted = false;
    const w = await worker('cancellable', async (_name, job) => {
      await new Promise<void>((resolve) =>
        job.signal.addEventListener('abort', () => resolve(), { once: true }),
      );
      aborted = true;
      throw job.signal.reason;
    });
    const jobId = await send(w, 'long render');
    await settled('long render', 'running');
    await db.query(`UPDATE things SET status = 'cancelled', run_id = NULL WHERE name = $1`, [
      'long render',
    ]);
    await w.cancel({ name: 'long render' }, jobId);
    await expect.poll(() => aborted).toBe(true);
    expect((await thing('long render'))?.status).toBe('cancelled');
  });

  it('hands back a run whose heartbeat stopped, and runs it again to the end', async () => {
    let runs = 0;
    const w = await worker('stalls', async (_name, job) => {
      runs += 1;
      if (runs === 1) {
        // As if its process froze: it stops beating and never ends by itself.
        await new Promise<void>((resolve) =>
          job.signal.addEventListener('abort', () => resolve(), { once: true }),
        );
        throw job.signal.reason;
      }
      await db.query(`UPDATE things SET status = 'done' WHERE run_id = $1`, [job.runId]);
    });
    await send(w, 'frozen');
    await settled('frozen', 'running');
    await db.query(`UPDATE things SET heartbeat_at = now() - interval '1 hour' WHERE name = $1`, [
      'frozen',
    ]);
    // The sweep and a beat race; the sweep only looks at rows whose beat is stale.
    for (let i = 0; i < 20 && (await thing('frozen'))?.status === 'running'; i++) {
      await db.query(`UPDATE things SET heartbeat_at = now() - interval '1 hour' WHERE name = $1`, [
        'frozen',
      ]);
      await w.sweep();
    }
    await settled('frozen', 'done');
    expect(runs).toBe(2);
    expect((await thing('frozen'))?.attempts).toBe(2);
    expect(logged.some((m) => m.includes('frozen: run abandoned'))).toBe(true);
  });

  it('hands its own runs back when it stops, for the next process to finish', async () => {
    const first = await worker('restarts', async (_name, job) => {
      await new Promise<void>((resolve) =>
        job.signal.addEventListener('abort', () => resolve(), { once: true }),
      );
      throw job.signal.reason;
    });
    await send(first, 'interrupted');
    await settled('interrupted', 'running');
    await first.stop();
    expect(await thing('interrupted')).toMatchObject({ status: 'retry', reason: 'Restarted.' });
    await worker('restarts', async (_name, job) => {
      await db.query(`UPDATE things SET status = 'done' WHERE run_id = $1`, [job.runId]);
    });
    await settled('interrupted', 'done');
  });

  it('gives back the try of a run its process was asked to stop: three deploys fail nothing', async () => {
    const waitForStop = async (_name: string, job: JobRun<Data>) => {
      await new Promise<void>((resolve) =>
        job.signal.addEventListener('abort', () => resolve(), { once: true }),
      );
      throw job.signal.reason;
    };
    for (let deploy = 1; deploy <= SETTINGS.maxAttempts; deploy += 1) {
      const w = await worker('deploys', waitForStop);
      if (deploy === 1) await send(w, 'long-ingest');
      await settled('long-ingest', 'running');
      await w.stop();
      workers.splice(workers.indexOf(w), 1);
      expect(await thing('long-ingest')).toMatchObject({ status: 'retry', attempts: 0 });
    }
    await worker('deploys', async (_name, job) => {
      await db.query(`UPDATE things SET status = 'done' WHERE run_id = $1`, [job.runId]);
    });
    await settled('long-ingest', 'done');
  });

  it('takes a job only with its claim: one that cannot be claimed waits, its tries untouched', async () => {
    let claimable = false;
    let tried = 0;
    const w = await worker(
      'claims',
      async (_name, job) => {
        await db.query(`UPDATE things SET status = 'done' WHERE run_id = $1`, [job.runId]);
      },
      {},
      async (q, data, jobId, runId) => {
        tried += 1;
        // As a process dying, or its database going, between taking the job and claiming it.
        if (!claimable) throw new Error('the connection was lost');
        return ledger.claim(q, data, jobId, runId);
      },
    );
    const jobId = await send(w, 'unclaimed');
    await expect.poll(() => tried, { timeout: 5000 }).toBeGreaterThan(2);
    // The job was never held: the next process takes it now, not at pg-boss's expiry hours on.
    const job = await boss.getJobById('claims', jobId);
    expect(job).toMatchObject({ state: 'created', retryCount: 0 });
    expect(await thing('unclaimed')).toMatchObject({ status: 'queued', attempts: 0 });
    expect(logged.filter((m) => m.includes('claims: could not take jobs'))).toHaveLength(1);
    claimable = true;
    await settled('unclaimed', 'done');
    expect((await thing('unclaimed'))?.attempts).toBe(1);
  });
});

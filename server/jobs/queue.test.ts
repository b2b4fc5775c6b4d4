import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { completeJobs, failJobsById } from 'pg-boss/src/plans.js';
import { bossDatabase, openJobQueue } from './queue';

const url = process.env.DATABASE_URL;

/** pg-boss through the server's own database seam: on PGlite, and on PostgreSQL when there is one. */
describe.each(url ? ['pglite', 'postgres'] : ['pglite'])('the job queue on %s', (kind) => {
  let db: Database;
  let boss: PgBoss;
  const schema = `jobs_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    db = await openDatabase(kind === 'postgres' ? { url: url!, schema: `${schema}_data` } : {});
    boss = await openJobQueue(db, { schema });
  }, 60_000);
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

  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 200; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('timed out');
  };

  it('runs a job sent to a queue, once, with its data', async () => {
    await boss.createQueue('render-test');
    const seen: unknown[] = [];
    await boss.work('render-test', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      seen.push(job!.data);
      return { file: 'out.mp4' };
    });
    const id = (await boss.send('render-test', { collection: 'c1' }))!;
    await until(async () => (await boss.getJobById('render-test', id))?.state === 'completed');
    expect(seen).toEqual([{ collection: 'c1' }]);
    expect((await boss.getJobById('render-test', id))!.output).toEqual({ file: 'out.mp4' });
  });

  it('retries a failing job, then marks it failed with the reason', async () => {
    await boss.createQueue('flaky', { name: 'flaky', retryLimit: 2, retryDelay: 0 });
    let tries = 0;
    await boss.work('flaky', { pollingIntervalSeconds: 0.5 }, async () => {
      tries += 1;
      throw new Error('ffmpeg exited with 1');
    });
    const id = (await boss.send('flaky', {}))!;
    await until(async () => (await boss.getJobById('flaky', id))?.state === 'failed');
    expect(tries).toBe(3);
    const job = await boss.getJobById('flaky', id);
    expect(JSON.stringify(job!.output)).toContain('ffmpeg exited with 1');
  });

  it('cancels a job that waits', async () => {
    await boss.createQueue('later');
    const id = (await boss.send('later', {}, { startAfter: 60 }))!;
    await boss.cancel('later', id);
    expect((await boss.getJobById('later', id))!.state).toBe('cancelled');
  });
});

describe('the job queue’s database seam', () => {
  const down = {
    query: async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
    },
  } as unknown as Database;

  it('records nothing, without a rejection, when the end of a job cannot be written', async () => {
    const seam = bossDatabase(down, new Set([completeJobs('pgboss'), failJobsById('pgboss')]));
    for (const text of [completeJobs('pgboss'), failJobsById('pgboss')]) {
      await expect(seam.executeSql(text, ['q', ['id'], null])).resolves.toEqual({
        rows: [{ count: '0' }],
      });
    }
    // Anything pg-boss waits for still fails, for it to report.
    await expect(seam.executeSql('SELECT 1 WHERE $1', [true])).rejects.toThrow(/ECONNREFUSED/);
  });
});

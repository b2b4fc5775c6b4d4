import PgBoss from 'pg-boss';
import { completeJobs, failJobsById } from 'pg-boss/src/plans.js';
import type { Database } from '../db/database';

/**
 * pg-boss's database seam over the server's own: parameterless SQL with more than one
 * statement (its migrations) goes through `exec`, everything else through `query`. The same
 * adapter serves PGlite (one connection, in process) and PostgreSQL (the pool), so jobs live
 * in the same database as the rest, and several processes on one PostgreSQL share them.
 */
export function bossDatabase(db: Database, unawaited: ReadonlySet<string> = new Set()): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const many = (!values || values.length === 0) && /;\s*\S/.test(text);
      if (many) {
        await db.exec(text);
        return { rows: [] };
      }
      try {
        return { rows: await db.query(text, values ?? []) };
      } catch (error) {
        if (!unawaited.has(text)) throw error;
        // pg-boss marks a job done or failed without waiting for it, so a database out of
        // reach then would be an unhandled rejection. The job stays active instead; it expires
        // and runs again (its handlers are idempotent).
        console.error('[jobs] could not record a job’s end:', (error as Error).message);
        return { rows: [{ count: '0' }] };
      }
    },
  };
}

export interface JobQueueOptions {
  /** The schema pg-boss keeps its tables in; one per database schema the server uses. */
  schema?: string;
  /** How often workers look for jobs when nothing wakes them. */
  pollingIntervalSeconds?: number;
}

/** Starts pg-boss on the server's database; `stop` lets running work finish first. */
export async function openJobQueue(db: Database, options: JobQueueOptions = {}): Promise<PgBoss> {
  const schema = options.schema ?? 'pgboss';
  const boss = new PgBoss({
    db: bossDatabase(db, new Set([completeJobs(schema), failJobsById(schema)])),
    schema,
    // Cron schedules are not used; maintenance (expiry of stuck jobs, archiving) is.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: 30,
  });
  // pg-boss reports problems as events; without a listener they would be thrown.
  boss.on('error', (error) => console.error('[jobs]', error.message));
  await boss.start();
  return boss;
}

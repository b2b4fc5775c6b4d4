import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database';

/**
 * pg-boss's database seam over the server's own: parameterless SQL with more than one
 * statement (its migrations) goes through `exec`, everything else through `query`. The same
 * adapter serves PGlite (one connection, in process) and PostgreSQL (the pool), so jobs live
 * in the same database as the rest, and several processes on one PostgreSQL share them.
 */
export function bossDatabase(db: Database): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const many = (!values || values.length === 0) && /;\s*\S/.test(text);
      if (many) {
        await db.exec(text);
        return { rows: [] };
      }
      return { rows: await db.query(text, values ?? []) };
    },
  };
}

/** pg-boss writing through an open transaction: a job sent so lands, or not, with the rest. */
export function transactionDatabase(tx: Queryable): PgBoss.Db {
  return { executeSql: async (text, values) => ({ rows: await tx.query(text, values ?? []) }) };
}

export interface JobQueueOptions {
  /** The schema pg-boss keeps its tables in; one per database schema the server uses. */
  schema?: string;
}

/** Starts pg-boss on the server's database; `stop` lets running work finish first. */
export async function openJobQueue(db: Database, options: JobQueueOptions = {}): Promise<PgBoss> {
  const boss = new PgBoss({
    db: bossDatabase(db),
    schema: options.schema ?? 'pgboss',
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

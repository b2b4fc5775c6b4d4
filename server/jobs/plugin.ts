import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import type { DatabaseSettings } from '../db/settings';
import { openJobQueue } from './queue';
import { jobCounts } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue every feature's background work runs on (pg-boss, in the database). */
    boss: PgBoss;
  }
}

/** The job queue, beside the data; stopped after every feature's workers let their runs go. */
export const jobsPlugin = fp<{ config: Pick<DatabaseSettings, 'databaseSchema'> }>(
  async (app, { config }) => {
    // A server on its own schema has its own queue too.
    const schema = config.databaseSchema ? `${config.databaseSchema}_jobs` : 'pgboss';
    const boss = await openJobQueue(app.db, { schema });
    app.decorate('boss', boss);
    app.addHook('onClose', () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }));
    app.metrics.gauge('vs_jobs', 'Jobs in the queue, by queue and state.', async () =>
      (await jobCounts(app.db, schema)).map((row) => ({
        labels: { queue: row.name, state: row.state },
        value: row.n,
      })),
    );
  },
  { name: 'jobs', dependencies: ['database', 'observability'] },
);

import pg from 'pg';
import type { ServerConfig } from '../../server/config';
import { startTestServer, type TestServer } from './helpers';

/** Another process of the same deployment as `first`: its PostgreSQL database and its secret. */
export function startPeer(first: TestServer, overrides: Partial<ServerConfig> = {}) {
  return startTestServer('postgres', {
    databaseUrl: first.booted.app.config.databaseUrl!,
    databaseSchema: first.booted.app.config.databaseSchema!,
    secret: first.booted.app.config.secret,
    ...overrides,
  });
}

/** Ends every connection listening on `channel` (but its own), as a database restart would. */
export async function cutListeners(channel: string): Promise<number> {
  const database = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await database.connect();
  try {
    const cut = await database.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE query ILIKE $1 AND pid <> pg_backend_pid()`,
      [`LISTEN ${channel}%`],
    );
    return cut.rowCount ?? 0;
  } finally {
    await database.end();
  }
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openJobQueue } from '../../server/jobs/queue';
import type { MediaFiles } from '../../server/media/media-files';
import { TEST_MEDIA } from '../../server/media/catalogue';
import { seedDatabase, TEST_SEED } from '../../server/seed/seed';

/**
 * Tests boot a server per file, on a database of its own. Migrating and seeding each one cost
 * seconds; instead the suite migrates and seeds one database at its start, and every test
 * server starts from a copy of it: a PGlite dump, or a PostgreSQL template database.
 */

/** The schema of the PostgreSQL template (and so of every copy), and of its job queue. */
export const TEMPLATE_SCHEMA = 'vs_test';

/** What a test server finds at boot: migrated, its media recorded, seeded, jobs' tables made. */
async function prepare(db: Database, media: MediaFiles, jobSchema: string): Promise<void> {
  await migrate(db);
  await media.ensureSeedMedia(db, TEST_MEDIA, () => undefined);
  await seedDatabase(db, TEST_SEED, () => undefined);
  const boss = await openJobQueue(db, { schema: jobSchema });
  await boss.stop({ graceful: false, wait: true });
}

/** A migrated, seeded PGlite as a tar of its data folder. */
export async function makePgliteDump(media: MediaFiles): Promise<Blob> {
  const db = await openDatabase({});
  try {
    await prepare(db, media, 'pgboss');
    return await db.dump!();
  } finally {
    await db.close();
  }
}

/** `url` with its database name changed. */
export function databaseUrl(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

async function onServer<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Makes a migrated, seeded template database on the PostgreSQL at `url`; returns its name. */
export async function makePostgresTemplate(url: string, media: MediaFiles): Promise<string> {
  const name = `vs_template_${randomBytes(4).toString('hex')}`;
  await onServer(url, (client) => client.query(`CREATE DATABASE ${name}`));
  const db = await openDatabase({ url: databaseUrl(url, name), schema: TEMPLATE_SCHEMA });
  try {
    await prepare(db, media, `${TEMPLATE_SCHEMA}_jobs`);
  } finally {
    await db.close();
  }
  return name;
}

/** A new database copied from `template`; resolves to its name. */
export async function copyPostgresTemplate(url: string, template: string): Promise<string> {
  const name = `vs_test_${randomBytes(6).toString('hex')}`;
  await onServer(url, async (client) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (error) {
        // 55006: the template is in use for a moment (another copy being made).
        if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  return name;
}

/** Drops a database, ending whatever connections are still on it. */
export async function dropPostgresDatabase(url: string, name: string): Promise<void> {
  await onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

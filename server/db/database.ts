import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { lockFolder } from './folder-lock';
import pg from 'pg';

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<R extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
}

/**
 * The one data-access seam of the server. The same SQL runs on the embedded PGlite
 * and on a real PostgreSQL (kept to what PostgreSQL 15 accepts).
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction: all of its writes land, or none. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with each notification's payload on `channel` (NOTIFY, sent at commit),
   * and with null once the listening connection is back after losing the database, for the
   * caller to catch up on what it missed; `onLost` as soon as that connection is lost.
   * Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string | null) => void,
    onLost?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The embedded database's whole data folder as a tar (PGlite only): a dump to start from. */
  dump?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without one the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; in memory when absent. */
  dataDir?: string;
  /** PostgreSQL schema to work in (created when missing); tests use one per run. */
  schema?: string;
  /**
   * PGlite starts as this dump (`Database.dump`) rather than empty: in memory, or in a
   * data folder that holds no database yet.
   */
  dump?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.schema)
    : openPglite(options.dataDir, options.dump);
}

async function openPglite(dataDir?: string, dump?: Blob): Promise<Database> {
  // One process to a folder: a second would corrupt it (folder-lock.ts).
  const release = dataDir ? lockFolder(dataDir) : () => {};
  let db: PGlite;
  try {
    const load = dump && !(dataDir && existsSync(path.join(dataDir, 'PG_VERSION')));
    const options = load ? { loadDataDir: dump } : {};
    db = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  } catch (error) {
    release();
    throw error;
  }
  return {
    kind: 'pglite',
    async query<R extends object>(sql: string, params?: unknown[]) {
      return (await db.query<R>(sql, params)).rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    transaction(fn) {
      return db.transaction((tx) =>
        fn({
          async query<R extends object>(sql: string, params?: unknown[]) {
            return (await tx.query<R>(sql, params)).rows;
          },
        }),
      );
    },
    async listen(channel, onNotify) {
      // One process owns an embedded database: its notifications are its own.
      return db.listen(channel, (payload) => onNotify(payload));
    },
    async close() {
      if (!db.closed) await db.close();
      release();
    },
    dump: () => db.dumpDataDir('none'),
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(url: string, schema?: string): Promise<Database> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid PostgreSQL schema name: ${schema}`);
  }
  if (schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  return {
    kind: 'postgres',
    async query<R extends object>(sql: string, params?: unknown[]) {
      return (await pool.query(sql, params as unknown[])).rows as R[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      // A checked-out client whose connection is cut (the database restarting) emits an error
      // besides failing its query; the pool listens only to idle ones, so this one must.
      let broken: Error | undefined;
      const cut = (error: Error) => (broken = error);
      client.on('error', cut);
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<R extends object>(sql: string, params?: unknown[]) {
            return (await client.query(sql, params as unknown[])).rows as R[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.removeListener('error', cut);
        // A broken connection is closed, not given back to the pool.
        client.release(broken);
      }
    },
    listen: (channel, onNotify, onLost) => listenOnPostgres(url, schema, channel, onNotify, onLost),
    async close() {
      await pool.end();
    },
  };
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * LISTEN on a connection of its own, which comes back after the database has gone away (a
 * restart, a dropped connection): tried again after 0.5 s, doubling to 10 s, and then says so
 * with a null payload.
 */
async function listenOnPostgres(
  url: string,
  schema: string | undefined,
  channel: string,
  onNotify: (payload: string | null) => void,
  onLost?: () => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let wait = 500;
  const connect = async (first: boolean): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      if (first) throw error;
      return lost(null);
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    wait = 500;
    if (!first) onNotify(null);
  };
  const lost = (which: pg.Client | null) => {
    if (stopped || (which && which !== client) || retry) return;
    if (client) onLost?.();
    client = null;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(false);
    }, wait);
    wait = Math.min(wait * 2, 10_000);
  };
  await connect(true);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

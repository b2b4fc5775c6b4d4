import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PostgreSQL server of a test's own, which it may stop and start again. */
export interface OwnPostgres {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its files. */
  remove(): Promise<void>;
}

async function binDir(): Promise<string> {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? (await readdir(root)).sort().reverse() : [];
  for (const version of versions) {
    const dir = path.join(root, version, 'bin');
    if (existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql).');
}

/**
 * Starts a throwaway PostgreSQL listening only on a Unix socket in its own folder: no port to
 * choose, so none another process can take between choosing and binding (a TCP port chosen
 * free and bound later raced other tests here). It stops and starts again at the same address.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = await binDir();
  const root = await mkdtemp(path.join(os.tmpdir(), 'vs-own-postgres-'));
  const data = path.join(root, 'data');
  // initdb refuses to run as root.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(root, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const options = `-k ${root} -c listen_addresses= -c fsync=off`;
  const start = async () => {
    await pg('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(root, 'server.log'),
      '-w',
      '-o',
      options,
      'start',
    ]);
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@/postgres?host=${encodeURIComponent(root)}`,
    start,
    stop,
    async remove() {
      await stop().catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { expect, inject } from 'vitest';
import type { ExportStatusItem, Playlist, SessionTokens } from '../../src/core/api/contract';
import { programCommand } from '../../bench/program-command';
import { DRAFT_MP4_ENCODING } from '../../server/exports/renderers/mp4-command';
import { PASSWORD, tenantId } from './helpers';

export interface Running {
  child: ChildProcess;
  url: string;
}

/**
 * Starts the server in a process of its own over `dataDir` (and `env`, e.g. the fixture's
 * FIXTURE_DATABASE_URL); resolves once it listens.
 */
export function startProcess(
  dataDir: string,
  secret: string,
  env: Record<string, string> = {},
): Promise<Running> {
  const [command, ...args] = programCommand('test/server/fixtures/server-process.ts');
  const child = spawn(command!, args, {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      MEDIA_DIR: inject('mediaDir'),
      // Already migrated and seeded: a fresh folder starts from it rather than seeding again.
      DATABASE_DUMP: inject('pgliteDump'),
      SECRET: secret,
      // The retry waits long enough for a test polling a busy machine to see it handed back.
      EXPORT_JOBS: JSON.stringify({ staleSeconds: 3, sweepSeconds: 1, retryDelaySeconds: 6 }),
      HIGHLIGHT_JOBS: JSON.stringify({ staleSeconds: 3, sweepSeconds: 1, retryDelaySeconds: 1 }),
      INGEST_JOBS: JSON.stringify({ staleSeconds: 3, sweepSeconds: 1, retryDelaySeconds: 1 }),
      // A small picture read at twice real time: a render runs for half as long as its clips
      // last, long enough to be stopped mid-run.
      EXPORT_ENCODING: JSON.stringify({ ...DRAFT_MP4_ENCODING, readRate: 2 }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready (\S+)/.exec(out);
      if (match) resolve({ child, url: match[1]! });
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${err}`)));
  });
}

/** Calls to a server process as a person would make them; `base` follows a restart. */
export function processClient(base: () => string) {
  const call = async <T>(method: string, url: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base()}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  const signIn = async (email: string) =>
    (
      await call<SessionTokens>('POST', '/identity/v2/iam/auth/signin', undefined, {
        userName: email,
        password: PASSWORD,
        platform: 'LVS',
      })
    ).body.token;
  return { call, signIn };
}

export type ProcessCall = ReturnType<typeof processClient>['call'];

/** The id of the first video (a match or game) the caller's tenant has. */
export async function firstVideoId(call: ProcessCall, token: string): Promise<string> {
  const assets = await call<{ content: Array<{ id: string; kind: string }> }>(
    'GET',
    '/asset/v3/asset?size=10',
    token,
  );
  return assets.body.content.find((a) => a.kind === 'video')!.id;
}

/**
 * Makes a cricket collection of `clips` short clips of a seeded match, exports it as MP4 and
 * resolves once the export renders. `token()` is read at each call, so a test may sign in
 * again after a restart and keep reading the export.
 */
export async function startRenderingExport(
  call: ProcessCall,
  token: () => string,
  title: string,
  clips: number,
) {
  const cricket = tenantId('cricket');
  const match = await firstVideoId(call, token());
  const made = await call<Playlist>(
    'POST',
    `/middleware/playlists/tenants/${cricket}/users/me/playlists`,
    token(),
    {
      title,
      clips: Array.from({ length: clips }, (_, i) => ({
        asset_id: match,
        offset: i,
        duration: 3,
        stash: '{}',
      })),
    },
  );
  const started = await call<ExportStatusItem>(
    'POST',
    `/middleware/publication/${cricket}/export/video`,
    token(),
    { playlistId: made.body.id },
  );
  expect(started.status).toBe(202);
  const id = started.body.id;
  const read = async () =>
    (
      await call<ExportStatusItem>(
        'GET',
        `/middleware/publication/${cricket}/exports/${id}`,
        token(),
      )
    ).body;
  await expect
    .poll(
      async () => {
        const item = await read();
        return item.status === 'STARTED' && item.progress > 0;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe(true);
  return { id, read };
}

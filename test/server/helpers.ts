import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { SessionTokens } from '../../src/core/api/contract';
import { tenantByKey } from '../../src/tenants';
import { bootServer, type BootedServer } from '../../server/boot';
import type { ServerConfig } from '../../server/config';
import type { Mail } from '../../server/identity/mailer';
import { DRAFT_MP4_ENCODING } from '../../server/exports/renderers/mp4-command';
import { TEST_MEDIA } from '../../server/media/catalogue';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { TEST_SEED } from '../../server/seed/seed';
import {
  copyPostgresTemplate,
  databaseUrl,
  dropPostgresDatabase,
  TEMPLATE_SCHEMA,
} from './database-template';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL names one. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The one engine a file's real-time cases (a live stream sent or pulled for many seconds) run
 * on: PostgreSQL where there is one, PGlite otherwise. Their media work is the same on both;
 * on PGlite the journeys and bench:live's smoke run stream the same ways, so a second run
 * here would prove nothing new for its seconds of waiting.
 */
export function realTimeKind(): DatabaseKind {
  return databaseKinds().at(-1)!;
}

export const PASSWORD = DEMO_PASSWORD;

export function tenantId(key: string): string {
  const tenant = tenantByKey(key);
  if (!tenant) throw new Error(`no tenant ${key}`);
  return tenant.tenantId.production;
}

export interface CallOptions {
  token?: string;
  apiKey?: string;
  body?: unknown;
  /** Sent as it is (no JSON encoding), with `contentType`. */
  raw?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
  bytes: Buffer;
}

export interface TestServer {
  url: string;
  booted: BootedServer;
  /** Mail the server sent, newest last. */
  mail: Mail[];
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  /**
   * As `call`, handed to the server in the process (Fastify's inject) rather than over a
   * socket: the same routing, hooks and validation, for tests that send thousands.
   */
  inject<T = any>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  signIn(email: string, tenantKey?: string): Promise<SessionTokens>;
  /** Indexes clips in the cricket tenant (through search/data), on a seeded asset. */
  addCricketClips(make: (assetId: string) => unknown[]): Promise<void>;
  close(): Promise<void>;
}

/** The headers and body of a call, as the server receives them. */
function requestOf(options: CallOptions): { headers: Record<string, string>; body?: string } {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.apiKey) headers['x-api-key'] = options.apiKey;
  if (options.raw !== undefined) {
    headers['content-type'] = options.contentType ?? 'text/plain';
    return { headers, body: options.raw };
  }
  if (options.body === undefined) return { headers };
  headers['content-type'] = 'application/json';
  return { headers, body: JSON.stringify(options.body) };
}

let dump: Promise<Blob> | undefined;

/** The migrated, seeded PGlite every test server starts from (made by the global setup). */
function pgliteDump(): Promise<Blob> {
  dump ??= readFile(inject('pgliteDump')).then((bytes) => new Blob([bytes]));
  return dump;
}

/**
 * Boots a real server on an ephemeral port over the shared test media and a fresh database:
 * a copy of the suite's migrated and seeded one (PGlite, or a PostgreSQL database of its own
 * made from the template, dropped at close). With `databaseUrl` in `overrides` it joins that
 * database as it is (another process of the same deployment, or a test's own PostgreSQL).
 */
export async function startTestServer(
  kind: DatabaseKind = 'pglite',
  overrides: Partial<ServerConfig> = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vs-test-server-'));
  const joins = overrides.databaseUrl !== undefined;
  const serverUrl = process.env.DATABASE_URL;
  if (kind === 'postgres' && !joins && !serverUrl)
    throw new Error('A PostgreSQL test server needs DATABASE_URL (scripts/with-postgres.sh).');
  const ownDatabase =
    kind === 'postgres' && !joins
      ? await copyPostgresTemplate(serverUrl!, inject('postgresTemplate'))
      : undefined;
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    ...(ownDatabase
      ? { databaseUrl: databaseUrl(serverUrl!, ownDatabase), databaseSchema: TEMPLATE_SCHEMA }
      : {}),
    mediaDir: inject('mediaDir'),
    cacheDir: path.join(dataDir, 'cache'),
    secret: randomBytes(32),
    accessTokenTtlSeconds: 900,
    refreshTokenTtlSeconds: 3600,
    mediaUrlTtlSeconds: 600,
    signInMaxAttempts: 1000,
    signInMaxPerAddress: 1000,
    // The tests' partner pages are on loopback ports of their own.
    cors: { partnerOrigins: [], loopback: true },
    signInWindowMs: 60_000,
    trustProxy: false,
    // Exports are proved at SPEC §9's encoding once (exports.test.ts); the rest need only an MP4.
    exportEncoding: DRAFT_MP4_ENCODING,
    // Ingests are proved on their ladder and stages; x264's quickest preset makes them.
    ingestPreset: 'ultrafast',
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...overrides,
  };
  const mail: Mail[] = [];
  const booted = await bootServer(config, {
    media: TEST_MEDIA,
    seed: TEST_SEED,
    progress: () => undefined,
    mailer: { send: async (m) => void mail.push(m) },
    ...(config.databaseUrl ? {} : { databaseDump: await pgliteDump() }),
  });
  const address = await booted.app.listen({ port: 0, host: '127.0.0.1' });

  async function call<T>(method: string, urlPath: string, options: CallOptions = {}) {
    const { headers, body } = requestOf(options);
    const response = await fetch(`${address}${urlPath}`, {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get('content-type') ?? '';
    const parsed =
      type.includes('json') && bytes.length ? JSON.parse(bytes.toString()) : bytes.toString();
    return { status: response.status, headers: response.headers, body: parsed as T, bytes };
  }

  async function injectCall<T>(method: string, urlPath: string, options: CallOptions = {}) {
    const { headers, body } = requestOf(options);
    const response = await booted.app.inject({
      method: method as 'GET',
      url: urlPath,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    const bytes = response.rawPayload;
    const type = String(response.headers['content-type'] ?? '');
    const parsed =
      type.includes('json') && bytes.length ? JSON.parse(bytes.toString()) : bytes.toString();
    return {
      status: response.statusCode,
      headers: new Headers(response.headers as Record<string, string>),
      body: parsed as T,
      bytes,
    };
  }

  async function signIn(email: string, tenantKey?: string): Promise<SessionTokens> {
    const result = await call<SessionTokens>('POST', '/identity/v2/iam/auth/signin', {
      body: {
        userName: email,
        password: PASSWORD,
        platform: 'LVS',
        ...(tenantKey ? { tenantId: tenantId(tenantKey) } : {}),
      },
    });
    if (result.status !== 200) {
      throw new Error(
        `sign-in of ${email} failed: ${result.status} ${JSON.stringify(result.body)}`,
      );
    }
    return result.body;
  }

  return {
    url: address,
    booted,
    mail,
    call,
    inject: injectCall,
    signIn,
    async addCricketClips(make) {
      const { token } = await signIn('admin.cricket@vidsearch.example');
      const found = await call<{ results: Array<{ assetId: string }> }>(
        'POST',
        '/middleware/search/search',
        {
          token,
          body: { pageSize: 1 },
        },
      );
      const put = await call('PUT', '/middleware/search/data', {
        token,
        body: { clips: make(found.body.results[0]!.assetId) },
      });
      if (put.status !== 200) throw new Error(`search/data answered ${put.status}`);
    },
    async close() {
      await booted.close();
      if (ownDatabase) await dropPostgresDatabase(serverUrl!, ownDatabase);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

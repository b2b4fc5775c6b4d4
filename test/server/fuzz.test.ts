import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset, Page } from '../../src/core/api/contract';
import { tenantByKey } from '../../src/tenants';
import { SeededRandom } from '../../server/seed/random';
import { tenantApiKeys } from '../../server/seed/seed';
import {
  databaseKinds,
  startTestServer,
  tenantId,
  type DatabaseKind,
  type TestServer,
} from './helpers';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const REQUESTS_PER_ROUTE = Number(process.env.FUZZ_REQUESTS ?? 160);

/**
 * The embedded database takes the full fuzz. PostgreSQL takes half as many, and other ones (the
 * next seed): the same server code over another driver, where a request the driver alone
 * mishandles shows up as well in fewer, and the run's two halves cover more requests between
 * them than the same ones twice.
 */
const fuzzOn = (kind: DatabaseKind) =>
  kind === 'pglite'
    ? { seed: SEED, requests: REQUESTS_PER_ROUTE }
    : { seed: SEED + 1, requests: Math.ceil(REQUESTS_PER_ROUTE / 2) };

type Operation = {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

const NASTY_STRINGS = [
  '',
  ' ',
  'a',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1e309',
  'NaN',
  '9'.repeat(40),
  '1.5',
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '%',
  '%00',
  '%ZZ',
  '..%2F..%2Fsecret.key',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '💥🏏',
  '\u0000',
  '\uFFFF',
  'x'.repeat(300),
  'x'.repeat(5000),
  '{"$gt":""}',
  '[]',
  '{}',
  '*',
  '?',
  '#',
  '&',
  '=',
  '\\',
  '/',
  'LVS',
  'ADMIN',
  '00000000-0000-0000-0000-000000000000',
  crypto.randomUUID(),
  '2026-13-45T99:99:99Z',
  '1:2:3',
  '99:99',
];

function randomString(r: SeededRandom, extra: readonly string[]): string {
  if (r.chance(0.3) && extra.length) return r.pick(extra);
  if (r.chance(0.6)) return r.pick(NASTY_STRINGS);
  return Array.from({ length: r.int(1, 40) }, () => String.fromCharCode(r.int(1, 0x2fff))).join('');
}

function randomValue(r: SeededRandom, depth: number, extra: readonly string[]): unknown {
  const roll = r.int(0, depth > 3 ? 4 : 7);
  switch (roll) {
    case 0:
      return null;
    case 1:
      return r.chance(0.5);
    case 2:
      return r.pick([0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 42]);
    case 3:
    case 4:
      return randomString(r, extra);
    case 5:
      return Array.from({ length: r.int(0, 4) }, () => randomValue(r, depth + 1, extra));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = r.int(0, 4); i > 0; i--)
        object[randomString(r, ['type', 'properties', '__proto__', 'constructor'])] = randomValue(
          r,
          depth + 1,
          extra,
        );
      return object;
    }
  }
}

/** A body for a route: its own field names with random values, or anything at all. */
function randomBody(
  r: SeededRandom,
  fields: string[],
  extra: readonly string[],
): { raw: string; contentType: string } | { body: unknown } | null {
  const roll = r.int(0, 9);
  if (roll === 0) return null;
  if (roll === 1)
    return {
      raw: r.pick(['{', '{"a":', 'nul', '[1,2', '\u0000', '<xml/>', '{"a":1}}']),
      contentType: 'application/json',
    };
  if (roll === 2)
    return {
      raw: randomString(r, extra),
      contentType: r.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data',
        'application/octet-stream',
      ]),
    };
  if (roll === 3) return { body: randomValue(r, 0, extra) };
  const object: Record<string, unknown> = {};
  for (const field of fields) if (r.chance(0.8)) object[field] = randomValue(r, 1, extra);
  if (r.chance(0.2)) object[randomString(r, [])] = randomValue(r, 2, extra);
  return { body: object };
}

describe.each(databaseKinds())('fuzzing every route on %s', (kind) => {
  const { seed, requests } = fuzzOn(kind);
  let server: TestServer;
  let extra: string[];
  let credentials: Array<{ token?: string; apiKey?: string; headers?: Record<string, string> }>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const viewer = await server.signIn('viewer@vidsearch.example');
    const admin = await server.signIn('admin.cricket@vidsearch.example');
    const racing = await server.signIn('editor.racing@vidsearch.example');
    const own = (
      await server.call<Page<Asset>>('GET', '/asset/v3/asset?size=3', { token: viewer.token })
    ).body.content;
    const theirs = (
      await server.call<Page<Asset>>('GET', '/asset/v3/asset?size=1', { token: racing.token })
    ).body.content;
    extra = [
      ...own.map((a) => a.id),
      ...theirs.map((a) => a.id),
      viewer.userId,
      racing.userId,
      tenantId('cricket'),
      tenantId('racing'),
      viewer.refreshToken,
      'viewer@vidsearch.example',
      'video.mp4',
      'hls/index.m3u8',
      'hls/seg_0000.ts',
      'image.jpg',
      'bytes=0-10',
      'bytes=-5',
      'bytes=10-1',
    ];
    credentials = [
      {},
      { token: viewer.token },
      { token: admin.token },
      { token: 'not.a.jwt' },
      { token: `${viewer.token.slice(0, -4)}AAAA` },
      { apiKey: tenantApiKeys(tenantByKey('cricket')!)[0]!.value },
      { apiKey: 'vs_live_unknown' },
      { headers: { authorization: 'Basic YTpi' } },
      { token: admin.token, headers: { range: 'bytes=5-2' } },
    ];
  });
  afterAll(() => server?.close());

  it(`answers ${requests} random requests per route without a 5xx (seed ${seed})`, async () => {
    const doc = (await server.call('GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    const r = new SeededRandom(seed);
    const failures: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const queryNames = (operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => p.name);
        const bodyFields = Object.keys(
          operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
        );
        for (let i = 0; i < requests; i++) {
          const url = path.replace(/\{([^}]+)\}/g, () =>
            encodeURIComponent(randomString(r, extra)),
          );
          const query = new URLSearchParams();
          for (const name of [...queryNames, ...(r.chance(0.2) ? [randomString(r, [])] : [])]) {
            if (r.chance(0.6)) query.append(name, randomString(r, extra));
            if (r.chance(0.1)) query.append(name, randomString(r, extra));
          }
          // As browsers, no body with GET.
          const body = method === 'get' ? null : randomBody(r, bodyFields, extra);
          const options = { ...r.pick(credentials), ...body };
          const target = `${url}${query.size ? `?${query}` : ''}`;
          const res = await server
            .inject(method.toUpperCase(), target, options)
            .catch((error: Error) => ({
              status: 599,
              body: error.message,
            }));
          sent += 1;
          if (res.status >= 500) {
            failures.push(
              `${method.toUpperCase()} ${target} ${JSON.stringify(body)?.slice(0, 200)} -> ${res.status}`,
            );
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(2000);
    expect(failures.slice(0, 20)).toEqual([]);
    // Still answering, and still correct.
    expect((await server.call('GET', '/health')).status).toBe(200);
    expect((await server.signIn('analyst@vidsearch.example')).token).toBeTruthy();
  }, 300_000);

  // The fuzz may have deleted or signed out anyone: these start from a sign-in of their own.
  it('refuses NUL characters anywhere, naming the field', async () => {
    const { token } = await server.signIn('analyst@vidsearch.example');
    const body = await server.call('POST', '/identity/v2/iam/auth/resetPassword', {
      body: { userName: 'a\u0000b' },
    });
    expect(body.status).toBe(400);
    expect(body.body).toMatchObject({ code: 'nul_character', field: 'body.userName' });
    const query = await server.call('GET', '/asset/v3/asset?text=%00', { token });
    expect(query.body).toMatchObject({ statusCode: 400, field: 'querystring.text' });
    const param = await server.call('GET', '/asset/v3/asset/a%00b', { token });
    expect(param.status).toBe(400);
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await server.call('POST', '/middleware/tape/event', {
      raw: JSON.stringify({ type: 'x', properties: { big: 'x'.repeat(2_000_000) } }),
      contentType: 'application/json',
    });
    expect(res.status).toBe(413);
  });
});

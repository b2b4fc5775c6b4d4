import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { families } from '../../src/tenants';
import { SeededRandom } from '../../server/seed/random';
import { startTestServer, type TestServer } from './helpers';

const SEED = Number(process.env.FUZZ_SEED ?? 7);
const COUNT = Number(process.env.SEARCH_FUZZ_COUNT ?? 10_000);

const FIELDS = [
  ...families.cricket.clipCategories.map((c) => c.name),
  'payload.category',
  'payload.value',
  'assetId',
  'id',
  'duration',
  'INTERSTITIAL',
  'umpire',
  'Batter',
  '',
  'a.b.c',
  '__proto__',
  'constructor',
];
const VALUES = [
  'Kohli',
  'Arjun Kohli',
  'Kohl*',
  '*ohli',
  'K?hli',
  '*',
  '?',
  '4',
  '-1',
  '1e999',
  '2026-10-01',
  '2026-13-45',
  'Pull',
  'Cover drive',
  '💥',
  'ß',
  "'",
  '\\',
  '\\"',
  'é',
  'NaN',
  'null',
  '',
  '  ',
  'x'.repeat(200),
];
const OPERATORS = ['AND', 'OR', 'NOT', '-', '&&', '||', '!', 'and', 'or', '+', '~', '^2'];

/** A random expression: mostly well-formed pieces, sometimes broken on purpose. */
function expression(r: SeededRandom, depth = 0): string {
  const roll = r.int(0, depth > 3 ? 5 : 11);
  const value = () => {
    const v = r.pick(VALUES);
    return r.chance(0.3) || v.includes(' ') ? `"${v.replace(/"/g, '')}"` : v;
  };
  switch (roll) {
    case 0:
      return value();
    case 1:
    case 2:
      return `${r.pick(FIELDS)}:${value()}`;
    case 3:
      return `${r.pick(FIELDS)}:${r.pick([':', '>', '>=', '<', '<=', '='])}${value()}`;
    case 4:
      return `${r.pick(FIELDS)}:[${r.int(-5, 10)} TO ${r.pick([r.int(-5, 10), '*', 'x'])}]`;
    case 5:
      return Array.from({ length: r.int(1, 12) }, () => String.fromCharCode(r.int(32, 126))).join(
        '',
      );
    case 6:
      return `(${expression(r, depth + 1)})`;
    case 7:
      return `NOT ${expression(r, depth + 1)}`;
    case 8:
      return `${expression(r, depth + 1)} ${r.pick(OPERATORS)} ${expression(r, depth + 1)}`;
    case 9:
      return `${expression(r, depth + 1)} ${expression(r, depth + 1)}`;
    case 10:
      return (
        r.pick(['(', ')', '"', 'AND', ':', '[', ']', '{', '}', '/re/', '(((', 'a:(b OR c)']) +
        expression(r, depth + 1)
      );
    default:
      return `${expression(r, depth + 1)}${r.pick(['(', ')', '"', ' AND', ' OR', ':', '*', ''])}`;
  }
}

function body(r: SeededRandom): Record<string, unknown> {
  const out: Record<string, unknown> = { query: expression(r) };
  if (r.chance(0.3)) out.facetBy = r.sample(FIELDS, r.int(0, 4));
  if (r.chance(0.2)) out.facetMode = r.pick(['AND', 'OR', 'XOR']);
  if (r.chance(0.3))
    out.filters = Array.from({ length: r.int(0, 3) }, () => ({
      category: r.pick(FIELDS),
      ...(r.chance(0.6) ? { values: r.sample(VALUES, r.int(0, 3)) } : {}),
      ...(r.chance(0.3) ? { from: r.pick(['2026-01-01', 3, 'x', -1]) } : {}),
      ...(r.chance(0.3) ? { to: r.pick(['2026-12-31', 6, '', 1e9]) } : {}),
    }));
  if (r.chance(0.2)) out.page = r.pick([0, 1, 2, 999, -1, 1.5, 10_001]);
  if (r.chance(0.2)) out.pageSize = r.pick([0, 1, 30, 200, 201]);
  if (r.chance(0.1)) out.sortBy = r.pick(['newest', 'oldest', 'random']);
  if (r.chance(0.1)) out.searchFields = r.sample(FIELDS, r.int(0, 3));
  if (r.chance(0.1)) out.fields = r.sample(['id', 'payload', 'score', 'nope'], r.int(0, 3));
  if (r.chance(0.05)) out.similarTo = r.pick(['nope', '']);
  if (r.chance(0.05)) out.legacy = r.pick([true, false, 'yes']);
  return out;
}

describe('search expression fuzz', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    token = (await server.signIn('viewer@vidsearch.example')).token;
  });
  afterAll(() => server?.close());

  it(`answers ${COUNT} random expressions and bodies with results or a 400 (seed ${SEED})`, async () => {
    const r = new SeededRandom(SEED);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const withPosition = { yes: 0, no: 0 };
    for (let i = 0; i < COUNT; i++) {
      const roll = r.int(0, 9);
      let res;
      let sent: unknown;
      if (roll < 7) {
        sent = body(r);
        res = await server.inject('POST', '/middleware/search/search', { token, body: sent });
      } else if (roll < 8) {
        sent = { q: expression(r), addHighlights: r.chance(0.5) };
        res = await server.inject('POST', '/asset/v3/search/simple', { token, body: sent });
      } else if (roll < 9) {
        sent = { facet: r.pick(FIELDS), query: expression(r), valueQuery: r.pick(VALUES) };
        res = await server.inject('POST', '/middleware/search/search/facets', {
          token,
          body: sent,
        });
      } else {
        sent = expression(r);
        res = await server.inject(
          'GET',
          `/middleware/search/search/autocomplete?query=${encodeURIComponent(String(sent).slice(0, 200))}`,
          { token },
        );
      }
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      // A missing clip to compare with is a 404, and only that.
      const missingClip =
        res.status === 404 && (sent as { similarTo?: string }).similarTo !== undefined;
      if (res.status !== 200 && res.status !== 400 && !missingClip)
        failures.push(`${res.status} ${JSON.stringify(sent).slice(0, 300)}`);
      if (res.status === 400 && res.body.code === 'query_syntax') {
        withPosition[typeof res.body.position === 'number' ? 'yes' : 'no'] += 1;
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    // Both outcomes are exercised, and every syntax error says where.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(COUNT / 10);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(COUNT / 10);
    expect(withPosition.no).toBe(0);
    expect((await server.call('GET', '/health')).status).toBe(200);
    const still = await server.call('POST', '/middleware/search/search', {
      token,
      body: { query: 'kohli' },
    });
    expect(still.status).toBe(200);
  }, 300_000);
});

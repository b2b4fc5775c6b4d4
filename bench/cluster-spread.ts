/**
 * bench:cluster's figures of tenants spread over processes: the tenants a corpus is written to,
 * what each process holds (its /metrics), and searches over all those tenants at a fixed rate.
 */
import autocannon, { type RawRequest } from 'autocannon';

/** The process that answered a search, named back to the proxy. */
const SEARCH_PROCESS = 'x-vs-search-process';
import { familyConfigs, tenantByKey, type TenantIdentity } from '../src/tenants';

/** Tenants whose corpus is shaped like real archives (Cricsheet, StatsBomb), in this order. */
const ARCHIVE_TENANTS = ['cricket', 'soccer', 'cricket-test', 'football-league'];

export function corpusTenants(count: number, first: TenantIdentity): TenantIdentity[] {
  const keys = [first.key, ...ARCHIVE_TENANTS.filter((k) => k !== first.key)];
  if (count < 1 || count > keys.length)
    throw new Error(`--tenants takes 1 to ${keys.length}: ${keys.join(', ')}`);
  return keys.slice(0, count).map((key) => tenantByKey(key)!);
}

/** What a process holds: clips in its tenants' indexes, and its memory. */
export interface Held {
  server: string;
  tenants: number;
  clips: number;
  rssMb: number;
  /** Searches it passed to the process holding their tenant, since it started. */
  passedOn: number;
  /** Whether it holds the indexes of just the tenants assigned to it (a cluster's assignment). */
  holdsItsOwn: boolean;
}

export async function heldByProcess(servers: readonly string[], token: string): Promise<Held[]> {
  return Promise.all(
    servers.map(async (server) => {
      const response = await fetch(`${server}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status !== 200) throw new Error(`${server}/metrics answered ${response.status}`);
      const lines = (await response.text()).split('\n');
      const held = lines.filter((l) => l.startsWith('vs_search_index_clips{'));
      const passed = lines.filter((l) => l.startsWith('vs_search_passed_on_total'));
      const tenantsOf = (metric: string) =>
        lines
          .filter((l) => l.startsWith(`${metric}{`))
          .map((l) => /tenant="([^"]*)"/.exec(l)?.[1] ?? '')
          .sort((a, b) => a.localeCompare(b))
          .join(' ');
      const assigned = lines.some((l) => l.startsWith('vs_search_index_assigned{'));
      const rss = lines.find((l) => l.startsWith('vs_process_resident_bytes'));
      return {
        server,
        tenants: held.length,
        clips: held.reduce((sum, l) => sum + Number(l.split(' ').pop()), 0),
        rssMb: Number(rss?.split(' ').pop() ?? 0) / 1024 / 1024,
        passedOn: passed.reduce((sum, l) => sum + Number(l.split(' ').pop()), 0),
        holdsItsOwn:
          !assigned || tenantsOf('vs_search_index_assigned') === tenantsOf('vs_search_index_clips'),
      };
    }),
  );
}

/** The five first filter categories of a tenant: what its searches count. */
function facetsOf(tenant: TenantIdentity): string[] {
  const { fields, hiddenCategories } = familyConfigs[tenant.family].ui;
  return [...fields.primary, ...fields.secondary]
    .filter((f) => f.type !== 'dateRange' && !hiddenCategories.includes(f.category))
    .map((f) => f.category)
    .slice(0, 5);
}

/**
 * Searches of every corpus tenant in turn (each with its tenant's five facets, a page of 30 of
 * one of five pages), at `rate` a second for `seconds` through the proxy: the same load
 * whatever the number of processes. Each tenant's client names the process that answered its
 * last search, as the app's client does, so that the proxy sends the next straight there.
 */
export async function spreadLoad(
  url: string,
  sessions: ReadonlyArray<{ tenant: TenantIdentity; token: string }>,
  rate: number,
  seconds: number,
) {
  let n = 0;
  const named = new Map<number, string>();
  const requests = [
    {
      method: 'POST' as const,
      path: '/middleware/search/search',
      setupRequest: (request: RawRequest, context: Record<string, unknown>) => {
        const session = n % sessions.length;
        const { tenant, token } = sessions[session]!;
        const page = 1 + (Math.floor(n / sessions.length) % 5);
        n += 1;
        context.session = session;
        const process = named.get(session);
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            ...(process ? { [SEARCH_PROCESS]: process } : {}),
          },
          body: JSON.stringify({ query: '*', facetBy: facetsOf(tenant), page, pageSize: 30 }),
        };
      },
      onResponse: (
        _status: number,
        _body: string,
        context: Record<string, unknown>,
        headers: Record<string, string> = {},
      ) => {
        const served = Object.entries(headers).find(([k]) => k.toLowerCase() === SEARCH_PROCESS);
        if (served) named.set(context.session as number, served[1]);
      },
    },
  ];
  const result = await autocannon({
    url,
    connections: 8,
    overallRate: rate,
    duration: seconds,
    timeout: 10,
    requests,
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    perSecond: Math.round(result.requests.average),
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result['2xx'] + result.non2xx,
  };
}

/**
 * What each process holds once the assignment has settled: each holding just the tenants assigned
 * on it (a tenant whose corpus was just written may be moving to a process with room for it,
 * which builds it before the other lets it go), the same two reads 2 s apart.
 */
export async function settledHolding(servers: readonly string[], token: string): Promise<Held[]> {
  const shape = (held: Held[]) => held.map((h) => `${h.tenants}:${h.clips}`).join(' ');
  let last = await heldByProcess(servers, token);
  for (let i = 0; i < 90; i++) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const now = await heldByProcess(servers, token);
    if (shape(now) === shape(last) && now.every((h) => h.holdsItsOwn)) return now;
    last = now;
  }
  throw new Error('what the processes hold did not settle in 3 minutes');
}

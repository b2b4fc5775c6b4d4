import type { Asset, MatchDataFeedResponse, Page } from '../src/core/api/contract';
import { familyOf, type TenantIdentity } from '../src/tenants';
import { tenantApiKeys } from '../server/seed/seed';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface FeedFigures {
  events: number;
  /** From sending an event through the proxy to its clip found by search on every process. */
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/**
 * A live feed on the cluster: events sent one at a time through the proxy with the tenant's
 * service key (each lands on one process), each then searched for on every process directly
 * until all of them find it. Issue 35's goal: p95 ≤ 2 s.
 */
export async function feedThroughProxy(
  proxy: string,
  servers: readonly string[],
  tenant: TenantIdentity,
  token: string,
  events: number,
): Promise<FeedFigures> {
  const key = tenantApiKeys(tenant).find((k) => !k.free)!.value;
  const list = await fetch(`${proxy}/asset/v3/asset?size=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const video = ((await list.json()) as Page<Asset>).content.find(
    (a) => a.kind === 'video' && a.status === 'ready' && a.duration > 2,
  )!;
  const category = familyOf(tenant).clipCategories.find((c) => !c.valueType)!.name;
  const run = Date.now().toString(36);
  const times: number[] = [];
  for (let i = 0; i < events; i++) {
    const value = `Feed ${run} ${i}`;
    const t0 = performance.now();
    const sent = await fetch(`${proxy}/asset/v3/asset/${video.id}/match-data/feed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({
        matchId: `bench-${run}`,
        format: 'events',
        events: [{ id: `e${i}`, at: 1, values: { [category]: value } }],
      }),
    });
    const answer = (await sent.json()) as MatchDataFeedResponse;
    if (sent.status !== 200 || answer.clips !== 1)
      throw new Error(`the feed answered ${sent.status}: ${JSON.stringify(answer)}`);
    await Promise.all(
      servers.map(async (base) => {
        for (;;) {
          const found = await fetch(`${base}/middleware/search/search`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ query: `${category}:"${value}"`, pageSize: 1 }),
          });
          if (((await found.json()) as { total: number }).total === 1) return;
          if (performance.now() - t0 > 30_000) throw new Error(`${base} never found ${value}`);
          await sleep(20);
        }
      }),
    );
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  return { events, p50Ms: pct(50), p95Ms: pct(95), maxMs: times.at(-1)! };
}

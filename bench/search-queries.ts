import type { RequestOptions } from 'autocannon';
import { SeededRandom } from '../server/seed/random';

export type SearchBody = Record<string, unknown>;

/** Values of a facet, most used first: where a mix draws its names from. */
export type FacetSample = (facet: string) => Promise<string[]>;

/**
 * A mix of searches like people's, with values drawn from the corpus itself: free words, fields,
 * wildcards, AND/OR/NOT, 5 facets (half in OR mode), a third with a filter, newest or oldest,
 * pages 1 to 5. The same seed gives the same searches.
 */
export async function searchMix(url: string, token: string, seed = 42): Promise<() => SearchBody> {
  return searchMixOf(async (facet) => {
    const res = await fetch(`${url}/middleware/search/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ pageSize: 1, facetBy: [facet], facetSize: 40 }),
    });
    if (!res.ok) throw new Error(`sampling ${facet} answered ${res.status}`);
    return ((await res.json()) as { facets: Record<string, Array<{ value: string }>> }).facets[
      facet
    ]!.map((v) => v.value);
  }, seed);
}

/** The cricket tenant's five busiest facets, which every search of the mix asks for. */
export const FIVE_FACETS = ['batter', 'bowler', 'shot', 'runs', 'wicket'] as const;

/** The same mix, its names drawn by `sample` (the 40 most used values of a facet). */
export async function searchMixOf(sample: FacetSample, seed = 42): Promise<() => SearchBody> {
  const batters = await sample('batter');
  const bowlers = await sample('bowler');
  const shots = await sample('shot');
  const r = new SeededRandom(seed);
  const surname = (name: string) => name.split(' ').pop()!;
  return () => {
    const query = r.pick([
      () => '*',
      () => surname(r.pick(batters)),
      () => `batter:"${r.pick(batters)}"`,
      () => `bowler:"${r.pick(bowlers)}" AND runs:>=4`,
      () => `${surname(r.pick(batters)).slice(0, 3)}*`,
      () => `shot:"${r.pick(shots)}" OR wicket:*`,
      () => `payload.category:batter AND payload.value:${surname(r.pick(batters))} NOT runs:0`,
      () => `${surname(r.pick(batters))} ${surname(r.pick(bowlers))}`,
    ])();
    return {
      query,
      facetBy: [...FIVE_FACETS],
      facetMode: r.chance(0.5) ? 'OR' : 'AND',
      sortBy: r.chance(0.5) ? 'newest' : 'oldest',
      page: r.int(1, 5),
      pageSize: 30,
      ...(r.chance(0.3) ? { filters: [{ category: 'shot', values: [r.pick(shots)] }] } : {}),
    };
  };
}

/** autocannon's request for POST search/search, each with the next body of the mix. */
export function searchRequests(
  token: string,
  next: () => SearchBody,
  onResponse?: RequestOptions['onResponse'],
): RequestOptions[] {
  return [
    {
      method: 'POST',
      path: '/middleware/search/search',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      setupRequest: (request) => ({ ...request, body: JSON.stringify(next()) }),
      ...(onResponse ? { onResponse } : {}),
    },
  ];
}

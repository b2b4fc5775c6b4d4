import type { SearchHit, SearchResponse, Suggestion } from '../src/core/api/contract';

/** Made-up clips for the catalogue, in the cricket tenant's categories. */
const PLAYERS = ['Arjun Kohli', 'Zoe Okafor', 'Ravi Eriksen', 'Noah Jabari', 'Keira Achebe'];
const BOWLERS = ['Maya Brennan', 'Caleb Moreau', 'Ruby Petrov', 'Isaac Quinn'];

const item = (category: string, value: string, i: number) => ({
  id: `${category}-${i}`,
  category,
  value,
  startTime: 0,
  endTime: 0,
  indexerType: 'MANUAL' as const,
  additionalProperties: {},
});

export const FIXTURE_HITS: SearchHit[] = Array.from({ length: 30 }, (_, i) => ({
  id: `story-clip-${i}`,
  assetId: `story-asset-${i % 3}`,
  assetTitle: `Desert Dingoes v Southern Stars, Test ${1 + (i % 3)}`,
  matchDate: `2026-01-${String(1 + (i % 28)).padStart(2, '0')}`,
  offset: i * 7,
  duration: 6 + (i % 5),
  startTime: '2026-01-01T10:00:00.000Z',
  endTime: '2026-01-01T10:00:06.000Z',
  payload: [
    item('match', `Desert Dingoes v Southern Stars, Test ${1 + (i % 3)}`, i),
    item('batter', PLAYERS[i % PLAYERS.length]!, i),
    item('bowler', BOWLERS[i % BOWLERS.length]!, i),
    item('runs', String(i % 7), i),
    item('match_date', `2026-01-${String(1 + (i % 28)).padStart(2, '0')}`, i),
  ],
}));

const count = (values: string[]) =>
  [...new Set(values)].map((value) => ({ value, count: values.filter((v) => v === value).length }));

/** A page of the fixture search: the same 30 clips, under ids of their page after the first. */
export function fixtureResponse(total: number, page = 1): SearchResponse {
  const hits = !total
    ? []
    : page === 1
      ? FIXTURE_HITS
      : FIXTURE_HITS.slice(0, Math.max(0, total - (page - 1) * 30)).map((h) => ({
          ...h,
          id: `${h.id}-p${page}`,
        }));
  return {
    results: hits,
    total,
    page,
    pageSize: 30,
    tookMs: 3,
    facets: total
      ? {
          batter: count(hits.map((h) => h.payload[1]!.value)),
          bowler: count(hits.map((h) => h.payload[2]!.value)),
          runs: count(hits.map((h) => h.payload[3]!.value)),
        }
      : {},
  };
}

export const FIXTURE_SUGGESTIONS: Suggestion[] = [
  { category: 'batter', value: 'Arjun Kohli', count: 38 },
  { category: 'bowler', value: 'Jonah Kohli', count: 4 },
];

/** A frame for every thumbnail: a small grey picture, made here, never fetched. */
export const FIXTURE_FRAME = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#3a4a5a"/><text x="160" y="98" font-size="22" text-anchor="middle" fill="#fff" font-family="sans-serif">frame</text></svg>`;

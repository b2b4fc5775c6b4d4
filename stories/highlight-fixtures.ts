import type {
  HighlightClip,
  HighlightGroupValue,
  HighlightPackageDetail,
  HighlightPackageRow,
} from '../src/core/api/contract';
import { asset } from './collection-fixtures';
import { FIXTURE_HITS } from './search-fixtures';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
const GAME = 'Desert Dingoes v Southern Stars, Test 1 at the Kingsmead Oval, day four';

function row(overrides: Partial<HighlightPackageRow>): HighlightPackageRow {
  return {
    id: 'story-package-ready',
    packageName: 'Boundaries',
    rule: 'Boundaries',
    assetId: 'story-game',
    game: GAME,
    season: '2026',
    sortMode: 'startTime',
    status: 'ready',
    statusName: 'Ready',
    reason: null,
    clipCount: 6,
    found: 9,
    isNew: true,
    live: false,
    createdAt: hoursAgo(1),
    builtAt: hoursAgo(1),
    ...overrides,
  };
}

/** One package in each state the list shows. */
export const FIXTURE_PACKAGES: HighlightPackageRow[] = [
  row({}),
  row({ id: 'story-package-opened', packageName: 'Wickets', isNew: false, clipCount: 3 }),
  row({
    id: 'story-package-building',
    packageName: 'Appeals',
    status: 'building',
    statusName: 'Building',
    clipCount: 0,
    builtAt: null,
  }),
  row({
    id: 'story-package-failed',
    packageName: 'Every boundary of the series by the visiting openers, in order',
    rule: 'reel',
    assetId: null,
    game: null,
    status: 'failed',
    statusName: 'Failed',
    reason: 'The highlight rule “reel” is wrong: its search no longer reads.',
    clipCount: 0,
  }),
];

export const FIXTURE_PACKAGE: HighlightPackageDetail = {
  ...FIXTURE_PACKAGES[0]!,
  isNew: false,
  query: 'assetId:"story-game" AND (runs:4 OR runs:6)',
  reel: null,
  version: 1,
};

export const FIXTURE_PACKAGE_CLIPS: HighlightClip[] = FIXTURE_HITS.slice(0, 6).map((hit, i) => ({
  ...hit,
  id: `${hit.id}/0/${i}`,
  excluded: i === 2,
  lead: i === 0 ? 2 : 0,
  lag: 0,
  isNew: false,
}));

export const FIXTURE_GROUPS: Record<string, HighlightGroupValue[]> = {
  actions: [
    { value: 'Four', code: 'B4', count: 4 },
    { value: 'Six', code: 'B6', count: 2 },
  ],
  batter: [
    { value: 'Virat Kohli', count: 3 },
    { value: 'Steve Smith', count: 3 },
  ],
  bowler: [{ value: 'Pat Cummins', count: 6 }],
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The highlights calls (and the game picker's asset list) from fixtures; null otherwise. */
export function highlightCall(url: URL, init: RequestInit | undefined, empty: boolean) {
  const path = url.pathname;
  if (path.endsWith('/v3/asset'))
    return json({
      content: [{ ...asset('story-game'), title: GAME }],
      page: 0,
      size: 100,
      totalElements: 1,
      totalPages: 1,
    });
  if (!path.includes('/highlights/v1/highlights')) return null;
  if (path.endsWith('/v1/highlights')) {
    const rows = empty ? [] : FIXTURE_PACKAGES;
    return json(rows, 200, { 'X-Total-Count': String(rows.length) });
  }
  if (path.endsWith('/build') && init?.method === 'POST')
    return json({ assetId: 'story-game', packages: FIXTURE_PACKAGES.slice(0, 2) }, 202);
  if (path.endsWith('/lists'))
    return json(FIXTURE_GROUPS[url.searchParams.get('name') ?? ''] ?? []);
  if (path.endsWith('/clips')) {
    const grouped = [...url.searchParams.keys()].some((k) => k !== 'limit' && k !== 'offset');
    const clips = grouped ? FIXTURE_PACKAGE_CLIPS.slice(0, 3) : FIXTURE_PACKAGE_CLIPS;
    return json({ clips, count: clips.length });
  }
  if (path.endsWith('/review') && init?.method === 'PUT')
    return json({ ...FIXTURE_PACKAGE, version: FIXTURE_PACKAGE.version + 1 });
  if (/\/v1\/highlights\/[^/]+$/.test(path)) return json(FIXTURE_PACKAGE);
  return null;
}

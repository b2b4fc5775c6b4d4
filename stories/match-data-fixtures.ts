import type {
  MatchDataImportList,
  MatchDataPreview,
  MatchDataPreviewClip,
} from '../src/core/api/contract';
import type { CricsheetFile } from '../src/core/domain/match-files/cricsheet';

/** A short Cricsheet file of a made-up match: two overs an innings, a six and a wicket. */
function cricsheetMatch(): CricsheetFile {
  const ball = (batter: string, bowler: string, runs: number, out = false) => ({
    batter,
    bowler,
    non_striker: 'Partner',
    runs: { batter: runs, extras: 0, total: runs },
    ...(out ? { wickets: [{ player_out: batter, kind: 'caught' }] } : {}),
  });
  const over = (over: number, batter: string, bowler: string) => ({
    over,
    deliveries: [
      ball(batter, bowler, 1),
      ball(batter, bowler, 6),
      ball(batter, bowler, 0),
      ball(batter, bowler, 4),
      ball(batter, bowler, 0, over === 1),
      ball(batter, bowler, 2),
    ],
  });
  return {
    meta: { data_version: '1.1.0' },
    info: {
      dates: ['2026-06-02'],
      event: { name: 'Summer Cup', stage: 'Final' },
      match_type: 'T20',
      teams: ['Southern Stars', 'Coastal Kings'],
    },
    innings: [
      {
        team: 'Southern Stars',
        overs: [over(0, 'A Opener', 'K Quick'), over(1, 'A Opener', 'L Spin')],
      },
      {
        team: 'Coastal Kings',
        overs: [over(0, 'B Opener', 'M Seam'), over(1, 'B Opener', 'N Leg')],
      },
    ],
  };
}

/** The file as a person would choose it. */
export const CRICSHEET_FILE = {
  name: 'summer-cup-final.json',
  text: JSON.stringify(cricsheetMatch()),
};

/** The library's answer: the formats it takes, no import yet. */
export const IMPORT_LIST: MatchDataImportList = {
  formats: ['cricsheet', 'statsbomb', 'csv'],
  csvMapping: null,
  imports: [],
};

const clip = (n: number, summary: string, kind: string, at: number): MatchDataPreviewClip => ({
  id: `preview-${n}`,
  kind,
  summary,
  at,
  offset: at - 6,
  duration: 14,
  placedBy: 'sync point 0.1',
});

/** What the import would write: the first innings placed, the second waiting for its time. */
export const PREVIEW: MatchDataPreview = {
  format: 'cricsheet',
  match: 'Southern Stars v Coastal Kings',
  date: '2026-06-02',
  events: 24,
  clips: 12,
  byKind: { boundary: 4, wicket: 1, ball: 7 },
  first: [
    clip(1, '0.1 K Quick to A Opener: 1 run', 'ball', 30),
    clip(2, '0.2 K Quick to A Opener: SIX', 'boundary', 62),
    clip(3, '0.4 K Quick to A Opener: FOUR', 'boundary', 118),
    clip(4, '1.5 L Spin to A Opener: A Opener caught', 'wicket', 505),
  ],
  skipped: Array.from({ length: 12 }, (_, i) => ({
    summary: `${Math.floor(i / 6)}.${(i % 6) + 1} Coastal Kings innings`,
    reason: 'give the video time of innings 2’s first ball',
  })),
  warnings: [],
  replaces: 0,
  removes: 0,
  kept: [],
  liveClips: { replaced: 0, kept: 0 },
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** An asset's match data: its imports, and a preview; null for any other call. */
export function matchDataCall(url: URL, init: RequestInit | undefined): Response | null {
  if (!/\/v3\/asset\/[^/]+\/match-data(\/preview)?$/.test(url.pathname)) return null;
  if (url.pathname.endsWith('/preview')) return json(PREVIEW);
  if ((init?.method ?? 'GET') === 'GET') return json(IMPORT_LIST);
  return null;
}

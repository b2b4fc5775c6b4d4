import type { HighlightPackage, HighlightsSettings } from './types';

const scoped = (
  label: string,
  query: string,
  sortMode: HighlightPackage['sortMode'] = 'startTime ascending',
): HighlightPackage => ({
  label,
  sortMode,
  query: `assetId:{assetId} AND (${query})`,
});

/** Cricket: grouped by action, batter or bowler (SPEC §3). */
export const CRICKET_HIGHLIGHTS: HighlightsSettings = {
  packages: [
    scoped('Boundaries', 'runs:4 OR runs:6'),
    scoped('Wickets', 'wicket:*'),
    scoped('Appeals', 'appeal:*'),
  ],
  groupBy: ['actions', 'batter', 'bowler'],
  actionCodes: { Four: 'B4', Six: 'B6', Wicket: 'WKT', Appeal: 'APL', 'No ball': 'NB', Wide: 'WD' },
  actionQueries: {
    Four: 'runs:4',
    Six: 'runs:6',
    Wicket: 'wicket:*',
    Appeal: 'appeal:*',
    'No ball': 'ball_attributes:"No ball"',
    Wide: 'ball_attributes:Wide',
  },
  columns: ['packageName', 'clipCount', 'statusName', 'isNew', 'id', 'season'],
  moment: { label: 'Over', categories: ['over', 'ball'] },
};

const SCORING = 'points:>=1 OR action:Dunk OR action:Block';

/**
 * Basketball summaries (SPEC §9): the deciding period is the 2nd for men's competitions
 * (halves) and the 4th for women's (quarters), plus overtime and the last 2 minutes.
 */
export function basketballHighlights(decidingPeriod: 2 | 4): HighlightsSettings {
  const overtime = `period:>${decidingPeriod}`;
  // Clock values are m:ss with single-digit minutes: 0* and 1* are the last two minutes.
  const lastTwoMinutes = `(period:${decidingPeriod} AND (game_clock:0* OR game_clock:1*))`;
  return {
    packages: [
      scoped(
        'Game summary (short)',
        `(${SCORING}) AND (${lastTwoMinutes} OR ${overtime} OR points:3)`,
      ),
      scoped('Game summary (long)', SCORING),
      scoped('Home team highlights', `home_away:Home AND (${SCORING})`),
      scoped('Away team highlights', `home_away:Away AND (${SCORING})`),
    ],
  };
}

/** A soccer rule as SPEC §7's JSON filter. */
const soccerFilter = (label: string, action: string[], team?: '{home}' | '{away}') =>
  ({
    label,
    sortMode: 'startTime ascending',
    filter: { assetid: '{assetId}', action, ...(team ? { team } : {}) },
  }) satisfies HighlightPackage;

const SOCCER_ACTIONS = ['Goal', 'Save', 'Shot', 'Red card'];

/** Soccer's rules are JSON filters (SPEC §7), bar one written as an expression. */
export const SOCCER_HIGHLIGHTS: HighlightsSettings = {
  packages: [
    soccerFilter('Game summary (short)', ['Goal']),
    soccerFilter('Game summary (long)', SOCCER_ACTIONS),
    soccerFilter('Home team highlights', SOCCER_ACTIONS, '{home}'),
    soccerFilter('Away team highlights', SOCCER_ACTIONS, '{away}'),
    scoped('Second half', 'half:2 AND (action:Goal OR action:Save)'),
  ],
};

/** Distance bands of SPEC §9 football packages. */
export const DISTANCE_BANDS: Array<[string, string]> = [
  ['11-20', '[11 TO 20]'],
  ['21-30', '[21 TO 30]'],
  ['31-40', '[31 TO 40]'],
  ['41-50', '[41 TO 50]'],
  ['over 50', '>50'],
];

export function footballHighlights(scoring: string, distanced: string): HighlightsSettings {
  return {
    packages: [
      scoped('Game highlights', scoring),
      ...DISTANCE_BANDS.map(([label, range]) =>
        scoped(`Extended highlights: ${label} yards`, `(${distanced}) AND distance:${range}`),
      ),
      scoped('All scores', scoring, 'startTime ascending'),
    ],
  };
}

import {
  checkEventCount,
  MatchDataError,
  type EventValue,
  type MatchData,
  type MatchEvent,
  type SkippedEvent,
} from './events';

/** The parts of Cricsheet's JSON (https://cricsheet.org/format/json/) the import reads. */
export interface CricsheetDelivery {
  batter: string;
  bowler: string;
  non_striker: string;
  runs: { batter: number; extras: number; total: number; non_boundary?: boolean };
  extras?: Partial<Record<'wides' | 'noballs' | 'byes' | 'legbyes' | 'penalty', number>>;
  wickets?: Array<{ player_out: string; kind: string; fielders?: Array<{ name?: string }> }>;
}

export interface CricsheetFile {
  meta?: { data_version?: string };
  info: {
    dates?: string[];
    event?: { name?: string; stage?: string; match_number?: number };
    match_type?: string;
    season?: string | number;
    teams?: string[];
    players?: Record<string, string[]>;
    balls_per_over?: number;
  };
  innings: Array<{
    team: string;
    overs?: Array<{ over: number; deliveries: CricsheetDelivery[] }>;
    super_over?: boolean;
  }>;
}

const EXTRAS_WORDS: Record<string, string> = {
  wides: 'Wide',
  noballs: 'No ball',
  byes: 'Bye',
  legbyes: 'Leg bye',
  penalty: 'Penalty',
};

/** Cricsheet's kinds of dismissal in the tenant's words ("caught" → "Caught", "lbw" → "LBW"). */
function wicketWords(kind: string): string {
  if (kind === 'lbw') return 'LBW';
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

const isText = (value: unknown) => typeof value === 'string' && value.length > 0;

/** Whether a delivery is as Cricsheet writes one: who bowled to whom, and its runs. */
function isDelivery(value: unknown): value is CricsheetDelivery {
  const d = value as Partial<CricsheetDelivery> | null;
  return (
    typeof d === 'object' &&
    d !== null &&
    isText(d.batter) &&
    isText(d.bowler) &&
    isText(d.non_striker) &&
    typeof d.runs?.batter === 'number' &&
    typeof d.runs.extras === 'number' &&
    (d.extras === undefined || (typeof d.extras === 'object' && d.extras !== null)) &&
    (d.wickets === undefined ||
      (Array.isArray(d.wickets) &&
        d.wickets.every((w) => isText(w?.player_out) && isText(w?.kind))))
  );
}

/** The first part of the innings that is not as Cricsheet writes it, in words; null if none. */
function faultIn(innings: CricsheetFile['innings'][number], number: number): string | null {
  if (typeof innings !== 'object' || innings === null || !isText(innings.team))
    return `Innings ${number} names no batting team.`;
  if (innings.overs === undefined) return null;
  if (!Array.isArray(innings.overs)) return `Innings ${number} has no list of overs.`;
  for (const over of innings.overs) {
    if (!Number.isInteger(over?.over) || !Array.isArray(over.deliveries))
      return `An over of innings ${number} has no number or no deliveries.`;
    const bad = over.deliveries.findIndex((d) => !isDelivery(d));
    if (bad >= 0)
      return `Delivery ${bad + 1} of over ${over.over} of innings ${number} is not as Cricsheet writes one.`;
  }
  return null;
}

/** The file's players by team, keeping only lists of names. */
function playersOf(players: unknown): Record<string, string[]> {
  if (typeof players !== 'object' || players === null) return {};
  return Object.fromEntries(
    Object.entries(players).map(([team, names]) => [
      team,
      Array.isArray(names) ? names.filter(isText) : [],
    ]),
  );
}

/** Whether a parsed JSON document is a Cricsheet match. */
export function isCricsheet(document: unknown): document is CricsheetFile {
  const file = document as Partial<CricsheetFile> | null;
  return (
    typeof file === 'object' &&
    file !== null &&
    typeof file.info === 'object' &&
    Array.isArray(file.innings) &&
    Array.isArray(file.info?.teams)
  );
}

/**
 * Reads a Cricsheet match (JSON 1.0 or 1.1): every delivery is an event in the cricket
 * tenants' categories, placed by its order (`clock.kind === 'ball'`). `matchId` (the file's
 * number, e.g. 1426312) makes the events' ids, so a revised file replaces the same clips.
 */
export function readCricsheet(document: unknown, matchId: string): MatchData {
  if (!isCricsheet(document))
    throw new MatchDataError(
      'This is not a Cricsheet match: it has no "info" with the teams, or no "innings".',
    );
  const { info } = document;
  const teams = info.teams ?? [];
  if (teams.length !== 2 || !teams.every(isText))
    throw new MatchDataError('A Cricsheet match names its two teams.');
  checkEventCount(
    document.innings.reduce(
      (sum, innings) =>
        sum +
        (Array.isArray(innings?.overs)
          ? innings.overs.reduce(
              (n, over) => n + (Array.isArray(over?.deliveries) ? over.deliveries.length : 0),
              0,
            )
          : 0),
      0,
    ),
    'deliveries',
  );
  document.innings.forEach((innings, i) => {
    const fault = faultIn(innings, i + 1);
    if (fault) throw new MatchDataError(fault);
  });
  const text = (value: unknown) => (isText(value) ? (value as string) : undefined);
  const date = text(info.dates?.[0]) ?? null;
  const match = `${teams[0]} v ${teams[1]}`;
  const season = typeof info.season === 'number' ? String(info.season) : text(info.season);
  const series = text(info.event?.name);
  const format = text(info.match_type);
  const shared: EventValue[] = [
    { category: 'match', value: match },
    ...(date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? [{ category: 'match_date', value: date }] : []),
    ...(season ? [{ category: 'season', value: season }] : []),
    ...(series ? [{ category: 'series', value: series }] : []),
    ...(format ? [{ category: 'match_format', value: format }] : []),
  ];
  const events: MatchEvent[] = [];
  const skipped: SkippedEvent[] = [];
  document.innings.forEach((innings, i) => {
    const number = i + 1;
    if (innings.super_over) {
      skipped.push({
        sourceId: `cricsheet:${matchId}:${number}`,
        summary: `Innings ${number}`,
        reason: "a super over: its balls are not placed on the match's order",
      });
      return;
    }
    let index = 0;
    let previousOver: number | null = null;
    let wicketBefore = false;
    for (const over of innings.overs ?? []) {
      let legal = 0;
      over.deliveries.forEach((delivery, d) => {
        const extras = delivery.extras ?? {};
        const illegal = extras.wides !== undefined || extras.noballs !== undefined;
        // A wide or no-ball is bowled again: it has the number of the ball that follows it.
        const ball = legal + 1;
        if (!illegal) legal += 1;
        const clock = {
          kind: 'ball' as const,
          innings: number,
          index,
          over: over.over,
          ball,
          newOver: previousOver !== null && previousOver !== over.over,
          afterWicket: wicketBefore,
        };
        events.push(deliveryEvent(matchId, innings.team, clock, d, delivery, shared));
        previousOver = over.over;
        wicketBefore = (delivery.wickets?.length ?? 0) > 0;
        index += 1;
      });
    }
  });
  return {
    format: 'cricsheet',
    facts: { match, teams, date, players: playersOf(info.players) },
    events,
    skipped,
    warnings: [],
  };
}

function deliveryEvent(
  matchId: string,
  team: string,
  clock: Extract<MatchEvent['clock'], { kind: 'ball' }>,
  position: number,
  delivery: CricsheetDelivery,
  shared: EventValue[],
): MatchEvent {
  const extras = Object.entries(delivery.extras ?? {}).filter(([, runs]) => (runs ?? 0) > 0);
  const wickets = delivery.wickets ?? [];
  const boundary =
    !delivery.runs.non_boundary && (delivery.runs.batter === 4 || delivery.runs.batter === 6);
  const values: EventValue[] = [
    { category: 'batter', value: delivery.batter },
    { category: 'bowler', value: delivery.bowler },
    { category: 'non_striker', value: delivery.non_striker },
    { category: 'runs', value: delivery.runs.batter },
    { category: 'team', value: team },
    { category: 'innings', value: clock.innings },
    { category: 'over', value: clock.over },
    { category: 'ball', value: clock.ball },
    ...(delivery.runs.extras > 0 ? [{ category: 'extras', value: delivery.runs.extras }] : []),
    ...extras.map(([kind]) => ({ category: 'extras_kind', value: EXTRAS_WORDS[kind] ?? kind })),
    ...wickets.flatMap((w) => [
      { category: 'wicket', value: wicketWords(w.kind) },
      { category: 'player_out', value: w.player_out },
      ...(w.fielders ?? []).flatMap((f) =>
        f.name ? [{ category: 'fielder', value: f.name }] : [],
      ),
    ]),
    ...shared,
  ];
  const said = wickets.length
    ? wickets.map((w) => `${w.player_out} ${w.kind}`).join(', ')
    : extras.length
      ? extras
          .map(([kind, runs]) => `${runs} ${(EXTRAS_WORDS[kind] ?? kind).toLowerCase()}`)
          .join(', ')
      : `${delivery.runs.batter} run${delivery.runs.batter === 1 ? '' : 's'}`;
  return {
    // Its place in the file: an over's deliveries keep their order in every revision.
    sourceId: `cricsheet:${matchId}:${clock.innings}.${clock.over}.${position + 1}`,
    kind: wickets.length ? 'wicket' : boundary ? 'boundary' : 'default',
    clock,
    values,
    summary: `${clock.over}.${clock.ball} ${delivery.bowler} to ${delivery.batter}: ${said}`,
  };
}

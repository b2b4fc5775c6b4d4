import { teamsOfMatch } from '../../api/contract/match-names';
import type { StatsbombActionRule } from '../../../tenants';
import {
  checkEventCount,
  MatchDataError,
  type MatchData,
  type MatchEvent,
  type SkippedEvent,
} from './events';

/** The parts of a StatsBomb open data event (v4) the import reads. */
interface StatsbombEvent {
  id: string;
  index: number;
  period: number;
  timestamp: string;
  minute: number;
  type: { name: string };
  team?: { name: string };
  player?: { name: string };
  tactics?: { lineup?: Array<{ player: { name: string } }> };
  [field: string]: unknown;
}

/** A StatsBomb line-up file: each team's players. */
interface StatsbombLineup {
  team_name: string;
  lineup: Array<{ player_name: string; player_nickname?: string | null }>;
}

const isEvent = (value: unknown): value is StatsbombEvent => {
  const event = value as Partial<StatsbombEvent> | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof event.id === 'string' &&
    typeof event.period === 'number' &&
    typeof event.timestamp === 'string' &&
    typeof event.type?.name === 'string' &&
    (event.team === undefined || typeof event.team?.name === 'string') &&
    (event.player === undefined || typeof event.player?.name === 'string')
  );
};

/** Whether a parsed JSON document is a StatsBomb event file. */
export function isStatsbombEvents(document: unknown): document is StatsbombEvent[] {
  return Array.isArray(document) && document.length > 0 && document.slice(0, 5).every(isEvent);
}

/** Whether a parsed JSON document is a StatsBomb line-up file. */
export function isStatsbombLineup(document: unknown): document is StatsbombLineup[] {
  return (
    Array.isArray(document) &&
    document.length > 0 &&
    document.every(
      (team) =>
        typeof (team as StatsbombLineup).team_name === 'string' &&
        Array.isArray((team as StatsbombLineup).lineup),
    )
  );
}

/** A Starting XI's `tactics.lineup`, when it has one, lists players by name. */
function checkStartingXi(event: StatsbombEvent, index: number): void {
  if (event.type.name !== 'Starting XI' || event.tactics === undefined) return;
  const where = `[${index}].tactics`;
  const said = `Event ${index + 1} (${event.team?.name ?? 'a team'}’s Starting XI)`;
  const lineup = (event.tactics as { lineup?: unknown } | null)?.lineup;
  if (event.tactics === null || typeof event.tactics !== 'object' || !Array.isArray(lineup))
    throw new MatchDataError(
      `${said} has no list of players in tactics.lineup.`,
      `${where}.lineup`,
    );
  const wrong = lineup.findIndex(
    (p) => typeof (p as { player?: { name?: unknown } } | null)?.player?.name !== 'string',
  );
  if (wrong >= 0)
    throw new MatchDataError(
      `${said}: player ${wrong + 1} of tactics.lineup has no name (player.name).`,
      `${where}.lineup[${wrong}].player.name`,
    );
}

/** A line-up file's players each have a name. */
function checkLineupPlayers(lineup: StatsbombLineup[]): void {
  lineup.forEach((team, t) => {
    const wrong = team.lineup.findIndex(
      (p) => typeof (p as { player_name?: unknown } | null)?.player_name !== 'string',
    );
    if (wrong >= 0)
      throw new MatchDataError(
        `The line-up of ${team.team_name}: player ${wrong + 1} has no name (player_name).`,
        `lineup[${t}].lineup[${wrong}].player_name`,
      );
  });
}

/** `hh:mm:ss.fff` as seconds; null when it is not one. */
function secondsOf(timestamp: string): number | null {
  const match = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(timestamp);
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : null;
}

/** The value at a dotted path of an event (`shot.outcome.name`). */
function valueAt(event: StatsbombEvent, dotted: string): unknown {
  let value: unknown = event;
  for (const key of dotted.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The tenant's rule for an event, first that matches; none when it makes no clip. */
function ruleFor(
  event: StatsbombEvent,
  rules: readonly StatsbombActionRule[],
): StatsbombActionRule | undefined {
  return rules.find(
    (rule) =>
      rule.type === event.type.name &&
      (!rule.where || rule.where.equals.includes(String(valueAt(event, rule.where.path)))),
  );
}

/**
 * Checks every event of a StatsBomb event file as the import reads it, throwing in words (and
 * naming the event) where one is not as StatsBomb writes it: the browser's preview and the
 * server's import refuse the same files.
 */
export function checkStatsbombEvents(document: unknown): asserts document is StatsbombEvent[] {
  if (!isStatsbombEvents(document))
    throw new MatchDataError(
      'This is not a StatsBomb event file: it is not a list of events with a period, a timestamp and a type.',
    );
  checkEventCount(document.length, 'events');
  const faulty = document.findIndex((event) => !isEvent(event));
  if (faulty >= 0)
    throw new MatchDataError(
      `Event ${faulty + 1} of the file is not a StatsBomb event (an id, a period, a timestamp and a type).`,
      `[${faulty}]`,
    );
  document.forEach(checkStartingXi);
}

const inOrder = (events: readonly StatsbombEvent[]) =>
  [...events].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));

/** The teams of the file's Starting XI events, in the file's order. */
function startingTeams(ordered: readonly StatsbombEvent[]): string[] {
  return [
    ...new Set(
      ordered.filter((e) => e.type.name === 'Starting XI' && e.team).map((e) => e.team!.name),
    ),
  ];
}

/**
 * What a StatsBomb event file says of its match before the tenant's rules are applied (the
 * preview's): the teams of its Starting XIs (none in a part of a match) and its periods.
 */
export function outlineStatsbomb(document: unknown): { teams: string[]; periods: number[] } {
  checkStatsbombEvents(document);
  const periods = [...new Set(document.map((e) => e.period))]
    .filter((p) => p >= 1 && p <= 4)
    .sort((a, b) => a - b);
  return { teams: startingTeams(inOrder(document)), periods };
}

/** An event this far behind the period's clock so far is out of order, not a replay of time. */
const OUT_OF_ORDER_SECONDS = 30;

/**
 * Reads a StatsBomb open data event file (and, when given, its line-up file): the events the
 * tenant's rules name become events in its categories, each on its period's clock. Events whose
 * time runs backwards in their period (the provider's odd values) are not placed, and said.
 * A file without its Starting XI events (a part of a match, as providers send during one, or a
 * live feed's few events) takes its teams from the line-up file when one is sent, else from
 * `named`: the video's match, when it names two teams.
 */
export function readStatsbomb(
  document: unknown,
  matchId: string,
  rules: readonly StatsbombActionRule[],
  lineup?: unknown,
  named?: { match: string },
): MatchData {
  checkStatsbombEvents(document);
  if (lineup !== undefined && !isStatsbombLineup(lineup))
    throw new MatchDataError('The line-up is not a StatsBomb line-up file.');
  if (lineup !== undefined) checkLineupPlayers(lineup);
  const ordered = inOrder(document);
  const started = startingTeams(ordered);
  const lineupTeams = lineup ? (lineup as StatsbombLineup[]).map((t) => t.team_name) : [];
  const namedTeams = teamsOfMatch(named?.match) ?? [];
  const teams =
    started.length === 2 ? started : lineupTeams.length === 2 ? lineupTeams : namedTeams;
  if (teams.length !== 2)
    throw new MatchDataError(
      'This StatsBomb file has no Starting XI events, which name its two teams: add its line-up file, or name the video’s match as “Team A v Team B”.',
      undefined,
      'no_lineup',
    );
  const players: Record<string, string[]> = lineup
    ? Object.fromEntries(
        (lineup as StatsbombLineup[]).map((t) => [t.team_name, t.lineup.map((p) => p.player_name)]),
      )
    : Object.fromEntries(
        ordered
          .filter((e) => e.type.name === 'Starting XI' && e.team)
          .map((e) => [e.team!.name, (e.tactics?.lineup ?? []).map((p) => p.player.name)]),
      );
  const match = `${teams[0]} v ${teams[1]}`;
  const events: MatchEvent[] = [];
  const skipped: SkippedEvent[] = [];
  const warnings: SkippedEvent[] = [];
  const clockSoFar = new Map<number, number>();
  for (const event of ordered) {
    const seconds = secondsOf(event.timestamp);
    const rule = ruleFor(event, rules);
    const sourceId = `statsbomb:${matchId}:${event.id}`;
    const furthest = clockSoFar.get(event.period) ?? 0;
    if (seconds !== null) clockSoFar.set(event.period, Math.max(furthest, seconds));
    if (!rule) continue;
    const minute = Number.isInteger(event.minute) ? event.minute + 1 : null;
    const said = `${rule.action}${event.player ? `, ${event.player.name}` : ''}${minute ? ` (${minute}′)` : ''}`;
    if (seconds === null || seconds < furthest - OUT_OF_ORDER_SECONDS) {
      skipped.push({
        sourceId,
        summary: `${said}, ${event.timestamp} into period ${event.period}`,
        reason: 'its time runs back from the events before it',
      });
      continue;
    }
    const team = event.team?.name;
    const player = event.player?.name;
    if (player && team && players[team] && !players[team]!.includes(player))
      warnings.push({ sourceId, summary: said, reason: `${player} is not in ${team}'s line-up` });
    events.push({
      sourceId,
      kind: rule.kind,
      clock: { kind: 'period', period: event.period, seconds },
      values: [
        { category: 'action', value: rule.action },
        ...(team ? [{ category: 'team', value: team }] : []),
        ...(player ? [{ category: 'player', value: player }] : []),
        ...(event.period <= 2 ? [{ category: 'half', value: event.period }] : []),
        // As people say it: an event at 4:45 is in the 5th minute.
        ...(minute ? [{ category: 'minute', value: minute }] : []),
        { category: 'match', value: match },
      ],
      summary: said,
    });
  }
  return {
    format: 'statsbomb',
    facts: { match, teams, date: null, players },
    events,
    skipped,
    warnings,
  };
}

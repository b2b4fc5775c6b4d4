import type {
  CricsheetDelivery,
  CricsheetFile,
} from '../../../src/core/domain/match-files/cricsheet';
import { readCricsheet } from '../../../src/core/domain/match-files/cricsheet';
import type { MatchEvent } from '../../../src/core/domain/match-files/events';
import type { SeededRandom } from '../random';
import { fixtures, type LeagueShape } from './league';

/** One generated match of the archive: what the importer makes of its Cricsheet file. */
export interface ArchiveMatch {
  title: string;
  date: string;
  series: string;
  events: MatchEvent[];
}

const SQUAD = 20;
/** Seventeen IPL-like seasons, each from April to the end of May. */
const LEAGUE: LeagueShape = {
  firstSeason: 2008,
  lastSeason: 2024,
  newEachSeason: 5,
  opens: { month: 3, day: 1 },
  days: 60,
};

/** Names as Cricsheet writes them ("TM Head", "Abhishek Sharma"): given part and surname. */
function nameParts(matches: readonly CricsheetFile[]) {
  const given = new Set<string>();
  const surnames = new Set<string>();
  for (const match of matches)
    for (const name of Object.values(match.info.players ?? {}).flat()) {
      const words = name.split(' ');
      if (words.length < 2) continue;
      surnames.add(words.at(-1)!);
      given.add(words.slice(0, -1).join(' '));
    }
  return { given: [...given], surnames: [...surnames] };
}

/** The real teams' places and nicknames, for the league's teams ("Kolkata Royals"). */
const TEAM_PARTS: Record<string, [place: string, nickname: string]> = {
  'Sunrisers Hyderabad': ['Hyderabad', 'Sunrisers'],
  'Kolkata Knight Riders': ['Kolkata', 'Knight Riders'],
  'Rajasthan Royals': ['Rajasthan', 'Royals'],
};

function teamNames(matches: readonly CricsheetFile[]): string[] {
  const real = [...new Set(matches.flatMap((m) => m.info.teams ?? []))];
  const parts = real.map((team) => TEAM_PARTS[team] ?? [team, '']);
  return parts.flatMap(([place]) => parts.map(([, nickname]) => `${place} ${nickname}`.trim()));
}

/**
 * A cricket board's archive shaped like the real data: every delivery of generated T20 matches,
 * each innings replaying a real innings of Cricsheet's IPL 2024 matches ball by ball (its runs,
 * extras and dismissals, in their order), between teams and players named from the real ones'
 * parts, squads changing season by season; read by the same importer as an uploaded file.
 */
export function* cricketArchive(
  random: SeededRandom,
  real: readonly CricsheetFile[],
  /** How many it is planned for (spread over the seasons); it yields as many as are taken. */
  matches: number,
): Generator<ArchiveMatch> {
  const { given, surnames } = nameParts(real);
  const taken = new Set<string>();
  const newPlayer = () => {
    for (let tries = 0; ; tries++) {
      // Past the pairs there are, an initial more tells players apart, as Cricsheet's do.
      const initial = tries < 20 ? '' : String.fromCharCode(65 + random.int(0, 25));
      const name = `${initial}${initial && ' '}${random.pick(given)} ${random.pick(surnames)}`;
      if (taken.has(name)) continue;
      taken.add(name);
      return name;
    }
  };
  const teams = teamNames(real).map((name) => ({
    name,
    squad: Array.from({ length: SQUAD }, newPlayer),
  }));
  const innings = real.flatMap((m) =>
    m.innings.filter((i) => !i.super_over).map((i) => ({ match: m, innings: i })),
  );
  const series = real[0]?.info.event?.name ?? 'T20 League';
  // As many as are asked for: `matches` spreads them over the seasons.
  for (const { m, season, date, home, away } of fixtures(
    random,
    teams,
    LEAGUE,
    matches,
    newPlayer,
  )) {
    // Each side's XI in batting order: its squad's first eleven after a shuffle of the rest.
    const eleven = (squad: string[]) => [...squad.slice(0, 6), ...random.sample(squad.slice(6), 5)];
    const sides = [
      { team: home.name, players: eleven(home.squad) },
      { team: away.name, players: eleven(away.squad) },
    ];
    const first = random.pick(innings);
    const second = random.pick(innings.filter((i) => i !== first));
    const document: CricsheetFile = {
      info: {
        dates: [date],
        event: { name: series },
        match_type: 'T20',
        season: String(season),
        teams: [sides[0]!.team, sides[1]!.team],
        players: Object.fromEntries(sides.map((s) => [s.team, s.players])),
      },
      innings: [first, second].map((template, i) => {
        const [bat, bowl] = i === 0 ? [sides[0]!, sides[1]!] : [sides[1]!, sides[0]!];
        const [batting, bowling] = [names(bat), names(bowl, true)];
        return {
          team: bat.team,
          overs: (template.innings.overs ?? []).map((over) => ({
            over: over.over,
            deliveries: over.deliveries.map((d) => renamed(d, batting, bowling)),
          })),
        };
      }),
    };
    const { events } = readCricsheet(document, `archive-${m + 1}`);
    yield { title: `${home.name} v ${away.name}`, date, series, events };
  }
}

/**
 * Gives a real innings' players the names of a generated side's, in the order they first
 * appear: the first batter in is the side's opener; bowlers come from the end of the order.
 */
function names(side: { players: string[] }, fromTheEnd = false) {
  const given = new Map<string, string>();
  const order = fromTheEnd ? [...side.players].reverse() : side.players;
  return (real: string) => {
    let name = given.get(real);
    if (name === undefined) {
      name = order[given.size % order.length]!;
      given.set(real, name);
    }
    return name;
  };
}

function renamed(
  delivery: CricsheetDelivery,
  batting: (name: string) => string,
  bowling: (name: string) => string,
): CricsheetDelivery {
  return {
    ...delivery,
    batter: batting(delivery.batter),
    non_striker: batting(delivery.non_striker),
    bowler: bowling(delivery.bowler),
    ...(delivery.wickets
      ? {
          wickets: delivery.wickets.map((w) => ({
            ...w,
            player_out: batting(w.player_out),
            ...(w.fielders
              ? { fielders: w.fielders.map((f) => (f.name ? { name: bowling(f.name) } : f)) }
              : {}),
          })),
        }
      : {}),
  };
}

import type { StatsbombActionRule } from '../../../src/tenants';
import { readStatsbomb } from '../../../src/core/domain/match-files/statsbomb';
import type { SeededRandom } from '../random';
import { fixtures, type LeagueShape } from './league';
import type { ArchiveMatch } from './cricket';

const SQUAD = 24;
/** Twenty seasons from late August, each over nine months. */
const LEAGUE: LeagueShape = {
  firstSeason: 2005,
  lastSeason: 2024,
  newEachSeason: 6,
  opens: { month: 7, day: 20 },
  days: 270,
};
/** A club's sides as Spanish clubs name them: the first team and its reserves. */
const SIDES = ['', ' B', ' C', ' Juvenil A'];

interface Named {
  team?: { name: string };
  player?: { name: string };
  tactics?: { lineup?: Array<{ player: { name: string } }> };
}

/**
 * A football archive shaped like the real data: generated matches each replaying StatsBomb's
 * La Liga match event by event (its shots, saves, fouls, cards, corners and offsides, at their
 * minutes), between the real clubs' sides and players named from the real line-ups' given names
 * and surnames, squads changing season by season; read by the same importer as an upload, with
 * the tenant's own rules for which events make clips.
 */
export function* footballArchive(
  random: SeededRandom,
  real: { events: unknown[]; lineup: unknown[] },
  rules: readonly StatsbombActionRule[],
  /** How many it is planned for (spread over the seasons); it yields as many as are taken. */
  matches: number,
): Generator<ArchiveMatch> {
  const realTeams = (
    real.lineup as Array<{ team_name: string; lineup: Array<{ player_name: string }> }>
  ).map((t) => ({ name: t.team_name, players: t.lineup.map((p) => p.player_name) }));
  const names = realTeams.flatMap((t) => t.players).map((n) => n.split(' '));
  const given = [...new Set(names.map((w) => w[0]!))];
  const surnames = [...new Set(names.filter((w) => w.length > 1).map((w) => w.slice(1).join(' ')))];
  const taken = new Set<string>();
  const newPlayer = () => {
    for (;;) {
      const name = `${random.pick(given)} ${random.pick(surnames)}`;
      if (!taken.has(name)) return (taken.add(name), name);
    }
  };
  const teams = realTeams.flatMap((t) =>
    SIDES.map((side) => ({
      name: `${t.name}${side}`,
      squad: Array.from({ length: SQUAD }, newPlayer),
    })),
  );
  for (const { m, date, home, away } of fixtures(random, teams, LEAGUE, matches, newPlayer)) {
    // Each real club's players become a generated side's, in the order they first appear.
    const sides = new Map(
      realTeams.map((t, i) => {
        const side = i === 0 ? home : away;
        return [
          t.name,
          {
            name: side.name,
            squad: random.sample(side.squad, side.squad.length),
            given: new Map<string, string>(),
          },
        ];
      }),
    );
    const rename = (team: string, player: string) => {
      const side = sides.get(team)!;
      let name = side.given.get(player);
      if (name === undefined) {
        name = side.squad[side.given.size % side.squad.length]!;
        side.given.set(player, name);
      }
      return name;
    };
    const events = (real.events as Array<Named & Record<string, unknown>>).map((event) => {
      const team = event.team?.name;
      if (!team || !sides.has(team)) return event;
      return {
        ...event,
        team: { ...event.team, name: sides.get(team)!.name },
        ...(event.player
          ? { player: { ...event.player, name: rename(team, event.player.name) } }
          : {}),
        ...(event.tactics?.lineup
          ? {
              tactics: {
                ...event.tactics,
                lineup: event.tactics.lineup.map((p) => ({
                  ...p,
                  player: { ...p.player, name: rename(team, p.player.name) },
                })),
              },
            }
          : {}),
      };
    });
    const { events: clips } = readStatsbomb(events, `archive-${m + 1}`, rules);
    yield { title: `${home.name} v ${away.name}`, date, series: 'La Liga', events: clips };
  }
}

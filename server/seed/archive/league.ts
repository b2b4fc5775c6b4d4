import type { SeededRandom } from '../random';

export interface Team {
  name: string;
  squad: string[];
}

/** A league's calendar and how its squads change. */
export interface LeagueShape {
  firstSeason: number;
  lastSeason: number;
  /** Players each team changes between seasons: names come and go over an archive's years. */
  newEachSeason: number;
  /** Where a season starts (month from 0, day) and how many days its matches spread over. */
  opens: { month: number; day: number };
  days: number;
}

/**
 * A league's matches in order, endlessly: each one's number, date and two teams, `matches`
 * spread evenly over the seasons (later ones in the last), squads changing as a season turns.
 */
export function* fixtures(
  random: SeededRandom,
  teams: readonly Team[],
  shape: LeagueShape,
  matches: number,
  newPlayer: () => string,
): Generator<{ m: number; season: number; date: string; home: Team; away: Team }> {
  const seasons = shape.lastSeason - shape.firstSeason + 1;
  const perSeason = Math.max(1, Math.ceil(matches / seasons));
  for (let m = 0; ; m++) {
    const season = shape.firstSeason + Math.min(seasons - 1, Math.floor(m / perSeason));
    if (m > 0 && m % perSeason === 0)
      for (const team of teams)
        for (let i = 0; i < shape.newEachSeason; i++)
          team.squad[random.int(0, team.squad.length - 1)] = newPlayer();
    const day = shape.opens.day + Math.floor(((m % perSeason) / perSeason) * shape.days);
    const date = new Date(Date.UTC(season, shape.opens.month, day)).toISOString().slice(0, 10);
    const [home, away] = random.sample(teams, 2) as [Team, Team];
    yield { m, season, date, home, away };
  }
}

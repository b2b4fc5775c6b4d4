import type { Team } from '../names';
import { seasonOf } from '../../../src/tenants';
import { awayAtHome, fixture, type SportModel } from './model';

export function basketballModel(pool: Team[], competition: string): SportModel {
  return (random, _index, date) => {
    const [home, away] = fixture(random, pool);
    const game = `${away.name} @ ${home.name}`;
    return {
      title: `${game} (${date})`,
      metadata: { game, competition, match_date: date, home: home.name, away: away.name },
      clip(r) {
        const isHome = r.chance(0.5);
        const team = isHome ? home : away;
        const action = r.weighted([
          ['2PT made', 5],
          ['3PT made', 3],
          ['Free throw made', 2],
          ['Dunk', 1],
          ['Block', 1],
          ['Steal', 1],
          ['Assist', 2],
          ['Rebound', 3],
        ] as const);
        const points =
          action === '3PT made'
            ? 3
            : action === 'Free throw made'
              ? 1
              : action === '2PT made' || action === 'Dunk'
                ? 2
                : 0;
        const minutes = r.int(0, 9);
        return {
          team: team.name,
          player: r.pick(team.players),
          action,
          points,
          period: r.weighted([
            [1, 4],
            [2, 4],
            [3, 4],
            [4, 4],
            [5, 0.4],
          ] as const),
          game_clock: `${minutes}:${String(r.int(0, 59)).padStart(2, '0')}`,
          home_away: isHome ? 'Home' : 'Away',
          competition,
          season: seasonOf(date, 'basketball'),
          game,
          match_date: date,
        };
      },
    };
  };
}

export function iceHockeyModel(pool: Team[]): SportModel {
  return (random, _index, date) => {
    const { home, away, game, title, metadata } = awayAtHome(random, pool, date);
    return {
      title,
      metadata,
      clip(r) {
        const team = r.chance(0.5) ? home : away;
        return {
          team: team.name,
          player: r.pick(team.players),
          event: r.weighted([
            ['Goal', 1],
            ['Shot on goal', 4],
            ['Save', 3],
            ['Hit', 3],
            ['Penalty', 1],
            ['Faceoff won', 2],
            ['Fight', 0.2],
          ] as const),
          strength: r.weighted([
            ['Even strength', 8],
            ['Power play', 2],
            ['Short handed', 0.5],
          ] as const),
          period: r.weighted([
            [1, 4],
            [2, 4],
            [3, 4],
            [4, 0.5],
          ] as const),
          season: seasonOf(date, 'iceHockey'),
          game,
          match_date: date,
        };
      },
    };
  };
}

import type { Team } from '../names';
import { seasonOf } from '../../../src/tenants';
import { awayAtHome, fixture, type ClipTags, type SportModel } from './model';

export function americanFootballModel(pool: Team[]): SportModel {
  return (random, _index, date) => {
    const { home, away, game, title, metadata } = awayAtHome(random, pool, date);
    return {
      title,
      metadata,
      clip(r) {
        const team = r.chance(0.5) ? home : away;
        const play = r.weighted([
          ['Pass', 5],
          ['Rush', 4],
          ['Field goal', 1],
          ['Punt', 1],
          ['Kickoff', 0.5],
          ['Extra point', 0.5],
        ] as const);
        const distance = play === 'Field goal' ? r.int(18, 58) : r.int(1, 15);
        const result =
          play === 'Field goal'
            ? r.weighted([
                ['Field goal good', 4],
                ['Field goal missed', 1],
              ] as const)
            : r.weighted([
                ['Gain', 6],
                ['No gain', 2],
                ['Touchdown', 1],
                ['Interception', 0.4],
                ['Fumble', 0.3],
              ] as const);
        return {
          team: team.name,
          player: r.pick(team.players),
          play_type: play,
          result,
          down: r.int(1, 4),
          yards: play === 'Field goal' ? 0 : r.int(-5, 40),
          distance,
          quarter: r.int(1, 4),
          season: seasonOf(date, 'americanFootball'),
          game,
          match_date: date,
        };
      },
    };
  };
}

export function soccerModel(pool: Team[], competition: string, withDistance: boolean): SportModel {
  return (random, _index, date) => {
    const [home, away] = fixture(random, pool);
    const match = `${home.name} v ${away.name}`;
    return {
      title: `${match} (${date})`,
      metadata: { match, competition, match_date: date, home: home.name, away: away.name },
      clip(r) {
        const team = r.chance(0.5) ? home : away;
        const action = r.weighted([
          ['Goal', 1.5],
          ['Shot', 4],
          ['Save', 3],
          ['Foul', 3],
          ['Corner', 2],
          ['Yellow card', 1],
          ['Red card', 0.2],
          ['Offside', 1],
        ] as const);
        const minute = r.int(1, 94);
        const tags: ClipTags = {
          team: team.name,
          player: r.pick(team.players),
          action,
          half: minute > 45 ? 2 : 1,
          minute,
          competition,
          season: seasonOf(date, 'soccer'),
          match,
          match_date: date,
        };
        if (withDistance && (action === 'Goal' || action === 'Shot')) tags.distance = r.int(3, 60);
        return tags;
      },
    };
  };
}

import type { Team } from '../names';
import { seasonOf } from '../../../src/tenants';
import { fixture, type SportModel } from './model';

export function rugbyModel(pool: Team[], competition: string): SportModel {
  return (random, _index, date) => {
    const [home, away] = fixture(random, pool);
    const match = `${home.name} v ${away.name}`;
    const venue = random.pick(['Glen Park', 'Stonebridge', 'Northgate Stadium', 'Moor Field']);
    return {
      title: `${match} (${date})`,
      metadata: { match, competition, venue, match_date: date },
      clip(r) {
        const team = r.chance(0.5) ? home : away;
        const action = r.weighted([
          ['Try', 2],
          ['Conversion', 1.5],
          ['Penalty goal', 1],
          ['Drop goal', 0.3],
          ['Tackle', 4],
          ['Line break', 2],
          ['Turnover', 2],
          ['Scrum', 1.5],
          ['Lineout', 1.5],
        ] as const);
        return {
          team: team.name,
          player: r.pick(team.players),
          action,
          outcome: r.pick(['Successful', 'Unsuccessful']),
          half: r.int(1, 2),
          competition,
          season: seasonOf(date, 'rugby'),
          match,
          venue,
          match_date: date,
        };
      },
    };
  };
}

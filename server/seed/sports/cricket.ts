import type { Team } from '../names';
import { seasonOf } from '../../../src/tenants';
import type { ClipTags, SportModel } from './model';

/** A club's library: every match is the club's (the first team), at home or away. */
export function cricketModel(pool: Team[]): SportModel {
  return (random, index, date) => {
    const club = pool[0]!;
    const opponent = random.pick(pool.slice(1));
    const [home, away] = random.chance(0.5) ? [club, opponent] : [opponent, club];
    const format = random.weighted([
      ['T20', 5],
      ['ODI', 3],
      ['Test', 2],
    ] as const);
    const series = `${random.pick(['Southern Cup', 'Tri-Nations Trophy', 'Summer Bash', 'Heritage Series'])} ${date.slice(0, 4)}`;
    const match = `${home.name} v ${away.name}, ${format} ${index + 1}`;
    const venue = random.pick(['Harbour Oval', 'Riverside Park', 'Gully Ground', 'Bay Arena']);
    return {
      title: match,
      metadata: { match, series, venue, match_date: date },
      clip(r) {
        const battingHome = r.chance(0.5);
        const [bat, bowl] = battingHome ? [home, away] : [away, home];
        const wicket = r.weighted([
          ['', 14],
          ['Bowled', 1],
          ['Caught', 2],
          ['LBW', 1],
          ['Run out', 0.5],
          ['Stumped', 0.3],
        ] as const);
        const tags: ClipTags = {
          // Openers face the most balls.
          batter: r.weighted(bat.players.slice(0, 7).map((p, i) => [p, 7 - i] as const)),
          bowler: r.pick(bowl.players.slice(5)),
          runs: wicket
            ? 0
            : r.weighted([
                [0, 6],
                [1, 6],
                [2, 2],
                [3, 0.5],
                [4, 3],
                [6, 1.5],
              ] as const),
          shot: r.pick([
            'Cover drive',
            'Pull',
            'Cut',
            'Sweep',
            'Defence',
            'Leave',
            'Flick',
            'Hook',
            'Reverse sweep',
            'Straight drive',
          ]),
          ball_attributes: r.pick([
            'Good length',
            'Yorker',
            'Bouncer',
            'Full toss',
            'Short',
            'Wide',
            'No ball',
            'Slower ball',
            'Inswinger',
            'Outswinger',
          ]),
          season: seasonOf(date, 'cricket'),
          match_format: format,
          series,
          match,
          team: bat.name,
          match_date: date,
        };
        if (wicket) tags.wicket = wicket;
        if (wicket === 'Caught' || wicket === 'Run out' || r.chance(0.2))
          tags.fielder = r.pick(bowl.players);
        if (wicket === 'LBW' || r.chance(0.08))
          tags.appeal = r.pick(['LBW appeal', 'Caught behind appeal', 'Run out appeal']);
        return tags;
      },
    };
  };
}

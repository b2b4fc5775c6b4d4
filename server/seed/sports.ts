import type { ContentKind } from '../../src/tenants';
import { people, teams, type Team } from './names';
import type { SeededRandom } from './random';

/** Tag values of one clip: category name to value (numbers for integer categories). */
export type ClipTags = Record<string, string | number>;

export interface AssetPlan {
  title: string;
  metadata: Record<string, string>;
  /** Makes the tags of one clip of this asset. */
  clip(random: SeededRandom): ClipTags;
}

/** Describes the asset number `index` of a tenant, dated `date` (yyyy-MM-dd). */
export type SportModel = (random: SeededRandom, index: number, date: string) => AssetPlan;

function seasonOf(date: string, split: boolean): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (!split) return String(year);
  const start = month >= 7 ? year : year - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

function fixture(random: SeededRandom, pool: Team[]): [Team, Team] {
  const [home, away] = random.sample(pool, 2) as [Team, Team];
  return [home, away];
}

/** A club's library: every match is the club's (the first team), at home or away. */
function cricketModel(pool: Team[]): SportModel {
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
          season: seasonOf(date, true),
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

function rugbyModel(pool: Team[], competition: string): SportModel {
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
          season: seasonOf(date, false),
          match,
          venue,
          match_date: date,
        };
      },
    };
  };
}

function basketballModel(pool: Team[], competition: string): SportModel {
  return (random, _index, date) => {
    const [home, away] = fixture(random, pool);
    const game = `${away.name} @ ${home.name}`;
    return {
      title: `${game} (${date})`,
      metadata: { game, competition, match_date: date },
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
          season: seasonOf(date, true),
          game,
          match_date: date,
        };
      },
    };
  };
}

function americanFootballModel(pool: Team[]): SportModel {
  return (random, _index, date) => {
    const [home, away] = fixture(random, pool);
    const game = `${away.name} at ${home.name}`;
    return {
      title: `${game} (${date})`,
      metadata: { game, match_date: date },
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
          season: seasonOf(date, false),
          game,
          match_date: date,
        };
      },
    };
  };
}

function iceHockeyModel(pool: Team[]): SportModel {
  return (random, _index, date) => {
    const [home, away] = fixture(random, pool);
    const game = `${away.name} at ${home.name}`;
    return {
      title: `${game} (${date})`,
      metadata: { game, match_date: date },
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
          season: seasonOf(date, true),
          game,
          match_date: date,
        };
      },
    };
  };
}

function soccerModel(pool: Team[], competition: string, withDistance: boolean): SportModel {
  return (random, _index, date) => {
    const [home, away] = fixture(random, pool);
    const match = `${home.name} v ${away.name}`;
    return {
      title: `${match} (${date})`,
      metadata: { match, competition, match_date: date },
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
          season: seasonOf(date, true),
          match,
          match_date: date,
        };
        if (withDistance && (action === 'Goal' || action === 'Shot')) tags.distance = r.int(3, 60);
        return tags;
      },
    };
  };
}

function horseRacingModel(random0: SeededRandom): SportModel {
  const horses = [
    'Silver Comet',
    'Midnight Echo',
    'Harbour Light',
    'Copper Crown',
    'Quiet Storm',
    'Northern Dancer II',
    'Blue Lagoon',
    'Golden Arrow',
    'Wild Thyme',
    'Rapid Tide',
    'Ember Glow',
    'Stone Circle',
  ];
  const jockeys = people(random0, 10);
  const trainers = people(random0, 6);
  return (random, index, date) => {
    const course = random.pick(['Meadowbank', 'Kingsford Downs', 'Larchmont', 'Elmstead']);
    const race = `${course} Race ${(index % 8) + 1}: ${random.pick(['Maiden Stakes', 'Handicap', 'Cup', 'Novice Hurdle', 'Sprint'])}`;
    const going = random.pick(['Firm', 'Good', 'Good to soft', 'Soft', 'Heavy']);
    const field = random.sample(horses, 8);
    return {
      title: `${race} (${date})`,
      metadata: { race, course, race_date: date },
      clip(r) {
        const i = r.int(0, field.length - 1);
        return {
          race,
          horse: field[i]!,
          jockey: jockeys[i % jockeys.length]!,
          trainer: r.pick(trainers),
          course,
          going,
          race_class: r.pick(['Class 1', 'Class 2', 'Class 3', 'Class 4']),
          position: i + 1,
          race_date: date,
        };
      },
    };
  };
}

function imagesModel(random0: SeededRandom): SportModel {
  const photographers = people(random0, 5);
  const athletes = people(random0, 24);
  return (random, _index, date) => {
    const sport = random.pick(['Cricket', 'Rugby', 'Athletics', 'Cycling', 'Swimming', 'Tennis']);
    const event = `${sport} ${random.pick(['National Championships', 'Open', 'Invitational', 'Grand Prix'])} ${date.slice(0, 4)}`;
    const photographer = random.pick(photographers);
    return {
      title: `${event}: ${photographer}`,
      metadata: { event, photographer, image_date: date },
      clip(r) {
        return {
          sport,
          event,
          athlete: r.pick(athletes),
          photographer,
          location: r.pick(['Harbour City', 'Port Ellis', 'Kingsford', 'Redwater']),
          orientation: r.weighted([
            ['Landscape', 3],
            ['Portrait', 1],
          ] as const),
          image_date: date,
        };
      },
    };
  };
}

function eventsModel(): SportModel {
  return (random, _index, date) => {
    const site = random.pick(['Depot North', 'Stadium Gate 4', 'Car Park B', 'Loading Bay']);
    const camera = `CAM-${String(random.int(1, 24)).padStart(2, '0')}`;
    return {
      title: `${site} ${camera} (${date})`,
      metadata: { site, camera, event_date: date },
      clip(r) {
        return {
          site,
          camera,
          zone: r.pick(['Entrance', 'Perimeter', 'Concourse', 'Service road']),
          event_type: r.weighted([
            ['Motion', 5],
            ['Person', 3],
            ['Vehicle', 2],
            ['Crowd', 1],
            ['Loitering', 0.5],
          ] as const),
          severity: r.weighted([
            [1, 5],
            [2, 3],
            [3, 1.5],
            [4, 0.5],
            [5, 0.2],
          ] as const),
          event_date: date,
        };
      },
    };
  };
}

function genericModel(pool: Team[]): SportModel {
  return (random, _index, date) => {
    const [home, away] = fixture(random, pool);
    const sport = random.pick(['Football', 'Cricket', 'Rugby', 'Basketball']);
    const match = `${home.name} v ${away.name}`;
    return {
      title: `${match} (${date})`,
      metadata: { match, sport, match_date: date },
      clip(r) {
        const team = r.chance(0.5) ? home : away;
        return {
          sport,
          competition: 'Open Cup',
          team: team.name,
          player: r.pick(team.players),
          event: r.pick(['Score', 'Save', 'Celebration', 'Skill', 'Interview', 'Near miss']),
          match,
          match_date: date,
        };
      },
    };
  };
}

export const STAR_BATTER = 'Arjun Kohli';

const TEAM_NAMES: Record<string, string[]> = {
  cricket: [
    'Southern Stars',
    'Harbour Hawks',
    'Coastal Kings',
    'Valley Vipers',
    'Metro Meteors',
    'Desert Dingoes',
  ],
  rugby: [
    'Glen Rovers',
    'Stonebridge Stags',
    'Northgate Wolves',
    'Moorland Reivers',
    'Kingsport Pirates',
    'Ashby Bulls',
  ],
  basketball: [
    'Harbour City Heat',
    'Port Ellis Pilots',
    'Kingsford Knights',
    'Redwater Rapids',
    'Summit Peaks',
    'Lakeside Lynx',
  ],
  americanFootball: [
    'Ridgeback State',
    'Granite Tech',
    'Pinecrest College',
    'Lowland A&M',
    'Bayview University',
    'Cedar Falls',
  ],
  iceHockey: [
    'Polar Bears',
    'Frost Giants',
    'Ice Hawks',
    'Glacier Kings',
    'Northern Lights',
    'Blizzard',
  ],
  soccer: [
    'Coastal United',
    'Harbour Athletic',
    'Redwater Rovers',
    'Kingsford Town',
    'Port Ellis City',
    'Larchmont FC',
  ],
  generic: ['Blue Comets', 'Red Foxes', 'Green Herons', 'Gold Miners'],
};

/** The model that makes a tenant's assets and clips for its kind of content. */
export function sportModel(
  kind: ContentKind,
  random: SeededRandom,
  competition: string,
): SportModel {
  const squad = (names: string[], size: number) => teams(random, names, size);
  switch (kind) {
    case 'cricket': {
      const pool = squad(TEAM_NAMES.cricket!, 11);
      // A fictional star opener every demo of search can find ("Kohli").
      const opener = pool[0]!.players;
      if (!opener.includes(STAR_BATTER)) opener[0] = STAR_BATTER;
      return cricketModel(pool);
    }
    case 'rugby':
      return rugbyModel(squad(TEAM_NAMES.rugby!, 15), competition);
    case 'basketball':
      return basketballModel(squad(TEAM_NAMES.basketball!, 10), competition);
    case 'americanFootball':
      return americanFootballModel(squad(TEAM_NAMES.americanFootball!, 14));
    case 'iceHockey':
      return iceHockeyModel(squad(TEAM_NAMES.iceHockey!, 12));
    case 'soccer':
      return soccerModel(
        squad(TEAM_NAMES.soccer!, 14),
        competition,
        competition.includes('League'),
      );
    case 'horseRacing':
      return horseRacingModel(random);
    case 'images':
      return imagesModel(random);
    case 'events':
      return eventsModel();
    case 'generic':
      return genericModel(squad(TEAM_NAMES.generic!, 8));
  }
}

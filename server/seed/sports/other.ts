import { people, type Team } from '../names';
import type { SeededRandom } from '../random';
import { fixture, type SportModel } from './model';

export function horseRacingModel(random0: SeededRandom): SportModel {
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

export function imagesModel(random0: SeededRandom): SportModel {
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

export function eventsModel(): SportModel {
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

export function genericModel(pool: Team[]): SportModel {
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

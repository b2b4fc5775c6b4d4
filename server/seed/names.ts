import type { SeededRandom } from './random';

const FIRST = [
  'Arjun',
  'Liam',
  'Noah',
  'Mateo',
  'Kai',
  'Ravi',
  'Oscar',
  'Finn',
  'Hugo',
  'Jonah',
  'Tariq',
  'Leo',
  'Eli',
  'Marcus',
  'Sami',
  'Theo',
  'Isaac',
  'Dev',
  'Caleb',
  'Rory',
  'Amara',
  'Zoe',
  'Maya',
  'Ines',
  'Priya',
  'Lena',
  'Chloe',
  'Nia',
  'Ruby',
  'Sofia',
  'Keira',
  'Anika',
  'Tessa',
];
const LAST = [
  'Kohli',
  'Marsh',
  'Okafor',
  'Lindqvist',
  'Baptiste',
  'Haddad',
  'Moreau',
  'Tanaka',
  'Ferreira',
  'Walsh',
  'Nakamura',
  'Osei',
  'Petrov',
  'Quinn',
  'Rahman',
  'Sandoval',
  'Thorne',
  'Varga',
  'Whitlock',
  'Yilmaz',
  'Zeller',
  'Achebe',
  'Brennan',
  'Castillo',
  'Delacroix',
  'Eriksen',
  'Fontaine',
  'Gallagher',
  'Hollis',
  'Iverson',
  'Jabari',
  'Kowalski',
  'Larsen',
  'Mbeki',
];

/** `count` distinct fictional full names. */
export function people(random: SeededRandom, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) names.add(`${random.pick(FIRST)} ${random.pick(LAST)}`);
  return [...names];
}

export interface Team {
  name: string;
  players: string[];
}

export function teams(random: SeededRandom, names: readonly string[], squad: number): Team[] {
  const everyone = people(random, names.length * squad);
  return names.map((name, i) => ({ name, players: everyone.slice(i * squad, (i + 1) * squad) }));
}

/**
 * The one reader of a match's name ("Southern Stars v Coastal Kings, T20 2"), for the browser
 * and the server alike: which two teams it names, whatever it says besides (a competition
 * before them, ", T20 2", "Final", "(Day 1)" after).
 */

const SIDES = /\s+(?:v|vs\.?|versus)\s+/i;
/** What may follow the second team, or come before the first, in a match's name. */
const AFTER_TEAM = /^(?:\s|,|\(|:|\||-|–|—)/;
const BEFORE_TEAM = /(?:\s|,|\)|:|\||-|–|—)$/;

const normal = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** The two sides of "A v B …" as written; null when the name has no " v ". */
function sidesOf(name: string | null | undefined): [string, string] | null {
  const at = name ? SIDES.exec(name) : null;
  if (!name || !at) return null;
  return [name.slice(0, at.index), name.slice(at.index + at[0].length)];
}

/**
 * The two teams a match's name gives, as well as the name alone can tell: the second stops at a
 * comma, a bracket, a colon or a dash ("B, T20 2" → "B"), the first starts after one
 * ("IPL 2024: A" → "A"). Null when it names no two teams.
 */
export function teamsOfMatch(name: string | null | undefined): [string, string] | null {
  const sides = sidesOf(name);
  if (!sides) return null;
  const first = sides[0].split(/[:|]/).pop()!.trim();
  const second = sides[1].split(/,|\(|:|\||\s[-–—]\s/)[0]!.trim();
  return first && second ? [first, second] : null;
}

/** Whether `side` is `team`, or starts (`at: 'start'`) or ends with it at a word's edge. */
function holds(side: string, team: string, at: 'start' | 'end'): boolean {
  if (!team) return false;
  if (side === team) return true;
  return at === 'start'
    ? side.startsWith(team) && AFTER_TEAM.test(side.slice(team.length))
    : side.endsWith(team) && BEFORE_TEAM.test(side.slice(0, side.length - team.length));
}

/**
 * Whether a match's name is of these two teams (in either order), whatever else it says:
 * "Southern Stars v Coastal Kings, T20 2", "… Final", "… (Day 1)" all name Southern Stars and
 * Coastal Kings. Case and spacing do not count. Null when either side cannot tell (no name of
 * two teams, or not two teams given).
 */
export function namesTeams(
  name: string | null | undefined,
  teams: readonly string[],
): boolean | null {
  const sides = sidesOf(name);
  if (!sides || teams.length !== 2) return null;
  const [left, right] = sides.map(normal) as [string, string];
  const [a, b] = teams.map(normal) as [string, string];
  return (
    (holds(left, a, 'end') && holds(right, b, 'start')) ||
    (holds(left, b, 'end') && holds(right, a, 'start'))
  );
}

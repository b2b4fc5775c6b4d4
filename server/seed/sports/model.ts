import type { Team } from '../names';
import type { SeededRandom } from '../random';

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

export function fixture(random: SeededRandom, pool: Team[]): [Team, Team] {
  const [home, away] = random.sample(pool, 2) as [Team, Team];
  return [home, away];
}

/** A game of two teams of the pool in the North American style: "Away at Home (date)". */
export function awayAtHome(random: SeededRandom, pool: Team[], date: string) {
  const [home, away] = fixture(random, pool);
  const game = `${away.name} at ${home.name}`;
  return { home, away, game, title: `${game} (${date})`, metadata: { game, match_date: date } };
}

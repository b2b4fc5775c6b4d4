import type { Queryable } from '../db/database';

/** How many jobs each queue has in each state (pg-boss's table, in its schema). */
export async function jobCounts(
  db: Queryable,
  schema: string,
): Promise<Array<{ name: string; state: string; n: number }>> {
  return db.query<{ name: string; state: string; n: number }>(
    `SELECT name, state, count(*)::int AS n FROM "${schema}".job GROUP BY name, state`,
  );
}

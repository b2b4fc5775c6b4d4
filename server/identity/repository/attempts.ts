import type { Queryable } from '../../db/database';

/** Counts one attempt on a key; answers the count in its window and the seconds it has left. */
export async function countAttemptOn(
  db: Queryable,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; remaining: number }> {
  const [row] = await db.query<{ count: number; remaining: number }>(
    `INSERT INTO attempt_counts AS a (key, window_start, count) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN a.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE a.count + 1 END,
       window_start = CASE WHEN a.window_start <= now() - make_interval(secs => $2)
                      THEN now() ELSE a.window_start END
     RETURNING count,
       extract(epoch FROM window_start + make_interval(secs => $2) - now())::float8 AS remaining`,
    [key, windowSeconds],
  );
  return row!;
}

/** Drops counts whose window ended a day ago or more. */
export async function deleteOldAttempts(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM attempt_counts WHERE window_start < now() - interval '1 day'`);
}

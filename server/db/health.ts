import type { Queryable } from './database';

/** Answers when the database does; throws when it is out of reach. */
export async function ping(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

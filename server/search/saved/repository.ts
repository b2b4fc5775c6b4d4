import type { SavedSearch } from '../../../src/core/api/contract';
import type { Queryable } from '../../db/database';

/* A person's saved searches (`saved_searches`). */

export interface SavedSearchRow {
  id: string;
  name: string;
  query: string;
  sort: SavedSearch['sort'];
  view: SavedSearch['view'];
  created_at: Date;
}

const COLUMNS = 'id, name, query, sort, view, created_at';

/** A person's saved searches, newest first, at most `limit`. */
export function selectSavedSearches(
  db: Queryable,
  tenantId: string,
  userId: string,
  limit: number,
): Promise<SavedSearchRow[]> {
  return db.query<SavedSearchRow>(
    `SELECT ${COLUMNS} FROM saved_searches WHERE tenant_id = $1 AND user_id = $2
     ORDER BY created_at DESC, id LIMIT $3`,
    [tenantId, userId, limit],
  );
}

export async function selectSavedSearch(
  db: Queryable,
  tenantId: string,
  userId: string,
  id: string,
): Promise<SavedSearchRow | null> {
  const [row] = await db.query<SavedSearchRow>(
    `SELECT ${COLUMNS} FROM saved_searches WHERE tenant_id = $1 AND user_id = $2 AND id = $3`,
    [tenantId, userId, id],
  );
  return row ?? null;
}

/**
 * How many searches the person keeps, and whether one has this name; the person's saved
 * searches are written one at a time until the transaction ends, so both hold until the insert.
 */
export async function lockPersonsSearches(
  tx: Queryable,
  tenantId: string,
  userId: string,
  name: string,
): Promise<{ n: number; taken: boolean }> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`saved:${tenantId}:${userId}`]);
  const [counted] = await tx.query<{ n: number; taken: boolean }>(
    `SELECT count(*)::int AS n, coalesce(bool_or(lower(name) = lower($3)), false) AS taken
     FROM saved_searches WHERE tenant_id = $1 AND user_id = $2`,
    [tenantId, userId, name],
  );
  return counted!;
}

export async function insertSavedSearch(
  tx: Queryable,
  row: Omit<SavedSearchRow, 'created_at'> & { tenantId: string; userId: string },
): Promise<SavedSearchRow> {
  const [made] = await tx.query<SavedSearchRow>(
    `INSERT INTO saved_searches (tenant_id, id, user_id, name, query, sort, view)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [row.tenantId, row.id, row.userId, row.name, row.query, row.sort, row.view],
  );
  return made!;
}

/** Deletes a person's saved search; false when they had no such search. */
export async function deleteSavedSearchRow(
  db: Queryable,
  tenantId: string,
  userId: string,
  id: string,
): Promise<boolean> {
  const gone = await db.query(
    'DELETE FROM saved_searches WHERE tenant_id = $1 AND user_id = $2 AND id = $3 RETURNING id',
    [tenantId, userId, id],
  );
  return gone.length > 0;
}

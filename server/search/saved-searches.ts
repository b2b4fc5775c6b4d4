import { randomUUID } from 'node:crypto';
import { LIMITS, type SavedSearch, type SavedSearchCreate } from '../../src/core/api/contract';
import type { Database, Queryable } from '../db/database';
import { ConflictError, HttpError, NotFoundError } from '../http/errors';
import type { TenantSearch } from './engine';
import { readQuery } from './service';

interface SavedSearchRow {
  id: string;
  name: string;
  query: string;
  sort: SavedSearch['sort'];
  view: SavedSearch['view'];
  created_at: Date;
}

const COLUMNS = 'id, name, query, sort, view, created_at';

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    sort: row.sort,
    view: row.view,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The person's saved searches, newest first. */
export async function listSavedSearches(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<SavedSearch[]> {
  const rows = await db.query<SavedSearchRow>(
    `SELECT ${COLUMNS} FROM saved_searches WHERE tenant_id = $1 AND user_id = $2
     ORDER BY created_at DESC, id LIMIT $3`,
    [tenantId, userId, LIMITS.savedSearchesPerPerson],
  );
  return rows.map(toSavedSearch);
}

export async function getSavedSearch(
  db: Queryable,
  tenantId: string,
  userId: string,
  id: string,
): Promise<SavedSearch> {
  const [row] = await db.query<SavedSearchRow>(
    `SELECT ${COLUMNS} FROM saved_searches WHERE tenant_id = $1 AND user_id = $2 AND id = $3`,
    [tenantId, userId, id],
  );
  if (!row) throw new NotFoundError('Saved search', id);
  return toSavedSearch(row);
}

/**
 * Saves a search under a name of the person's. The expression must be one the tenant's search
 * reads (it is checked as a search would check it); the name must be new to the person.
 */
export async function saveSearch(
  db: Database,
  search: TenantSearch,
  tenantId: string,
  userId: string,
  body: SavedSearchCreate,
): Promise<SavedSearch> {
  const name = body.name.trim();
  if (!name) throw new HttpError(400, 'validation', 'The name must not be blank.', 'body.name');
  readQuery(search, body.query, 'body.query');
  return db.transaction(async (tx) => {
    // One at a time per person, so that the count and the name check hold until the insert.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`saved:${tenantId}:${userId}`]);
    const [counted] = await tx.query<{ n: number; taken: boolean }>(
      `SELECT count(*)::int AS n, coalesce(bool_or(lower(name) = lower($3)), false) AS taken
       FROM saved_searches WHERE tenant_id = $1 AND user_id = $2`,
      [tenantId, userId, name],
    );
    if (counted!.taken) {
      throw new ConflictError(`A saved search named ${JSON.stringify(name)} exists.`, 'body.name');
    }
    if (counted!.n >= LIMITS.savedSearchesPerPerson) {
      throw new HttpError(
        409,
        'too_many',
        `A person keeps at most ${LIMITS.savedSearchesPerPerson} saved searches.`,
      );
    }
    const [row] = await tx.query<SavedSearchRow>(
      `INSERT INTO saved_searches (tenant_id, id, user_id, name, query, sort, view)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [
        tenantId,
        randomUUID(),
        userId,
        name,
        body.query.trim(),
        body.sort ?? 'newest',
        body.view ?? 'clips',
      ],
    );
    return toSavedSearch(row!);
  });
}

export async function deleteSavedSearch(
  db: Queryable,
  tenantId: string,
  userId: string,
  id: string,
): Promise<void> {
  const gone = await db.query(
    'DELETE FROM saved_searches WHERE tenant_id = $1 AND user_id = $2 AND id = $3 RETURNING id',
    [tenantId, userId, id],
  );
  if (gone.length === 0) throw new NotFoundError('Saved search', id);
}

import { randomUUID } from 'node:crypto';
import { LIMITS, type SavedSearch, type SavedSearchCreate } from '../../src/core/api/contract';
import type { Database, Queryable } from '../db/database';
import { ConflictError, HttpError, NotFoundError } from '../http/errors';
import type { TenantFields } from './engine';
import {
  deleteSavedSearchRow,
  insertSavedSearch,
  lockPersonsSearches,
  selectSavedSearch,
  selectSavedSearches,
  type SavedSearchRow,
} from './saved/repository';
import { readQuery } from './service';

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
  const rows = await selectSavedSearches(db, tenantId, userId, LIMITS.savedSearchesPerPerson);
  return rows.map(toSavedSearch);
}

export async function getSavedSearch(
  db: Queryable,
  tenantId: string,
  userId: string,
  id: string,
): Promise<SavedSearch> {
  const row = await selectSavedSearch(db, tenantId, userId, id);
  if (!row) throw new NotFoundError('Saved search', id);
  return toSavedSearch(row);
}

/**
 * Saves a search under a name of the person's. The expression must be one the tenant's search
 * reads (it is checked as a search would check it); the name must be new to the person.
 */
export async function saveSearch(
  db: Database,
  search: TenantFields,
  tenantId: string,
  userId: string,
  body: SavedSearchCreate,
): Promise<SavedSearch> {
  const name = body.name.trim();
  if (!name) throw new HttpError(400, 'validation', 'The name must not be blank.', 'body.name');
  readQuery(search, body.query, 'body.query');
  return db.transaction(async (tx) => {
    const counted = await lockPersonsSearches(tx, tenantId, userId, name);
    if (counted.taken) {
      throw new ConflictError(`A saved search named ${JSON.stringify(name)} exists.`, 'body.name');
    }
    if (counted.n >= LIMITS.savedSearchesPerPerson) {
      throw new HttpError(
        409,
        'too_many',
        `A person keeps at most ${LIMITS.savedSearchesPerPerson} saved searches.`,
      );
    }
    const row = await insertSavedSearch(tx, {
      tenantId,
      userId,
      id: randomUUID(),
      name,
      query: body.query.trim(),
      sort: body.sort ?? 'newest',
      view: body.view ?? 'clips',
    });
    return toSavedSearch(row);
  });
}

export async function deleteSavedSearch(
  db: Queryable,
  tenantId: string,
  userId: string,
  id: string,
): Promise<void> {
  if (!(await deleteSavedSearchRow(db, tenantId, userId, id)))
    throw new NotFoundError('Saved search', id);
}

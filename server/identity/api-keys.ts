import { randomBytes } from 'node:crypto';
import type { ApiKey } from '../../src/core/api/contract';
import type { Queryable } from '../db/database';
import { ConflictError } from '../http/errors';
import {
  deleteTenantKey,
  insertTenantKey,
  lockTenantKeys,
  selectTenantKeys,
  type ApiKeyRow,
} from './repository/api-keys';

const toKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  value: row.value,
  label: row.label,
  free: row.free,
  createdAt: new Date(row.created_at).toISOString(),
});

/** A tenant's API keys in the order they were given: the first non-free one is preferred. */
export async function tenantKeys(db: Queryable, tenantId: string): Promise<ApiKey[]> {
  return (await selectTenantKeys(db, tenantId)).map(toKey);
}

/** A new random key after the tenant's others; its value is answered once, here. */
export async function createKey(
  tx: Queryable,
  tenantId: string,
  input: { label: string; free: boolean },
): Promise<ApiKey> {
  const value = `vs_${input.free ? 'pub' : 'key'}_${randomBytes(24).toString('base64url')}`;
  return toKey(
    await insertTenantKey(tx, { value, tenantId, free: input.free, label: input.label.trim() }),
  );
}

/**
 * Revokes a key at once: callers using it get 401 from then on. The tenant's last key
 * stays, since every public page of the tenant needs one. False when there is no such key.
 */
export async function revokeKey(tx: Queryable, tenantId: string, keyId: string): Promise<boolean> {
  const keys = await lockTenantKeys(tx, tenantId);
  if (!keys.includes(keyId)) return false;
  if (keys.length === 1) {
    throw new ConflictError(
      'This is the last API key: create another before revoking it.',
      'params.keyId',
      'last_key',
    );
  }
  await deleteTenantKey(tx, tenantId, keyId);
  return true;
}

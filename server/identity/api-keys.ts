import { randomBytes } from 'node:crypto';
import type { ApiKey } from '../../src/core/api/contract';
import type { Queryable } from '../db/database';
import { ConflictError } from '../http/errors';

interface KeyRow {
  id: string;
  value: string;
  label: string;
  free: boolean;
  created_at: Date;
}

const toKey = (row: KeyRow): ApiKey => ({
  id: row.id,
  value: row.value,
  label: row.label,
  free: row.free,
  createdAt: new Date(row.created_at).toISOString(),
});

/** A tenant's API keys in the order they were given: the first non-free one is preferred. */
export async function tenantKeys(db: Queryable, tenantId: string): Promise<ApiKey[]> {
  const rows = await db.query<KeyRow>(
    `SELECT id, value, label, free, created_at FROM tenant_api_keys
      WHERE tenant_id = $1 ORDER BY position, created_at, value`,
    [tenantId],
  );
  return rows.map(toKey);
}

/** A new random key after the tenant's others; its value is answered once, here. */
export async function createKey(
  tx: Queryable,
  tenantId: string,
  input: { label: string; free: boolean },
): Promise<ApiKey> {
  const value = `vs_${input.free ? 'pub' : 'key'}_${randomBytes(24).toString('base64url')}`;
  const [row] = await tx.query<KeyRow>(
    `INSERT INTO tenant_api_keys (value, tenant_id, free, label, position)
     SELECT $1, $2, $3, $4, COALESCE(max(position), -1) + 1 FROM tenant_api_keys
      WHERE tenant_id = $2
     RETURNING id, value, label, free, created_at`,
    [value, tenantId, input.free, input.label.trim()],
  );
  return toKey(row!);
}

/**
 * Revokes a key at once: callers using it get 401 from then on. The tenant's last key
 * stays, since every public page of the tenant needs one. False when there is no such key.
 */
export async function revokeKey(tx: Queryable, tenantId: string, keyId: string): Promise<boolean> {
  const keys = await tx.query<{ id: string }>(
    'SELECT id FROM tenant_api_keys WHERE tenant_id = $1 FOR UPDATE',
    [tenantId],
  );
  if (!keys.some((k) => k.id === keyId)) return false;
  if (keys.length === 1) {
    throw new ConflictError(
      'This is the last API key: create another before revoking it.',
      'params.keyId',
      'last_key',
    );
  }
  await tx.query('DELETE FROM tenant_api_keys WHERE tenant_id = $1 AND id = $2', [tenantId, keyId]);
  return true;
}

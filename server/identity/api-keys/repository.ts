import type { ApiKey, KeyPower, ListedApiKey } from '../../../src/core/api/contract';
import type { Queryable } from '../../db/database';

/* A tenant's API keys (`tenant_api_keys`). */

export interface ApiKeyRow {
  id: string;
  value: string;
  label: string;
  free: boolean;
  powers: KeyPower[];
  created_at: Date;
}

export const apiKeyOf = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  value: row.value,
  label: row.label,
  free: row.free,
  powers: row.powers,
  createdAt: new Date(row.created_at).toISOString(),
});

/** A key as administrators see it listed: its value only by its last four characters. */
export const listedKeyOf = (row: ApiKeyRow): ListedApiKey => {
  const { value, ...key } = apiKeyOf(row);
  return { ...key, hint: value.slice(-4) };
};

/** A tenant's API keys in the order they were given, as administrators see them listed. */
export async function listedKeys(db: Queryable, tenantId: string): Promise<ListedApiKey[]> {
  return (await selectTenantKeys(db, tenantId)).map(listedKeyOf);
}

/**
 * The keys a signed-in person's browser may hold: the tenant's public ones. A service key
 * would let any member act as the tenant's machines (upload, feed match data).
 */
export async function browserKeys(db: Queryable, tenantId: string): Promise<ApiKey[]> {
  return (await selectTenantKeys(db, tenantId)).filter((row) => row.free).map(apiKeyOf);
}

/** A tenant's API keys in the order they were given. */
export function selectTenantKeys(db: Queryable, tenantId: string): Promise<ApiKeyRow[]> {
  return db.query<ApiKeyRow>(
    `SELECT id, value, label, free, powers, created_at FROM tenant_api_keys
      WHERE tenant_id = $1 ORDER BY position, created_at, value`,
    [tenantId],
  );
}

/** A key after the tenant's others. */
export async function insertTenantKey(
  tx: Queryable,
  key: { value: string; tenantId: string; free: boolean; label: string; powers: KeyPower[] },
): Promise<ApiKeyRow> {
  const [row] = await tx.query<ApiKeyRow>(
    `INSERT INTO tenant_api_keys (value, tenant_id, free, label, powers, position)
     SELECT $1, $2, $3, $4, $5, COALESCE(max(position), -1) + 1 FROM tenant_api_keys
      WHERE tenant_id = $2
     RETURNING id, value, label, free, powers, created_at`,
    [key.value, key.tenantId, key.free, key.label, key.powers],
  );
  return row!;
}

/** The ids of a tenant's keys, locked until the transaction ends. */
export async function lockTenantKeys(tx: Queryable, tenantId: string): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    'SELECT id FROM tenant_api_keys WHERE tenant_id = $1 FOR UPDATE',
    [tenantId],
  );
  return rows.map((r) => r.id);
}

export async function deleteTenantKey(tx: Queryable, tenantId: string, keyId: string) {
  await tx.query('DELETE FROM tenant_api_keys WHERE tenant_id = $1 AND id = $2', [tenantId, keyId]);
}

/** The tenant's first free (public) key's value, if it has one. */
export async function firstFreeKey(db: Queryable, tenantId: string): Promise<string | null> {
  const [key] = await db.query<{ value: string }>(
    `SELECT value FROM tenant_api_keys WHERE tenant_id = $1 AND free
      ORDER BY position, created_at, value LIMIT 1`,
    [tenantId],
  );
  return key?.value ?? null;
}

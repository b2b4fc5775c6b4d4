import type { Queryable } from '../../db/database';

export interface ApiKeyRow {
  id: string;
  value: string;
  label: string;
  free: boolean;
  created_at: Date;
}

/** A tenant's API keys in the order they were given. */
export function selectTenantKeys(db: Queryable, tenantId: string): Promise<ApiKeyRow[]> {
  return db.query<ApiKeyRow>(
    `SELECT id, value, label, free, created_at FROM tenant_api_keys
      WHERE tenant_id = $1 ORDER BY position, created_at, value`,
    [tenantId],
  );
}

/** A key after the tenant's others. */
export async function insertTenantKey(
  tx: Queryable,
  key: { value: string; tenantId: string; free: boolean; label: string },
): Promise<ApiKeyRow> {
  const [row] = await tx.query<ApiKeyRow>(
    `INSERT INTO tenant_api_keys (value, tenant_id, free, label, position)
     SELECT $1, $2, $3, $4, COALESCE(max(position), -1) + 1 FROM tenant_api_keys
      WHERE tenant_id = $2
     RETURNING id, value, label, free, created_at`,
    [key.value, key.tenantId, key.free, key.label],
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

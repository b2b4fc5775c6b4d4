import type { Queryable } from '../../db/database';

/** The tenant's active administrators, locked until the transaction ends. */
export async function lockActiveAdmins(tx: Queryable, tenantId: string): Promise<string[]> {
  const rows = await tx.query<{ user_id: string }>(
    `SELECT user_id FROM memberships
      WHERE tenant_id = $1 AND 'ADMIN' = ANY (roles) AND NOT deactivated FOR UPDATE`,
    [tenantId],
  );
  return rows.map((r) => r.user_id);
}

/** A membership's roles or its being deactivated, where given. */
export async function updateMembership(
  tx: Queryable,
  tenantId: string,
  userId: string,
  change: { roles: string[] | null; deactivated: boolean | null },
): Promise<void> {
  await tx.query(
    `UPDATE memberships SET roles = COALESCE($3, roles), deactivated = COALESCE($4, deactivated),
            updated_at = now()
      WHERE tenant_id = $1 AND user_id = $2`,
    [tenantId, userId, change.roles, change.deactivated],
  );
}

export async function deleteMembership(tx: Queryable, tenantId: string, userId: string) {
  await tx.query('DELETE FROM memberships WHERE tenant_id = $1 AND user_id = $2', [
    tenantId,
    userId,
  ]);
}

/** A person signed in to the tenant (a new session, not a refresh). */
export async function markSignedIn(tx: Queryable, tenantId: string, userId: string) {
  await tx.query(
    'UPDATE memberships SET last_signed_in_at = now() WHERE tenant_id = $1 AND user_id = $2',
    [tenantId, userId],
  );
}

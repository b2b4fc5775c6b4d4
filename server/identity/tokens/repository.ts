import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';

/* Refresh tokens, password resets and the sign-in provider's one-time codes, all stored hashed. */

// Refresh tokens: stored hashed, single use, in families that are revoked together.

export interface RefreshRow {
  id: string;
  family_id: string;
  tenant_id: string;
  user_id: string;
  token_hash: string;
  expired: boolean;
  used_at: Date | null;
  revoked_at: Date | null;
}

export async function insertRefreshToken(
  tx: Queryable,
  token: { id: string; familyId: string; tenantId: string; userId: string; hash: string },
  ttlSeconds: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO refresh_tokens (id, family_id, tenant_id, user_id, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [token.id, token.familyId, token.tenantId, token.userId, token.hash, ttlSeconds],
  );
}

/** A refresh token's row, locked until the transaction ends. */
export async function lockRefreshToken(tx: Queryable, id: string): Promise<RefreshRow | null> {
  const [row] = await tx.query<RefreshRow>(
    `SELECT id, family_id, tenant_id, user_id, token_hash, expires_at < now() AS expired,
            used_at, revoked_at
       FROM refresh_tokens WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row ?? null;
}

export async function markRefreshTokenUsed(tx: Queryable, id: string): Promise<void> {
  await tx.query('UPDATE refresh_tokens SET used_at = now() WHERE id = $1', [id]);
}

export async function revokeFamily(tx: Queryable, familyId: string): Promise<void> {
  await tx.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
    [familyId],
  );
}

/** Signs a user out everywhere, or only in one tenant. */
export async function revokeUserTokens(
  tx: Queryable,
  userId: string,
  tenantId?: string,
): Promise<void> {
  await tx.query(
    `UPDATE refresh_tokens SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR tenant_id = $2)`,
    [userId, tenantId ?? null],
  );
}

export async function findRefreshToken(
  tx: Queryable,
  id: string,
): Promise<{ family_id: string; token_hash: string } | null> {
  const [row] = await tx.query<{ family_id: string; token_hash: string }>(
    'SELECT family_id, token_hash FROM refresh_tokens WHERE id = $1',
    [id],
  );
  return row ?? null;
}

// Password resets and the sign-in provider's one-time codes, stored hashed.

/** A reset link lives an hour; an invitation's set-password link, a week. */
export async function insertPasswordReset(
  db: Queryable,
  userId: string,
  tokenHash: string,
  purpose: 'reset' | 'invite' = 'reset',
): Promise<void> {
  await db.query(
    `INSERT INTO password_resets (id, user_id, token_hash, purpose, expires_at)
     VALUES ($1, $2, $3, $4, now() + CASE WHEN $4 = 'invite' THEN interval '7 days'
                                          ELSE interval '1 hour' END)`,
    [randomUUID(), userId, tokenHash, purpose],
  );
}

/** Uses a live reset once; the user it was for, or null. */
export async function spendPasswordReset(tx: Queryable, tokenHash: string): Promise<string | null> {
  const [reset] = await tx.query<{ id: string; user_id: string }>(
    `SELECT id, user_id FROM password_resets
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
    [tokenHash],
  );
  if (!reset) return null;
  await tx.query('UPDATE password_resets SET used_at = now() WHERE id = $1', [reset.id]);
  return reset.user_id;
}

export type ProviderCode =
  | { purpose: 'signin'; userId: string; email: string }
  | {
      purpose: 'signup';
      email: string;
      firstName: string;
      lastName: string;
      passwordHash: string;
    };

export async function insertProviderCode(
  db: Queryable,
  codeHash: string,
  code: ProviderCode,
  ttlSeconds: number,
): Promise<void> {
  if (code.purpose === 'signin') {
    await db.query(
      `INSERT INTO provider_codes (code_hash, purpose, user_id, email, expires_at)
       VALUES ($1, 'signin', $2, $3, now() + make_interval(secs => $4))`,
      [codeHash, code.userId, code.email, ttlSeconds],
    );
    return;
  }
  await db.query(
    `INSERT INTO provider_codes
       (code_hash, purpose, email, first_name, last_name, password_hash, expires_at)
     VALUES ($1, 'signup', $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [codeHash, code.email, code.firstName, code.lastName, code.passwordHash, ttlSeconds],
  );
}

/** Uses a live code once; what it was issued for, or null. */
export async function spendProviderCode(tx: Queryable, codeHash: string, purpose: string) {
  const [row] = await tx.query<{
    user_id: string | null;
    email: string;
    first_name: string;
    last_name: string;
    password_hash: string | null;
  }>(
    `UPDATE provider_codes SET used_at = now()
      WHERE code_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING user_id, email, first_name, last_name, password_hash`,
    [codeHash, purpose],
  );
  return row ?? null;
}

/* oxlint-disable max-lines -- long because it is all of identity's SQL: the layer check keeps SQL in one repository.ts a feature. */
import { randomUUID } from 'node:crypto';
import type {
  ApiKey,
  CreateUserRequest,
  KeyPower,
  ListedApiKey,
  Page,
  Tenancy,
  TenantDetails,
  User,
  UserRole,
} from '../../src/core/api/contract';
import type { Queryable } from '../db/database';
import { ConflictError } from '../http/errors';

export interface UserAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
}

export interface Membership {
  roles: UserRole[];
  deactivated: boolean;
}

interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  tenant_id: string;
  roles: UserRole[];
  deactivated: boolean;
  created_at: Date;
  last_signed_in_at: Date | null;
}

const USER_COLUMNS = `u.id, u.email, u.first_name, u.last_name, m.tenant_id, m.roles,
  m.deactivated, m.created_at, m.last_signed_in_at`;

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    tenantId: row.tenant_id,
    userRole: row.roles,
    deactivated: row.deactivated,
    createdAt: new Date(row.created_at).toISOString(),
    lastSignedInAt: row.last_signed_in_at ? new Date(row.last_signed_in_at).toISOString() : null,
  };
}

export async function findAccountByEmail(
  db: Queryable,
  email: string,
): Promise<UserAccount | null> {
  const [row] = await db.query<{
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    password_hash: string | null;
  }>(
    'SELECT id, email, first_name, last_name, password_hash FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return row
    ? {
        id: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        passwordHash: row.password_hash,
      }
    : null;
}

/** The tenancies a user may use (not deactivated), sorted case-insensitively by name. */
export async function activeTenancies(db: Queryable, userId: string): Promise<Tenancy[]> {
  return db.query<Tenancy>(
    `SELECT t.id, t.name FROM memberships m JOIN tenants t ON t.id = m.tenant_id
      WHERE m.user_id = $1 AND NOT m.deactivated
      ORDER BY lower(t.name), t.id`,
    [userId],
  );
}

export async function findMembership(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<Membership | null> {
  const [row] = await db.query<Membership>(
    'SELECT roles, deactivated FROM memberships WHERE tenant_id = $1 AND user_id = $2',
    [tenantId, userId],
  );
  return row ?? null;
}

export async function findTenant(db: Queryable, tenantId: string): Promise<TenantDetails | null> {
  const [tenant] = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM tenants WHERE id = $1',
    [tenantId],
  );
  if (!tenant) return null;
  return { id: tenant.id, name: tenant.name, apiKeys: await browserKeys(db, tenantId) };
}

export async function findApiKey(
  db: Queryable,
  value: string,
): Promise<{ tenantId: string; free: boolean; powers: KeyPower[] } | null> {
  const [row] = await db.query<{ tenant_id: string; free: boolean; powers: KeyPower[] }>(
    'SELECT tenant_id, free, powers FROM tenant_api_keys WHERE value = $1',
    [value],
  );
  return row ? { tenantId: row.tenant_id, free: row.free, powers: row.powers } : null;
}

export async function findUserInTenant(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<User | null> {
  const [row] = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM memberships m JOIN users u ON u.id = m.user_id
      WHERE m.tenant_id = $1 AND m.user_id = $2`,
    [tenantId, userId],
  );
  return row ? toUser(row) : null;
}

export async function listUsers(
  db: Queryable,
  tenantId: string,
  page: number,
  size: number,
): Promise<Page<User>> {
  const [count] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM memberships WHERE tenant_id = $1',
    [tenantId],
  );
  const rows = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM memberships m JOIN users u ON u.id = m.user_id
      WHERE m.tenant_id = $1 ORDER BY lower(u.email), u.id LIMIT $2 OFFSET $3`,
    [tenantId, size, page * size],
  );
  const total = count?.total ?? 0;
  return {
    content: rows.map(toUser),
    page,
    size,
    totalElements: total,
    totalPages: Math.ceil(total / size),
  };
}

/**
 * Adds a user to a tenant. A new email makes a new account; a known email joins the
 * tenant with its existing account (its password is left alone); a user deleted from
 * this tenant before is reactivated with the given roles.
 */
export async function addUserToTenant(
  tx: Queryable,
  input: Omit<CreateUserRequest, 'password'> & { passwordHash: string | null },
): Promise<User> {
  let account = await findAccountByEmail(tx, input.email);
  if (!account) {
    const id = randomUUID();
    await tx.query(
      `INSERT INTO users (id, email, first_name, last_name, password_hash)
       VALUES ($1, $2, $3, $4, $5)`,
      [id, input.email, input.firstName, input.lastName, input.passwordHash],
    );
    account = {
      id,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: input.passwordHash,
    };
  }
  const existing = await findMembership(tx, input.tenantId, account.id);
  if (existing && !existing.deactivated) {
    throw new ConflictError(
      `${input.email} is already a user of this tenant.`,
      'body.email',
      'already_member',
    );
  }
  await tx.query(
    `INSERT INTO memberships (tenant_id, user_id, roles) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, user_id)
     DO UPDATE SET roles = EXCLUDED.roles, deactivated = false, updated_at = now()`,
    [input.tenantId, account.id, input.userRole],
  );
  return (await findUserInTenant(tx, input.tenantId, account.id))!;
}

/** Marks a user deleted from one tenant; their account and other tenancies remain. */
export async function deactivateMembership(
  tx: Queryable,
  tenantId: string,
  userId: string,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE memberships SET deactivated = true, updated_at = now()
      WHERE tenant_id = $1 AND user_id = $2 AND NOT deactivated RETURNING user_id`,
    [tenantId, userId],
  );
  return rows.length > 0;
}

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

export async function setPasswordHash(tx: Queryable, userId: string, hash: string): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, hash]);
}

export async function findUserById(
  db: Queryable,
  id: string,
): Promise<{ id: string; email: string } | null> {
  const [user] = await db.query<{ id: string; email: string }>(
    'SELECT id, email FROM users WHERE id = $1',
    [id],
  );
  return user ?? null;
}

export async function tenantExists(db: Queryable, tenantId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM tenants WHERE id = $1', [tenantId])).length > 0;
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

/** Every tenant's id, in order. */
export async function allTenantIds(db: Queryable): Promise<string[]> {
  return (await db.query<{ id: string }>('SELECT id FROM tenants ORDER BY id')).map((t) => t.id);
}

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

/** Counts one attempt on a key; answers the count in its window and the seconds it has left. */
export async function countAttemptOn(
  db: Queryable,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; remaining: number }> {
  const [row] = await db.query<{ count: number; remaining: number }>(
    `INSERT INTO attempt_counts AS a (key, window_start, count) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN a.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE a.count + 1 END,
       window_start = CASE WHEN a.window_start <= now() - make_interval(secs => $2)
                      THEN now() ELSE a.window_start END
     RETURNING count,
       extract(epoch FROM window_start + make_interval(secs => $2) - now())::float8 AS remaining`,
    [key, windowSeconds],
  );
  return row!;
}

/** Drops counts whose window ended a day ago or more. */
export async function deleteOldAttempts(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM attempt_counts WHERE window_start < now() - interval '1 day'`);
}

export interface SigningKeyRow {
  kid: string;
  secret: string;
  created_at: Date;
  retired_at: Date | null;
}

export function signingKeyRows(db: Queryable): Promise<SigningKeyRow[]> {
  return db.query<SigningKeyRow>('SELECT kid, secret, created_at, retired_at FROM signing_keys');
}

/** A key, unless one of that id is there (another process made it first). */
export async function insertSigningKey(
  tx: Queryable,
  key: { kid: string; secret: string; createdAt: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO signing_keys (kid, secret, created_at)
     VALUES ($1, $2, to_timestamp($3::double precision / 1000)) ON CONFLICT (kid) DO NOTHING`,
    [key.kid, key.secret, key.createdAt],
  );
}

/** Retires a key not yet retired; false when another process did. */
export async function retireSigningKey(tx: Queryable, kid: string, at: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE signing_keys SET retired_at = to_timestamp($2::double precision / 1000)
      WHERE kid = $1 AND retired_at IS NULL RETURNING kid`,
    [kid, at],
  );
  return rows.length > 0;
}

/** Deletes keys retired for longer than `keepSeconds` before `now`. */
export async function deleteRetiredKeys(tx: Queryable, now: number, keepSeconds: number) {
  await tx.query(
    `DELETE FROM signing_keys
      WHERE retired_at < to_timestamp($1::double precision / 1000) - make_interval(secs => $2)`,
    [now, keepSeconds],
  );
}

import { randomUUID } from 'node:crypto';
import type {
  CreateUserRequest,
  KeyPower,
  Page,
  Tenancy,
  TenantDetails,
  User,
  UserRole,
} from '../../src/core/api/contract';
import type { Queryable } from '../db/database';
import { ConflictError } from '../http/errors';
import { browserKeys } from './api-keys/repository';

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

/** Every tenant's id, in order. */
export async function allTenantIds(db: Queryable): Promise<string[]> {
  return (await db.query<{ id: string }>('SELECT id FROM tenants ORDER BY id')).map((t) => t.id);
}

/** The addresses of the tenant's active administrators, for what they must be told. */
export async function activeAdminEmails(db: Queryable, tenantId: string): Promise<string[]> {
  const rows = await db.query<{ email: string }>(
    `SELECT u.email FROM memberships m JOIN users u ON u.id = m.user_id
      WHERE m.tenant_id = $1 AND 'ADMIN' = ANY (m.roles) AND NOT m.deactivated ORDER BY u.email`,
    [tenantId],
  );
  return rows.map((r) => r.email);
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

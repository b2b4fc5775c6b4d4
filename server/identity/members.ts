import { mainRole, type UpdateUserRequest, type User } from '../../src/core/api/contract';
import type { Queryable } from '../db/database';
import { BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { deleteMembership, lockActiveAdmins, updateMembership } from './repository';
import { findUserInTenant } from './repository';
import { revokeUserTokens } from './tokens';

/** Who is changing a membership: an administrator of the tenant. */
interface Changer {
  userId: string;
  tenantId: string;
}

/**
 * A tenant keeps at least one active administrator, and an administrator cannot take away
 * their own rights (someone else has to). Locks the tenant's admin memberships first, so two
 * administrators demoting each other at once cannot leave none.
 */
async function keepAnAdmin(tx: Queryable, me: Changer, target: User, losesAdmin: boolean) {
  if (!losesAdmin || mainRole(target.userRole) !== 'ADMIN' || target.deactivated) return;
  if (target.id === me.userId) {
    throw new BadRequestError(
      'You cannot remove your own administrator rights: ask another administrator.',
      'params.userId',
      'self_demotion',
    );
  }
  const admins = await lockActiveAdmins(tx, me.tenantId);
  if (admins.length <= 1) {
    throw new ConflictError(
      'This is the tenant’s last administrator: make someone else an administrator first.',
      'params.userId',
      'last_admin',
    );
  }
}

async function target(tx: Queryable, tenantId: string, userId: string): Promise<User> {
  const user = await findUserInTenant(tx, tenantId, userId);
  if (!user) throw new NotFoundError('User', userId);
  return user;
}

/** Changes a user's role, or deactivates (signing them out everywhere) or reactivates them. */
export async function updateMember(
  tx: Queryable,
  me: Changer,
  userId: string,
  change: UpdateUserRequest,
): Promise<User> {
  const user = await target(tx, me.tenantId, userId);
  const losesAdmin =
    change.deactivated === true ||
    (change.userRole !== undefined && mainRole(change.userRole) !== 'ADMIN');
  await keepAnAdmin(tx, me, user, losesAdmin);
  if (change.deactivated === true && userId === me.userId) {
    throw new BadRequestError('You cannot deactivate yourself.', 'params.userId', 'self_delete');
  }
  await updateMembership(tx, me.tenantId, userId, {
    roles: change.userRole ?? null,
    deactivated: change.deactivated ?? null,
  });
  if (change.deactivated === true) await revokeUserTokens(tx, userId, me.tenantId);
  return target(tx, me.tenantId, userId);
}

/**
 * Deletes a user from the tenant: their membership goes, and their sessions there end. The
 * account stays (for their other tenancies, and so that what they made here, collections
 * among them, is kept); inviting the same email again brings them back.
 */
export async function deleteMember(tx: Queryable, me: Changer, userId: string): Promise<void> {
  if (userId === me.userId) {
    throw new BadRequestError('You cannot delete yourself.', 'params.userId', 'self_delete');
  }
  const user = await target(tx, me.tenantId, userId);
  await keepAnAdmin(tx, me, user, true);
  await revokeUserTokens(tx, userId, me.tenantId);
  await deleteMembership(tx, me.tenantId, userId);
}

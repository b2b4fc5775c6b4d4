import type { SessionTokens } from '../../src/core/api/contract';
import type { Queryable } from '../db/database';
import { ForbiddenError } from '../http/errors';
import { markSignedIn } from './repository';
import { findMembership } from './repository';
import { issueRefreshToken, signAccessToken, type TokenSettings } from './tokens';

/**
 * Opens a session of a user in one tenant: an access token and a refresh token of a
 * new family, or of `familyId` when a refresh rotates it. The membership must be active.
 */
export async function openSession(
  tx: Queryable,
  tokens: TokenSettings,
  user: { id: string; email: string },
  tenantId: string,
  familyId?: string,
): Promise<SessionTokens> {
  const membership = await findMembership(tx, tenantId, user.id);
  if (!membership || membership.deactivated) {
    throw new ForbiddenError('You are not a user of that tenant.', 'not_a_member');
  }
  const token = await signAccessToken(tokens, {
    sub: user.id,
    email: user.email,
    tid: tenantId,
    roles: membership.roles,
  });
  const refreshToken = await issueRefreshToken(tx, tokens, { userId: user.id, tenantId }, familyId);
  if (!familyId) {
    await markSignedIn(tx, tenantId, user.id);
  }
  return {
    token,
    refreshToken,
    userId: user.id,
    email: user.email,
    tenantId,
    userRole: membership.roles,
  };
}

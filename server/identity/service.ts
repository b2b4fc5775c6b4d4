import { randomBytes } from 'node:crypto';
import {
  SIGN_IN_PLATFORM,
  type SessionTokens,
  type SignInRequest,
} from '../../src/core/api/contract';
import type { Database } from '../db/database';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../http/errors';
import type { Mailer } from './mailer';
import { hashPassword, spendPasswordTime, verifyPassword } from './passwords';
import { activeTenancies, findAccountByEmail, setPasswordHash } from './repository';
import { insertPasswordReset, spendPasswordReset } from './tokens/repository';
import { openSession } from './sessions';
import { revokeUserTokens, sha256, type TokenSettings } from './tokens';

const INVALID_CREDENTIALS = () =>
  new UnauthorizedError('The email or password is incorrect.', 'invalid_credentials');

/** For the request's authentication: a tenant's API key by its value, a person's membership. */
export { allTenantIds, findApiKey, findMembership } from './repository';
/** Whom the tenant's operational news goes to (an endpoint turned off). */
export { activeAdminEmails } from './repository';

/**
 * Sign-in with email and password (SPEC §7), to the tenant asked for or else the first by
 * name. A wrong password and an unknown user take the same time and get the same answer.
 */
export async function signIn(
  db: Database,
  tokens: TokenSettings,
  { userName, password, platform, tenantId, preferredTenantId }: SignInRequest,
): Promise<SessionTokens> {
  if (platform !== SIGN_IN_PLATFORM)
    throw new BadRequestError('Unknown platform.', 'body.platform');
  const account = await findAccountByEmail(db, userName.trim());
  if (!account) {
    await spendPasswordTime(password);
    throw INVALID_CREDENTIALS();
  }
  if (!(await verifyPassword(password, account.passwordHash))) throw INVALID_CREDENTIALS();
  const tenancies = await activeTenancies(db, account.id);
  const preferred = tenancies.find((t) => t.id === preferredTenantId)?.id;
  const chosen = tenantId ?? preferred ?? tenancies[0]?.id;
  if (!chosen || !tenancies.some((t) => t.id === chosen)) {
    throw new ForbiddenError(
      tenantId ? 'You are not a user of that tenant.' : 'Your account has no active tenancy.',
      'not_a_member',
    );
  }
  return db.transaction((tx) => openSession(tx, tokens, account, chosen));
}

/**
 * Mails a reset link that works for an hour (the app's /reset-password page at `appOrigin`,
 * with the code), when the account exists; silent otherwise.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  userName: string,
  appOrigin: string,
): Promise<void> {
  const account = await findAccountByEmail(db, userName.trim());
  if (!account) return;
  const token = randomBytes(32).toString('base64url');
  await insertPasswordReset(db, account.id, sha256(token));
  const link = `${appOrigin}/reset-password?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: account.email,
    subject: 'Reset your password',
    text: `Choose a new password within an hour at ${link}`,
    data: { resetToken: token, resetLink: link },
  });
}

/** Sets a new password with a live reset code, once, and signs the user out everywhere. */
export async function confirmPasswordReset(
  db: Database,
  token: string,
  password: string,
): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = await spendPasswordReset(tx, sha256(token));
    if (!userId)
      throw new BadRequestError(
        'The reset link is invalid or has expired.',
        'body.token',
        'invalid_reset_token',
      );
    await setPasswordHash(tx, userId, hash);
    await revokeUserTokens(tx, userId);
  });
}

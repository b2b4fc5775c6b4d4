import { randomBytes } from 'node:crypto';
import type { CreateUserRequest, User } from '../../src/core/api/contract';
import type { Database } from '../db/database';
import type { Mailer } from './mailer';
import { hashPassword } from './passwords';
import { addUserToTenant, findAccountByEmail, findTenant } from './repository';
import { insertPasswordReset } from './tokens/repository';
import { sha256 } from './tokens';

/**
 * Adds a user to the tenant (POST v2/iam/user). Given a password, that is theirs; without
 * one, a person with no password yet is mailed an invitation to choose one (a week's link
 * to the app's /reset-password page), and one who has a password is told they were added.
 */
export async function inviteUser(
  db: Database,
  mailer: Mailer,
  request: CreateUserRequest,
  appOrigin: string,
): Promise<User> {
  const { password, ...rest } = request;
  const email = rest.email.trim();
  const passwordHash = password ? await hashPassword(password) : null;
  const { user, token } = await db.transaction(async (tx) => {
    const existing = await findAccountByEmail(tx, email);
    const user = await addUserToTenant(tx, { ...rest, email, passwordHash });
    if (password || existing?.passwordHash) return { user, token: null };
    const token = randomBytes(32).toString('base64url');
    await insertPasswordReset(tx, user.id, sha256(token), 'invite');
    return { user, token };
  });
  if (password) return user;
  const organisation = (await findTenant(db, request.tenantId))?.name ?? 'the video library';
  if (token) {
    const link = `${appOrigin}/reset-password?token=${encodeURIComponent(token)}&invite=1`;
    await mailer.send({
      to: user.email,
      subject: `You are invited to ${organisation}`,
      text: `You have been invited to ${organisation}. Choose a password within a week at ${link}`,
      data: { inviteToken: token, inviteLink: link },
    });
  } else {
    const link = `${appOrigin}/login`;
    await mailer.send({
      to: user.email,
      subject: `You now have access to ${organisation}`,
      text: `You can now use ${organisation}: sign in with your usual password at ${link}`,
      data: { signInLink: link },
    });
  }
  return user;
}

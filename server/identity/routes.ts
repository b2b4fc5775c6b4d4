import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SIGN_IN_PLATFORM } from '../../src/core/api/contract';
import type { ServerContext } from '../context';
import { sameTenant } from '../http/auth';
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from '../http/errors';
import { errorResponses } from '../http/schema';
import { hashPassword, spendPasswordTime, verifyPassword } from './passwords';
import {
  activeTenancies,
  addUserToTenant,
  deactivateMembership,
  findAccountByEmail,
  findTenant,
  findUserInTenant,
  listUsers,
} from './repository';
import {
  ConfirmResetBody,
  CreateUserBody,
  ResetPasswordBody,
  SessionTokensSchema,
  SignInBody,
  TenancySchema,
  TenantDetailsSchema,
  TenantIdParams,
  UserIdParams,
  UserListQuery,
  UserPage,
  UserSchema,
} from './schemas';
import { openSession } from './sessions';
import { revokeUserTokens, sha256 } from './tokens';
import { providerRoutes } from './provider';
import { tokenRoutes } from './token-routes';
import { callerOf, userOf } from '../http/access';

const INVALID_CREDENTIALS = new UnauthorizedError(
  'The email or password is incorrect.',
  'invalid_credentials',
);

/** Identity service (SPEC §7 "Identity"). */
export const identityPlugin: FastifyPluginAsyncTypebox<{ ctx: ServerContext }> = async (
  app,
  { ctx },
) => {
  const { db, tokens, config } = ctx;

  app.post(
    '/v2/iam/auth/signin',
    {
      schema: {
        tags: ['identity'],
        summary: 'Sign in with email and password',
        body: SignInBody,
        response: { 200: SessionTokensSchema, ...errorResponses },
      },
      config: {
        access: 'public',
        rateLimit: {
          max: config.signInMaxAttempts,
          timeWindow: config.signInWindowMs,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) =>
            `${request.ip}|${userNameOf(request.body).toLowerCase()}`,
        },
      },
    },
    async (request) => {
      const { userName, password, platform, tenantId } = request.body;
      if (platform !== SIGN_IN_PLATFORM)
        throw new BadRequestError('Unknown platform.', 'body.platform');
      const account = await findAccountByEmail(db, userName.trim());
      if (!account) {
        await spendPasswordTime(password);
        throw INVALID_CREDENTIALS;
      }
      if (!(await verifyPassword(password, account.passwordHash))) throw INVALID_CREDENTIALS;
      const tenancies = await activeTenancies(db, account.id);
      const chosen = tenantId ?? tenancies[0]?.id;
      if (!chosen || !tenancies.some((t) => t.id === chosen)) {
        throw new ForbiddenError(
          tenantId ? 'You are not a user of that tenant.' : 'Your account has no active tenancy.',
          'not_a_member',
        );
      }
      return db.transaction((tx) => openSession(tx, tokens, account, chosen));
    },
  );

  await app.register(tokenRoutes, { ctx });

  app.post(
    '/v2/iam/auth/resetPassword',
    {
      schema: {
        tags: ['identity'],
        summary: 'Ask for a password reset link (answered the same whether or not the user exists)',
        body: ResetPasswordBody,
        response: { 202: Type.Object({ message: Type.String() }), ...errorResponses },
      },
      config: {
        access: 'public',
        rateLimit: { max: config.signInMaxAttempts, timeWindow: config.signInWindowMs },
      },
    },
    async (request, reply) => {
      const account = await findAccountByEmail(db, request.body.userName.trim());
      if (account) {
        const token = randomBytes(32).toString('base64url');
        await db.query(
          `INSERT INTO password_resets (id, user_id, token_hash, expires_at)
           VALUES ($1, $2, $3, now() + interval '1 hour')`,
          [randomUUID(), account.id, sha256(token)],
        );
        await ctx.mailer.send({
          to: account.email,
          subject: 'Reset your password',
          text: `Use this code to choose a new password within an hour: ${token}`,
          data: { resetToken: token },
        });
      }
      return reply.code(202).send({
        message: 'If that account exists, a reset link is on its way to its email address.',
      });
    },
  );

  app.post(
    '/v2/iam/auth/resetPassword/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Set a new password with the token of a reset link',
        body: ConfirmResetBody,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const hash = await hashPassword(request.body.password);
      await db.transaction(async (tx) => {
        const [reset] = await tx.query<{ id: string; user_id: string }>(
          `SELECT id, user_id FROM password_resets
            WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
          [sha256(request.body.token)],
        );
        if (!reset)
          throw new BadRequestError(
            'The reset link is invalid or has expired.',
            'body.token',
            'invalid_reset_token',
          );
        await tx.query('UPDATE password_resets SET used_at = now() WHERE id = $1', [reset.id]);
        await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [reset.user_id, hash]);
        await revokeUserTokens(tx, reset.user_id);
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v3/iam/auth/switch/:tenantId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['identity'],
        summary: 'Switch to another tenancy of the signed-in user',
        params: TenantIdParams,
        response: { 200: SessionTokensSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      return db.transaction((tx) =>
        openSession(tx, tokens, { id: me.userId, email: me.email }, request.params.tenantId),
      );
    },
  );

  app.get(
    '/v2/iam/user/:userId/tenants',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['identity'],
        summary: 'The signed-in user’s tenancies, sorted by name',
        params: UserIdParams,
        response: { 200: Type.Array(TenancySchema), ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      if (me.userId !== request.params.userId) {
        throw new ForbiddenError('You can list only your own tenancies.');
      }
      return activeTenancies(db, me.userId);
    },
  );

  app.get(
    '/v2/iam/tenant/:tenantId',
    {
      config: { access: 'signed-in-or-key' },
      schema: {
        tags: ['identity'],
        summary: 'A tenant with its API keys',
        params: TenantIdParams,
        response: { 200: TenantDetailsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      sameTenant(me, request.params.tenantId);
      const tenant = await findTenant(db, request.params.tenantId);
      if (!tenant) throw new NotFoundError('Tenant', request.params.tenantId);
      return tenant;
    },
  );

  app.get(
    '/v2/iam/user/:userId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['identity'],
        summary: 'A user of the caller’s tenant (yourself, or anyone for an administrator)',
        params: UserIdParams,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      if (me.userId !== request.params.userId && !me.roles.includes('ADMIN')) {
        throw new ForbiddenError('Only an administrator can see other users.', 'admin_required');
      }
      const user = await findUserInTenant(db, me.tenantId, request.params.userId);
      if (!user) throw new NotFoundError('User', request.params.userId);
      return user;
    },
  );

  app.get(
    '/v2/iam/user',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['identity'],
        summary: 'Users of a tenant (administrators only)',
        querystring: UserListQuery,
        response: { 200: UserPage, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      const tenantId = request.query.tenantId ?? me.tenantId;
      sameTenant(me, tenantId);
      return listUsers(db, tenantId, request.query.page ?? 0, request.query.size ?? 1000);
    },
  );

  app.post(
    '/v2/iam/user',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['identity'],
        summary: 'Add a user to a tenant (administrators only)',
        body: CreateUserBody,
        response: { 201: UserSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = userOf(request);
      sameTenant(me, request.body.tenantId);
      const { password, ...rest } = request.body;
      const passwordHash = password ? await hashPassword(password) : null;
      const user = await db.transaction((tx) =>
        addUserToTenant(tx, { ...rest, email: rest.email.trim(), passwordHash }),
      );
      return reply.code(201).send(user);
    },
  );

  app.delete(
    '/v2/iam/user/:userId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['identity'],
        summary: 'Delete a user from the caller’s tenant: they are kept, deactivated',
        params: UserIdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = userOf(request);
      const { userId } = request.params;
      if (userId === me.userId) {
        throw new BadRequestError('You cannot delete yourself.', 'params.userId', 'self_delete');
      }
      const user = await findUserInTenant(db, me.tenantId, userId);
      if (!user) throw new NotFoundError('User', userId);
      await db.transaction(async (tx) => {
        await deactivateMembership(tx, me.tenantId, userId);
        await revokeUserTokens(tx, userId, me.tenantId);
      });
      return reply.code(204).send(null);
    },
  );

  await app.register(providerRoutes, { ctx });
};

/** The user name a sign-in body names, for rate limiting; '' when it names none. */
function userNameOf(body: unknown): string {
  const name = (body as { userName?: unknown } | undefined)?.userName;
  return typeof name === 'string' ? name : '';
}

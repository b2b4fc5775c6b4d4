import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sameTenant } from '../http/auth';
import { ForbiddenError, NotFoundError } from '../http/errors';
import { errorResponses } from '../http/schema';
import { activeTenancies, findTenant } from './repository';
import {
  ConfirmResetBody,
  ResetPasswordBody,
  SessionTokensSchema,
  SignInBody,
  TenancySchema,
  TenantDetailsSchema,
  TenantIdParams,
  UserIdParams,
} from './schemas';
import { openSession } from './sessions';
import { confirmPasswordReset, requestPasswordReset, signIn } from './service';
import { deploymentRoutes } from './deployment';
import { providerRoutes } from './provider';
import { userRoutes } from './user-routes';
import { tokenRoutes } from './token-routes';
import { callerOf, userOf } from '../http/access';
import { attemptLimitsOf, countAttempt, whoIsTrying } from './attempts';

/** Identity service (SPEC §7 "Identity"). */
export const identityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, tokens } = app;
  const limits = attemptLimitsOf(app.config);

  app.post(
    '/v2/iam/auth/signin',
    {
      schema: {
        tags: ['identity'],
        summary: 'Sign in with email and password',
        body: SignInBody,
        response: { 200: SessionTokensSchema, ...errorResponses },
      },
      config: { access: 'public' },
    },
    async (request) => {
      await countAttempt(db, 'signin', whoIsTrying(request, request.body.userName), limits);
      return signIn(db, tokens, request.body);
    },
  );

  await app.register(tokenRoutes);

  app.post(
    '/v2/iam/auth/resetPassword',
    {
      schema: {
        tags: ['identity'],
        summary: 'Ask for a password reset link (answered the same whether or not the user exists)',
        body: ResetPasswordBody,
        response: { 202: Type.Object({ message: Type.String() }), ...errorResponses },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      await countAttempt(db, 'reset', whoIsTrying(request, request.body.userName), limits);
      await requestPasswordReset(
        db,
        app.mailer,
        request.body.userName,
        `${request.protocol}://${request.host}`,
      );
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
      await confirmPasswordReset(db, request.body.token, request.body.password);
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
        summary: 'A tenant with its public API keys (the keys a browser may hold)',
        params: TenantIdParams,
        response: { 200: TenantDetailsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      sameTenant(me, request.params.tenantId);
      const tenant = await findTenant(db, request.params.tenantId);
      if (!tenant) throw new NotFoundError('Tenant', request.params.tenantId);
      // A caller with a key already has one: it is shown no others (a free key would find the
      // unlimited one here).
      return me.kind === 'key' ? { ...tenant, apiKeys: [] } : tenant;
    },
  );

  await app.register(userRoutes);

  await app.register(providerRoutes);

  await app.register(deploymentRoutes);
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { can } from '../../src/core/api/contract';
import { userOf } from '../http/access';
import { sameTenant } from '../http/auth';
import { ForbiddenError, NotFoundError } from '../http/errors';
import { errorResponses } from '../http/schema';
import { createKey, revokeKey } from './api-keys';
import { inviteUser } from './invitations';
import { deleteMember, updateMember } from './members';
import { findUserInTenant, listUsers } from './repository';
import { listedKeys } from './api-keys/repository';
import {
  ApiKeyParams,
  ApiKeySchema,
  ListedApiKeySchema,
  CreateApiKeyBody,
  CreateUserBody,
  TenantIdParams,
  UpdateUserBody,
  UserIdParams,
  UserListQuery,
  UserPage,
  UserSchema,
} from './schemas';

const tags = ['identity'];

/** A tenant's users and API keys, managed by its administrators (docs/roles.md). */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/v2/iam/user/:userId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'A user of the caller’s tenant (yourself, or anyone for an administrator)',
        params: UserIdParams,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      if (me.userId !== request.params.userId && !can(me.roles, 'manage-users')) {
        throw new ForbiddenError('Only an administrator can see other users.');
      }
      const user = await findUserInTenant(db, me.tenantId, request.params.userId);
      if (!user) throw new NotFoundError('User', request.params.userId);
      return user;
    },
  );

  app.get(
    '/v2/iam/user',
    {
      config: { access: 'manage-users' },
      schema: {
        tags,
        summary: 'Users of a tenant, with their last sign-in (administrators)',
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
      config: { access: 'manage-users' },
      schema: {
        tags,
        summary:
          'Add a user to a tenant; without a password they are mailed an invitation (administrators)',
        body: CreateUserBody,
        response: { 201: UserSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = userOf(request);
      sameTenant(me, request.body.tenantId);
      const origin = `${request.protocol}://${request.host}`;
      const user = await inviteUser(db, app.mailer, request.body, origin);
      app.auth.membershipChanged(me.tenantId, user.id);
      return reply.code(201).send(user);
    },
  );

  app.patch(
    '/v2/iam/user/:userId',
    {
      config: { access: 'manage-users' },
      schema: {
        tags,
        summary: 'Change a user’s role, or deactivate or reactivate them (administrators)',
        params: UserIdParams,
        body: UpdateUserBody,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      const user = await db.transaction((tx) =>
        updateMember(tx, me, request.params.userId, request.body),
      );
      app.auth.membershipChanged(me.tenantId, request.params.userId);
      return user;
    },
  );

  app.delete(
    '/v2/iam/user/:userId',
    {
      config: { access: 'manage-users' },
      schema: {
        tags,
        summary: 'Delete a user from the caller’s tenant; what they made stays (administrators)',
        params: UserIdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = userOf(request);
      await db.transaction((tx) => deleteMember(tx, me, request.params.userId));
      app.auth.membershipChanged(me.tenantId, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v2/iam/tenant/:tenantId/keys',
    {
      config: { access: 'manage-users' },
      schema: {
        tags,
        summary:
          'The tenant’s API keys with what each may do, each by its last four characters (administrators)',
        params: TenantIdParams,
        response: { 200: Type.Array(ListedApiKeySchema), ...errorResponses },
      },
    },
    async (request) => {
      sameTenant(userOf(request), request.params.tenantId);
      return listedKeys(db, request.params.tenantId);
    },
  );

  app.post(
    '/v2/iam/tenant/:tenantId/keys',
    {
      config: { access: 'manage-users' },
      schema: {
        tags,
        summary: 'Create an API key; its value is answered once (administrators)',
        params: TenantIdParams,
        body: CreateApiKeyBody,
        response: { 201: ApiKeySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      sameTenant(userOf(request), request.params.tenantId);
      const key = await db.transaction((tx) =>
        createKey(tx, request.params.tenantId, request.body),
      );
      return reply.code(201).send(key);
    },
  );

  app.delete(
    '/v2/iam/tenant/:tenantId/keys/:keyId',
    {
      config: { access: 'manage-users' },
      schema: {
        tags,
        summary: 'Revoke an API key at once; the last one stays (administrators)',
        params: ApiKeyParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      sameTenant(userOf(request), request.params.tenantId);
      const { tenantId, keyId } = request.params;
      const revoked = await db.transaction((tx) => revokeKey(tx, tenantId, keyId));
      if (!revoked) throw new NotFoundError('API key', keyId);
      return reply.code(204).send(null);
    },
  );
};

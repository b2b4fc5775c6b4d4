import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { installRawTokenParser } from '../http/body-parsers';
import { ForbiddenError, HttpError, UnauthorizedError } from '../http/errors';
import { errorResponses } from '../http/schema';
import { RefreshBody, SessionTokensSchema, SignOutBody } from './schemas';
import { findUserById } from './repository';
import { openSession } from './sessions';
import { familyOfRefreshToken, revokeFamily, revokeUserTokens, spendRefreshToken } from './tokens';
import { signedInOrNull } from '../http/access';

type TokenBody = string | { refreshToken: string } | null | undefined;

function refreshTokenOf(body: TokenBody): string | undefined {
  if (body === undefined || body === null) return undefined;
  const raw = typeof body === 'string' ? body : body.refreshToken;
  return raw.trim().replace(/^"|"$/g, '');
}

/**
 * Refresh and sign-out: their body is a raw refresh token (SPEC §7), which clients send as
 * text/plain or mislabelled as JSON, or `{ refreshToken }`; sign-out may have no body.
 */
export const tokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, tokens } = app;
  installRawTokenParser(app);
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) =>
    done(null, String(body).trim() === '' ? undefined : body),
  );

  app.post(
    '/v2/iam/auth/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Trade a refresh token (raw text body) for a new token pair',
        body: RefreshBody,
        response: { 200: SessionTokensSchema, ...errorResponses },
      },
    },
    async (request) => {
      const raw = refreshTokenOf(request.body) ?? '';
      try {
        return await db.transaction(async (tx) => {
          const owner = await spendRefreshToken(tx, raw);
          const user = await findUserById(tx, owner.userId);
          if (!user) throw new UnauthorizedError('The refresh token is not valid.');
          return openSession(tx, tokens, user, owner.tenantId, owner.familyId).catch((error) => {
            if (error instanceof ForbiddenError) {
              throw new UnauthorizedError(
                'Your access to this tenant has ended.',
                'membership_ended',
              );
            }
            throw error;
          });
        });
      } catch (error) {
        // A replayed token revokes its family; that must land even though the call fails.
        if (error instanceof HttpError && error.code === 'refresh_token_reused') {
          const family = await familyOfRefreshToken(db, raw);
          if (family) await db.transaction((tx) => revokeFamily(tx, family));
        }
        throw error;
      }
    },
  );

  app.post(
    '/v2/iam/auth/signout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Sign out: revoke the refresh token given, or all of the caller’s in this tenant',
        body: SignOutBody,
        response: { 204: Type.Null(), ...errorResponses },
      },
      // No body at all is allowed: validate it as null.
      preValidation: async (request) => {
        request.body ??= null;
      },
    },
    async (request, reply) => {
      const raw = refreshTokenOf(request.body);
      if (raw) {
        const family = await familyOfRefreshToken(db, raw);
        if (family) await db.transaction((tx) => revokeFamily(tx, family));
      } else {
        const me = signedInOrNull(request);
        if (me) await db.transaction((tx) => revokeUserTokens(tx, me.userId, me.tenantId));
      }
      return reply.code(204).send(null);
    },
  );
};

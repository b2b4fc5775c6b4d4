import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { tenantById } from '../../src/tenants';
import type { Queryable } from '../db/database';
import { BadRequestError, UnauthorizedError } from '../http/errors';
import { errorResponses } from '../http/schema';
import { hashPassword, spendPasswordTime, verifyPassword } from './passwords';
import { addUserToTenant, findAccountByEmail, findMembership, tenantExists } from './repository';
import { insertProviderCode, spendProviderCode } from './tokens/repository';
import { providerPage } from './provider-page';
import { framingOrigins, sendPage } from '../http/content-policy';
import { ExchangeCodeBody, SessionTokensSchema, SignupCodeQuery } from './schemas';
import { openSession } from './sessions';
import { sha256 } from './tokens';
import { attemptLimitsOf, countAttempt, TooManyAttemptsError, whoIsTrying } from './attempts';

const CODE_TTL_SECONDS = 300;

/** Where the provider may send a person back to: loopback, or a host of the tenant. */
export function isAllowedRedirect(url: string, tenantId: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)) return true;
  const tenant = tenantById(tenantId)?.tenant;
  return parsed.protocol === 'https:' && !!tenant?.hosts.includes(parsed.hostname);
}

async function spendCode(tx: Queryable, code: string, purpose: 'signin' | 'signup') {
  const row = await spendProviderCode(tx, sha256(code), purpose);
  if (!row) throw new UnauthorizedError('The code is invalid, used or expired.', 'invalid_code');
  return row;
}

const AuthorizeQuery = Type.Object({
  tenantId: Type.String({ minLength: 1, maxLength: 128 }),
  redirect_uri: Type.String({ minLength: 1, maxLength: 2048 }),
  state: Type.Optional(Type.String({ maxLength: 512 })),
  mode: Type.Optional(Type.Union([Type.Literal('signin'), Type.Literal('signup')])),
  /** The theme the product shows; the page matches it. */
  theme: Type.Optional(Type.Union([Type.Literal('dark'), Type.Literal('light')])),
});

const AuthorizeForm = Type.Object({
  mode: Type.Union([Type.Literal('signin'), Type.Literal('signup')]),
  email: Type.String({ minLength: 3, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  firstName: Type.Optional(Type.String({ maxLength: 100 })),
  lastName: Type.Optional(Type.String({ maxLength: 100 })),
});

/**
 * The server acting as its own OAuth provider for the demo: a sign-in page that hands
 * back a one-time code, exchanged by exchange-code (sign in) or signup-code (sign up).
 */
export const providerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, tokens } = app;
  const limits = attemptLimitsOf(app.config);
  // Framed where the app is (a tenant's site shows the sign-in); the form goes back to the app.
  const pageFraming = (host: string, redirectUri: string) => ({
    frameAncestors: framingOrigins(host, app.config.cors, app.sites),
    formTargets: [new URL(redirectUri).origin],
  });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/oauth/authorize',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'The provider’s sign-in (or sign-up) page',
        querystring: AuthorizeQuery,
      },
    },
    async (request, reply) => {
      const { tenantId, redirect_uri, state, mode, theme } = request.query;
      if (!isAllowedRedirect(redirect_uri, tenantId)) {
        throw new BadRequestError(
          'redirect_uri is not allowed for this tenant.',
          'query.redirect_uri',
        );
      }
      return sendPage(
        reply,
        (nonce) =>
          providerPage({
            fields: { tenantId, redirect_uri, state: state ?? '' },
            mode: mode ?? 'signin',
            theme,
            nonce,
          }),
        pageFraming(request.host, redirect_uri),
      );
    },
  );

  app.post(
    '/oauth/authorize',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Submit the provider’s page; redirects back with a one-time code',
        querystring: AuthorizeQuery,
        body: AuthorizeForm,
      },
    },
    async (request, reply) => {
      const { tenantId, redirect_uri, state, theme } = request.query;
      if (!isAllowedRedirect(redirect_uri, tenantId)) {
        throw new BadRequestError(
          'redirect_uri is not allowed for this tenant.',
          'query.redirect_uri',
        );
      }
      const form = request.body;
      const fields = { tenantId, redirect_uri, state: state ?? '' };
      const again = (problem: string) =>
        // The page again, with what went wrong said on it: a page, not a failed call, so the
        // browser's console stays quiet about a mistyped password.
        sendPage(
          reply,
          (nonce) =>
            providerPage({
              fields,
              mode: form.mode,
              theme,
              problem,
              values: { email: form.email, firstName: form.firstName, lastName: form.lastName },
              nonce,
            }),
          pageFraming(request.host, redirect_uri),
        );
      try {
        await countAttempt(
          db,
          form.mode === 'signup' ? 'signup' : 'signin',
          whoIsTrying(request, form.email),
          limits,
        );
      } catch (error) {
        if (error instanceof TooManyAttemptsError) return again(error.message);
        throw error;
      }
      const account = await findAccountByEmail(db, form.email.trim());
      const code = randomBytes(32).toString('base64url');
      if (form.mode === 'signin') {
        if (!account) await spendPasswordTime(form.password);
        if (!account || !(await verifyPassword(form.password, account.passwordHash))) {
          return again('The email or password is incorrect.');
        }
        await insertProviderCode(
          db,
          sha256(code),
          { purpose: 'signin', userId: account.id, email: account.email },
          CODE_TTL_SECONDS,
        );
      } else {
        if (form.password.length < 8) return again('Choose a password of at least 8 characters.');
        if (account) return again('An account with that email exists already: sign in instead.');
        await insertProviderCode(
          db,
          sha256(code),
          {
            purpose: 'signup',
            email: form.email.trim(),
            firstName: form.firstName ?? '',
            lastName: form.lastName ?? '',
            passwordHash: await hashPassword(form.password),
          },
          CODE_TTL_SECONDS,
        );
      }
      const back = new URL(redirect_uri);
      back.searchParams.set('code', code);
      if (state) back.searchParams.set('state', state);
      return reply.redirect(back.toString(), 303);
    },
  );

  app.post(
    '/oauth/exchange-code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Exchange a provider sign-in code for a token pair in a tenant',
        body: ExchangeCodeBody,
        response: { 200: SessionTokensSchema, ...errorResponses },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const row = await spendCode(tx, request.body.code, 'signin');
        return openSession(
          tx,
          tokens,
          { id: row.user_id!, email: row.email },
          request.body.tenantId,
        );
      }),
  );

  app.put(
    '/signup-auth0/code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Complete a provider sign-up: creates the user in the tenant and signs them in',
        querystring: SignupCodeQuery,
        response: { 200: SessionTokensSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { tenantId, code, redirectUrl } = request.query;
      if (!isAllowedRedirect(redirectUrl, tenantId)) {
        throw new BadRequestError(
          'redirectUrl is not allowed for this tenant.',
          'query.redirectUrl',
        );
      }
      return db.transaction(async (tx) => {
        if (!(await tenantExists(tx, tenantId)))
          throw new BadRequestError('Unknown tenant.', 'query.tenantId', 'unknown_tenant');
        const row = await spendCode(tx, code, 'signup');
        const existing = await findAccountByEmail(tx, row.email);
        const user =
          existing && (await findMembership(tx, tenantId, existing.id))
            ? { id: existing.id, email: existing.email }
            : await addUserToTenant(tx, {
                email: row.email,
                firstName: row.first_name,
                lastName: row.last_name,
                passwordHash: row.password_hash,
                userRole: ['VIEWER'],
                tenantId,
              });
        return openSession(tx, tokens, { id: user.id, email: user.email }, tenantId);
      });
    },
  );
};

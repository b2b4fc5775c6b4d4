import fp from 'fastify-plugin';
import type { PlatformSettings } from '../platform-settings';
import type { Authenticator } from '../http/auth';
import { createAuthenticator } from './authenticator';
import { SERVICE_PREFIXES } from '../http/services';
import { logMailer, type Mailer } from './mailer';
import { MembershipCache } from './membership-cache';
import { identityRoutes } from './routes';
import type { IdentitySettings } from './settings';
import { DatabaseKeyRing } from './signing-keys';
import type { TokenSettings } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks access and refresh tokens. */
    tokens: TokenSettings;
    /** Who is calling: a person's session, a tenant's key, or nobody. */
    auth: Authenticator;
    /** Sends the platform's mail (resets, invitations, finished exports and packages). */
    mailer: Mailer;
  }
}

export interface IdentityPluginOptions {
  config: IdentitySettings & Pick<PlatformSettings, 'secret'>;
  /** Defaults to writing mail to the log. */
  mailer?: Mailer;
}

/** People, sessions, roles and keys: the identity service (SPEC §7 "Identity"). */
export const identityPlugin = fp<IdentityPluginOptions>(
  async (app, { config, mailer }) => {
    const keys = new DatabaseKeyRing(app.db, {
      initial: config.secret,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      ...(config.signingKeyRotateAfterSeconds
        ? { rotateAfterSeconds: config.signingKeyRotateAfterSeconds }
        : {}),
    });
    await keys.load();
    const tokens = {
      keys,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    };
    const memberships = new MembershipCache(app.db);
    app.decorate('tokens', tokens);
    app.decorate('auth', createAuthenticator(app.db, tokens, memberships));
    app.decorate('mailer', mailer ?? logMailer(console));

    // Memberships changed by any process (a role, a removal) reach this one's cache.
    let stopFollowing: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stopFollowing = await memberships.follow(app.db);
    });
    app.addHook('onClose', async () => stopFollowing?.());

    await app.register(identityRoutes, { prefix: SERVICE_PREFIXES.identity });
  },
  { name: 'identity', dependencies: ['database', 'api'] },
);

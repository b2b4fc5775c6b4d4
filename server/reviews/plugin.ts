import fp from 'fastify-plugin';
import { SERVICE_PREFIXES } from '../http/services';
import type { MediaSettings } from '../media/settings';
import type { PlatformSettings } from '../platform-settings';
import { ReviewTokens } from './link-tokens';
import { reviewRoutes } from './routes';
import { Reviews } from './service';

/**
 * Review links (docs/review.md): a collection shared with people who have no account, who
 * comment at frames and decide; its owner is told by mail, and integrators by the
 * `review.decided` webhook.
 */
export const reviewsPlugin = fp<{
  config: Pick<PlatformSettings, 'secret'> & Pick<MediaSettings, 'mediaUrlTtlSeconds'>;
}>(
  async (app, { config }) => {
    const reviews = new Reviews({
      db: app.db,
      tokens: new ReviewTokens(config.secret),
      mailer: app.mailer,
      announce: (tx, tenantId, type, data) => app.webhooks.announce(tx, tenantId, type, data),
      secret: config.secret,
      mediaUrlTtlSeconds: config.mediaUrlTtlSeconds,
      rights: app.rights,
    });
    await app.register(reviewRoutes, { prefix: SERVICE_PREFIXES.middleware, reviews });
  },
  { name: 'reviews', dependencies: ['database', 'identity', 'api', 'webhooks', 'rights'] },
);

import fp from 'fastify-plugin';
import { SERVICE_PREFIXES } from '../http/services';
import { PartnerSiteRegister } from './register';
import { partnerSiteRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The partner sites each tenant registered, followed as any process changes them. */
    sites: PartnerSiteRegister;
  }
}

/** The sites each tenant lets embed the elements, which the API's site check reads. */
export const embeddingPlugin = fp(
  async (app) => {
    const sites = new PartnerSiteRegister(app.db);
    app.decorate('sites', sites);
    let stopFollowing: (() => Promise<void>) | null = null;
    // Read before the app answers: a registered site's first call is not refused.
    app.addHook('onReady', async () => {
      stopFollowing = await sites.follow(app.db);
    });
    app.addHook('onClose', async () => stopFollowing?.());
    await app.register(partnerSiteRoutes, { prefix: SERVICE_PREFIXES.identity });
  },
  { name: 'embedding', dependencies: ['database', 'identity', 'api'] },
);

import fp from 'fastify-plugin';
import { SERVICE_PREFIXES } from '../http/services';
import { assetRightsRoutes, clipRightsRoutes } from './routes';
import { Rights } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rights windows: features that use clips check them through it. */
    rights: Rights;
  }
}

/** Rights windows (docs/rights.md): when clips may be used, and for what. */
export const rightsPlugin = fp(
  async (app) => {
    const rights = new Rights(app.db, (tenantId) => app.searchEngine.catchUp(tenantId));
    app.decorate('rights', rights);
    await app.register(assetRightsRoutes, { prefix: SERVICE_PREFIXES.asset, rights });
    await app.register(clipRightsRoutes, { prefix: SERVICE_PREFIXES.middleware, rights });
  },
  { name: 'rights', dependencies: ['database', 'api', 'assets', 'search'] },
);

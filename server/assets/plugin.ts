import fp from 'fastify-plugin';
import { SERVICE_PREFIXES } from '../http/services';
import { AssetDeletion } from './deletion';
import { assetRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes an asset whole; features working on assets add their steps to it. */
    assetDeletion: AssetDeletion;
  }
}

/** Assets (SPEC §7 "Asset API"): the library's videos, their media files and stills. */
export const assetsPlugin = fp(
  async (app) => {
    app.decorate(
      'assetDeletion',
      new AssetDeletion({ db: app.db, searchEngine: app.searchEngine, storage: app.media.storage }),
    );
    await app.register(assetRoutes, { prefix: SERVICE_PREFIXES.asset });
  },
  { name: 'assets', dependencies: ['database', 'media', 'search', 'api'] },
);

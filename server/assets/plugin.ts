import fp from 'fastify-plugin';
import { SERVICE_PREFIXES } from '../http/services';
import { assetRoutes } from './routes';

/** Assets (SPEC §7 "Asset API"): the library's videos, their media files and stills. */
export const assetsPlugin = fp(
  async (app) => {
    await app.register(assetRoutes, { prefix: SERVICE_PREFIXES.asset });
  },
  { name: 'assets', dependencies: ['database', 'media', 'search', 'ingest', 'api'] },
);

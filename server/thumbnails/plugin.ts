import fp from 'fastify-plugin';
import { SERVICE_PREFIXES } from '../http/services';
import { thumbnailRoutes } from './routes';

/** Thumbnails: an asset's still at a time. */
export const thumbnailsPlugin = fp(
  async (app) => {
    await app.register(thumbnailRoutes, { prefix: SERVICE_PREFIXES.middleware });
  },
  { name: 'thumbnails', dependencies: ['database', 'media', 'api'] },
);

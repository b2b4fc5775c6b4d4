import fp from 'fastify-plugin';
import { SERVICE_PREFIXES } from '../http/services';
import { placementRoutes } from './routes';

/** Publishing (docs/publishing.md): playlist groups shown at the placements of partner sites. */
export const publishingPlugin = fp(
  async (app) => {
    await app.register(placementRoutes, { prefix: SERVICE_PREFIXES.middleware });
  },
  { name: 'publishing', dependencies: ['database', 'search', 'api'] },
);

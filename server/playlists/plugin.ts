import fp from 'fastify-plugin';
import { SERVICE_PREFIXES } from '../http/services';
import { playlistRoutes } from './routes';

/** Collections (SPEC §3 "Collection"): a person's or tenant's lists of clips and bumpers. */
export const playlistsPlugin = fp(
  async (app) => {
    await app.register(playlistRoutes, { prefix: SERVICE_PREFIXES.middleware });
  },
  { name: 'playlists', dependencies: ['database', 'api'] },
);

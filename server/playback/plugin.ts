import fp from 'fastify-plugin';
import { SERVICE_PREFIXES } from '../http/services';
import { playbackRoutes } from './routes';

/** Playback: signed media and exact ranges for a list of clips, as a player plays them. */
export const playbackPlugin = fp(
  async (app) => {
    await app.register(playbackRoutes, { prefix: SERVICE_PREFIXES.middleware });
  },
  { name: 'playback', dependencies: ['database', 'api'] },
);

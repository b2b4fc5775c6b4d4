import fp from 'fastify-plugin';
import { SERVICE_PREFIXES } from '../http/services';
import { matchDataRoutes } from './routes';

/** Match data (docs/match-data.md): providers' event files and live feeds turned into clips. */
export const matchDataPlugin = fp(
  async (app) => {
    await app.register(matchDataRoutes, { prefix: SERVICE_PREFIXES.asset });
  },
  { name: 'match-data', dependencies: ['database', 'search', 'highlights', 'api', 'webhooks'] },
);

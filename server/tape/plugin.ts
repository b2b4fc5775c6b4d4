import fp from 'fastify-plugin';
import { SERVICE_PREFIXES } from '../http/services';
import { tapeRoutes } from './routes';

/** Tape: the events players report (plays, progress), counted for the tenant's analytics. */
export const tapePlugin = fp(
  async (app) => {
    await app.register(tapeRoutes, { prefix: SERVICE_PREFIXES.middleware });
  },
  { name: 'tape', dependencies: ['database', 'api'] },
);

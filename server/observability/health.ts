import fp from 'fastify-plugin';
import { ping } from '../db/health';

/** `/health` (the database answers) and `/ready` (and the search indexes are built). */
export const healthPlugin = fp(
  async (app) => {
    app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
      try {
        await ping(app.db);
        return { status: 'ok' };
      } catch {
        return reply.code(503).send({ status: 'unavailable', reason: 'database' });
      }
    });
    // Readiness, for a proxy or orchestrator adding this process: its search indexes are
    // built, so no search sent here waits for a build (at 1M clips one takes most of a minute).
    app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
      if (!app.searchEngine.isWarm) {
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ status: 'starting', reason: 'search indexes' });
      }
      try {
        await ping(app.db);
        return { status: 'ready' };
      } catch {
        return reply.code(503).send({ status: 'unavailable', reason: 'database' });
      }
    });
  },
  { name: 'health', dependencies: ['database', 'search'] },
);

import type { FastifyInstance } from 'fastify';

/**
 * While the server closes, answers to requests still in flight end their connection
 * (`Connection: close`). Otherwise a kept-alive connection would hold the close open until the
 * client let it go (Fastify keeps idle connections 72 s), and the process would be killed at
 * the end of its grace instead of handing its jobs back.
 */
export function installConnectionCloseOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
}

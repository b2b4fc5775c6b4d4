import type { FastifyInstance } from 'fastify';

/**
 * While the server closes, answers to requests still in flight end their connection
 * (`Connection: close`). Otherwise a kept-alive connection would hold the close open until the
 * client let it go (Fastify keeps idle connections 72 s), and the process would be killed at
 * the end of its grace instead of handing its jobs back. An answer whose headers went out just
 * before the close began (kept alive) has its connection ended once it is sent: the close only
 * ends connections idle when it starts.
 */
export function installConnectionCloseOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request) => {
    if (closing) request.raw.socket?.end();
  });
}

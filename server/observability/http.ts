import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../http/errors';
import { isLoopback } from '../../src/core/api/contract/partner-sites';
import type { Metrics } from './metrics';

/** A request id a caller (or the proxy in front) may give: short, and safe in a log line. */
const GIVEN_ID = /^[\w.:-]{1,64}$/;

/** The request's id: the one the proxy gave (`X-Request-Id`), else a new one. */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }) {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

/**
 * Who may read /metrics: a scraper on this machine talking to the process itself (not through
 * the proxy), or one presenting the configured token (`METRICS_TOKEN`).
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token && request.headers.authorization === `Bearer ${token}`) return true;
  return isLoopback(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
}

/**
 * Every answer carries its request id (`X-Request-Id`, in every log line of the request too),
 * and is counted and timed by method, route and status; /metrics shows the figures.
 */
export function installObservability(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | undefined,
): void {
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    metrics.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request, token))
      return reply
        .code(403)
        .send(
          errorBody(403, 'forbidden', 'The figures are for this machine or the metrics token.'),
        );
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(await metrics.render());
  });
}

import type { preHandlerAsyncHookHandler } from 'fastify';
import type { SearchAssignment } from './cluster';
import { isFromCluster, ROUTED_HEADER, routingMark } from '../http/cluster-calls';
import type { Metrics } from '../observability/metrics';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered from the caller's tenant's search index: by a process that holds it. */
    searchIndex?: boolean;
  }
}

/** Which of a cluster's processes answered a search (a name, not its address), for people and tests. */
export const SERVED_BY_HEADER = 'x-vs-search-process';
/** Not passed on: of one connection only, or made again by the request that passes it on. */
const UNFORWARDED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'host',
  'upgrade',
  'te',
  'trailer',
  'accept-encoding',
  'content-encoding',
  'date',
]);

/**
 * Passes a search of a tenant whose index another process holds to that process, and sends its
 * answer back as it came (docs/search.md "Tenants over processes"). A process that cannot be
 * reached is answered for here (this process then makes the index, and lets it go once the
 * tenant's own process holds it again).
 */
export function indexRouting(
  assignment: SearchAssignment,
  secret: Uint8Array,
  metrics: Metrics,
): preHandlerAsyncHookHandler {
  const markText = routingMark(secret);
  return async (request, reply) => {
    if (!request.principal) return;
    void reply.header(SERVED_BY_HEADER, assignment.name);
    // Passed on by another process: answered here, never passed on again.
    if (isFromCluster(request, markText)) return;
    const target = assignment.routeOf(request.principal.tenantId);
    if (!target) return;
    const headers: Record<string, string> = { [ROUTED_HEADER]: markText };
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string' && !UNFORWARDED.has(name)) headers[name] = value;
    const answer = await fetch(`${target}${request.url}`, {
      method: request.method,
      headers,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(30_000),
    }).catch(() => null);
    if (!answer) return;
    metrics.searchesPassedOn.inc({ tenant: request.principal.tenantId });
    void reply.code(answer.status);
    for (const [name, value] of answer.headers)
      if (!UNFORWARDED.has(name)) void reply.header(name, value);
    return reply.send(Buffer.from(await answer.arrayBuffer()));
  };
}

import path from 'node:path';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import { polishedDocument } from './http/openapi-document';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { assetsPlugin } from './assets/routes';
import type { ServerContext } from './context';
import { highlightsPlugin } from './highlights/routes';
import { installErrorHandling, installNotFoundHandler } from './http/errors';
import { installAccess } from './http/access';
import { installIndexRouting } from './http/index-routing';
import { identityPlugin } from './identity/routes';
import { middlewarePlugin } from './middleware/plugin';
import { validatorCompiler } from './http/validation';
import { installNulGuard } from './http/nul-guard';
import { installJsonParser } from './http/body-parsers';
import { serveWeb } from './web';
import { bucketOrigin } from './media/s3-storage';
import { servePartnerSites } from './partner-sites';
import { cartRoutes } from './exports/cart-routes';
import { SERVICE_PREFIXES } from './http/services';
import { installObservability, requestIdOf } from './observability/http';
import { installSiteCheck } from './http/site-check';
import { installSecurityHeaders } from './http/security-headers';
import { installLoadShedding } from './http/load-shedding';
import { installConnectionCloseOnShutdown } from './http/closing';
import { ping } from './db/health';
import { TUS_REQUEST_HEADERS, TUS_RESPONSE_HEADERS } from './ingest/uploads';

export { SERVICE_PREFIXES };

/** Builds the whole reference server; `listen` or `inject` it. */
export async function buildApp(ctx: ServerContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: ctx.config.logLevel },
    // Every log line of a request names it; the proxy's id is kept when it gives a sound one.
    requestIdHeader: false,
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler());

  installErrorHandling(app);
  installObservability(app, ctx.metrics, ctx.config.metricsToken);
  installJsonParser(app);
  await installSecurityHeaders(app);
  if (ctx.config.loadShedding) await installLoadShedding(app, ctx.config.loadShedding);
  installConnectionCloseOnShutdown(app);

  await app.register(cors, {
    // Every page may read the answers: the API itself refuses sites not registered for the
    // caller's tenant (http/site-check.ts), in words such a page can read and show.
    origin: true,
    // Partner pages edit and delete collections too, not only read and search.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'X-Authorization',
      'X-Api-Key',
      'X-UserID',
      'Content-Type',
      'Range',
      // A cluster's clients name the process holding their tenant's index (docs/search.md).
      'X-Vs-Search-Process',
      // Resumable uploads (tus) from a partner's `<vs-library>` (docs/ingest.md).
      ...TUS_REQUEST_HEADERS,
    ],
    exposedHeaders: [
      'X-Total-Count',
      'Content-Range',
      'Accept-Ranges',
      'X-Request-Id',
      'X-Vs-Search-Process',
      ...TUS_RESPONSE_HEADERS,
    ],
    maxAge: 600,
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Video search platform – reference API',
        version: '1.0.0',
        description:
          'Identity, highlights, asset and middleware services (SPEC §7), each under its own base path.',
        license: {
          name: 'Proprietary: the operator’s terms',
          identifier: 'LicenseRef-Proprietary',
        },
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
      security: [{ bearer: [] }, { apiKey: [] }],
    },
    transformObject: (made) =>
      polishedDocument('openapiObject' in made ? made.openapiObject : made.swaggerObject),
  });

  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await ping(ctx.db);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', reason: 'database' });
    }
  });
  // Readiness, for a proxy or orchestrator adding this process: its search indexes are built,
  // so no search sent here waits for a build (at 1M clips a build takes most of a minute).
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    if (!ctx.search.isWarm) {
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ status: 'starting', reason: 'search indexes' });
    }
    try {
      await ping(ctx.db);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', reason: 'database' });
    }
  });
  // Where it was asked for is where its operations are: the one server a client calls.
  app.get('/openapi.json', { schema: { hide: true } }, async (request) => ({
    ...app.swagger(),
    servers: [{ url: `${request.protocol}://${request.host}`, description: 'This platform' }],
  }));

  // The four services, in one scope where every route declares its access.
  await app.register(async (api) => {
    installAccess(api, ctx.auth);
    installSiteCheck(api, ctx.config.cors, ctx.sites);
    installIndexRouting(api, ctx.assignment, ctx.config.secret, ctx.metrics);
    // After access: a caller without it learns nothing of what is wrong with their input.
    installNulGuard(api);
    await api.register(identityPlugin, { prefix: SERVICE_PREFIXES.identity, ctx });
    await api.register(highlightsPlugin, { prefix: SERVICE_PREFIXES.highlights, ctx });
    await api.register(assetsPlugin, { prefix: SERVICE_PREFIXES.asset, ctx });
    await api.register(middlewarePlugin, { prefix: SERVICE_PREFIXES.middleware, ctx });
    await api.register(cartRoutes, { ctx });
  });
  const mediaOrigins = ctx.config.mediaStorage ? [bucketOrigin(ctx.config.mediaStorage)] : [];
  await servePartnerSites(app, ctx.db, path.resolve('demo', 'partners'), mediaOrigins);
  installNotFoundHandler(app, await serveWeb(app, ctx.config.cors, ctx.sites, mediaOrigins));
  return app;
}

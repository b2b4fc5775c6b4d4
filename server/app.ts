import cors from '@fastify/cors';
import { webhooksDocument } from './webhooks/openapi';
import swagger from '@fastify/swagger';
import { polishedDocument } from './http/openapi-document';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { installErrorHandling } from './http/errors';
import { serializerCompiler, validatorCompiler } from './http/validation';
import { installJsonParser } from './http/body-parsers';
import { SERVICE_PREFIXES } from './http/services';
import { requestIdOf } from './observability/http';
import type { ServerConfig } from './config';
import { installSecurityHeaders } from './http/security-headers';
import { installLoadShedding } from './http/load-shedding';
import { installConnectionCloseOnShutdown } from './http/closing';
import { TUS_REQUEST_HEADERS, TUS_RESPONSE_HEADERS } from './ingest/uploads';

export { SERVICE_PREFIXES };

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's settings, read from the environment at start (config.ts). */
    config: ServerConfig;
  }
}

/**
 * The server with what every request goes through (request ids, errors, security headers,
 * load shedding, CORS, the OpenAPI document) and no feature yet: boot.ts registers them.
 */
export async function createApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Every log line of a request names it; the proxy's id is kept when it gives a sound one.
    requestIdHeader: false,
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
    // Plugins do a start's real work (migrations, the demo's media, a large seed): no limit.
    pluginTimeout: 0,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler());
  app.setSerializerCompiler(serializerCompiler());

  installErrorHandling(app);
  installJsonParser(app);
  await installSecurityHeaders(app);
  if (config.loadShedding) await installLoadShedding(app, config.loadShedding);
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
      webhooks: webhooksDocument(),
    },
    transformObject: (made) =>
      polishedDocument('openapiObject' in made ? made.openapiObject : made.swaggerObject),
  });

  // Where it was asked for is where its operations are: the one server a client calls.
  app.get('/openapi.json', { schema: { hide: true } }, async (request) => ({
    ...app.swagger(),
    servers: [{ url: `${request.protocol}://${request.host}`, description: 'This platform' }],
  }));

  app.decorate('config', config);
  return app;
}

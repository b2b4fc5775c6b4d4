import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths of the standalone app that the browser may load directly (history routing). */
export const APP_ROUTES = [
  '/',
  '/explore',
  '/collections',
  '/collection',
  '/login',
  '/select-tenancy',
  '/reset-password',
  '/reset-password-requested',
  '/oauth/callback',
];

/**
 * Serves the built product from dist/: the app at /, its code under /app/, and the
 * partner loader (/vs-elements.js) with the element chunks (/elements/). Without a build
 * the API still works and / says how to make one.
 */
export async function serveWeb(app: FastifyInstance, dist = path.resolve('dist')): Promise<void> {
  const built = existsSync(path.join(dist, 'app', 'index.html'));
  if (!built) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built: run npm run build (npm start does).'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: false,
    cacheControl: false,
  });
  await app.register(fastifyStatic, {
    root: path.join(dist, 'elements'),
    prefix: '/elements/',
    decorateReply: false,
  });
  await app.register(fastifyStatic, {
    root: path.join(dist, 'app'),
    prefix: '/app/',
    decorateReply: false,
  });
  for (const route of APP_ROUTES) {
    app.get(route, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', path.join(dist, 'app')),
    );
  }
}

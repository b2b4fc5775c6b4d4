import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { APP_ROUTES } from '../src/core/api/contract';

/**
 * Serves the built product from dist/: the app at /, its code under /app/, and the
 * partner loader (/vs-elements.js) with the element chunks (/elements/), the Storybook
 * catalogue at /catalogue/ where it is built, and the app's page at every route of its table
 * (APP_ROUTES). Without a build the API still works and / says
 * how to make one. Returns what sends the app's page, for addresses the app does not have.
 */
export async function serveWeb(
  app: FastifyInstance,
  dist = path.resolve('dist'),
): Promise<((reply: FastifyReply) => FastifyReply) | null> {
  const built = existsSync(path.join(dist, 'app', 'index.html'));
  if (!built) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built: run npm run build (npm start does).'),
    );
    return null;
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
  // The integrators' catalogue (Storybook, built by npm run build-storybook), where built.
  const catalogue = path.resolve(dist, '..', 'storybook-static');
  if (existsSync(path.join(catalogue, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: catalogue,
      prefix: '/catalogue/',
      decorateReply: false,
    });
    // Its page at /catalogue/ (its files are named relative to that), and /catalogue on to it.
    app.get('/catalogue', { schema: { hide: true } }, async (request, reply) =>
      request.url.startsWith('/catalogue/')
        ? reply.header('cache-control', 'no-cache').sendFile('index.html', catalogue)
        : reply.redirect('/catalogue/'),
    );
  }
  // Browsers ask for /favicon.ico on pages that name no icon (a partner's example page).
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .sendFile('favicon.svg', path.join(dist, 'app')),
  );
  const appPage = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', path.join(dist, 'app'));
  for (const route of APP_ROUTES) {
    app.get(route.path, { schema: { hide: true } }, async (_request, reply) => appPage(reply));
  }
  return appPage;
}

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { APP_ROUTES } from '../src/core/api/contract';
import { framingOrigins, newNonce, pagePolicy } from './http/content-policy';
import { sendPage } from './http/page-encoding';
import { setCacheHeaders } from './http/static-cache';
import type { CorsOriginSettings } from './http/cors-origins';
import type { SiteRegister } from './http/cors-origins';
import fp from 'fastify-plugin';
import type { HttpSettings } from './http/settings';
import type { MediaSettings } from './media/settings';
import { installNotFoundHandler } from './http/errors';
import { bucketOrigin } from './media/s3-storage';
import { servePartnerSites } from './partner-sites';

/**
 * Serves the built product from dist/: the app at /, its code under /app/, and the
 * partner loader (/vs-elements.js) with the element chunks (/elements/), the Storybook
 * catalogue at /catalogue/ where it is built, and the app's page at every route of its table
 * (APP_ROUTES). Without a build the API still works and / says
 * how to make one. Returns what sends the app's page, for addresses the app does not have.
 * The app's page has a strict policy of its own (content-policy.ts) with a fresh nonce, which
 * it finds in its `csp-nonce` meta element and gives to the style elements Fluent adds.
 */
/**
 * Whether a file the static plugin would send is the app's page template, which is only sent
 * with its policy and nonce. By its full path: the catalogue's index.html is another file.
 */
function isAppTemplate(template: string, file: string, root?: string | string[]): boolean {
  return typeof root === 'string' && path.join(root, file) === template;
}

const NOT_BUILT =
  'The web app is not built: run npm run build, or npm start, which builds it when its sources change.';

export async function serveWeb(
  app: FastifyInstance,
  cors: CorsOriginSettings,
  sites: SiteRegister,
  mediaOrigins: readonly string[],
  dist = path.resolve('dist'),
): Promise<((reply: FastifyReply) => Promise<FastifyReply>) | null> {
  const built = existsSync(path.join(dist, 'app', 'index.html'));
  if (!built) {
    // Said at start, and on every page of the app: the API works without a build.
    app.log.warn(`${NOT_BUILT} (${path.join(dist, 'app')} is missing)`);
    for (const route of ['/', ...APP_ROUTES.map((r) => r.path).filter((p) => p !== '/')])
      app.get(route, { schema: { hide: true } }, async (_request, reply) =>
        reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('retry-after', '60')
          .send(NOT_BUILT),
      );
    return null;
  }
  const template = path.join(dist, 'app', 'index.html');
  // Each file as built: compressed at build time (scripts/compress.mjs) where the browser takes
  // it, and kept by the browser by its name (http/static-cache.ts).
  const delivery = { preCompressed: true, cacheControl: false, setHeaders: setCacheHeaders };
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: false,
    ...delivery,
    allowedPath: (file, root) => !isAppTemplate(template, file, root),
  });
  await app.register(fastifyStatic, {
    root: path.join(dist, 'elements'),
    prefix: '/elements/',
    decorateReply: false,
    ...delivery,
  });
  await app.register(fastifyStatic, {
    root: path.join(dist, 'app'),
    prefix: '/app/',
    decorateReply: false,
    ...delivery,
    allowedPath: (file, root) => !isAppTemplate(template, file, root),
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
  const appPage = async (reply: FastifyReply) => {
    const nonce = newNonce();
    const page = (await readFile(template, 'utf8')).replaceAll('%NONCE%', nonce);
    const frameAncestors = framingOrigins(reply.request.host, cors, sites);
    reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', pagePolicy({ nonce, frameAncestors, mediaOrigins }));
    return sendPage(reply.request, reply, page);
  };
  for (const route of APP_ROUTES) {
    app.get(route.path, { schema: { hide: true } }, async (_request, reply) => appPage(reply));
  }
  return appPage;
}

/** The product's pages: the app, the partner loader and elements, and the partners' demo pages. */
export const webPlugin = fp<{ config: HttpSettings & MediaSettings }>(
  async (app, { config }) => {
    const mediaOrigins = config.mediaStorage ? [bucketOrigin(config.mediaStorage)] : [];
    await servePartnerSites(app, app.db, path.resolve('demo', 'partners'), mediaOrigins);
    installNotFoundHandler(app, await serveWeb(app, config.cors, app.sites, mediaOrigins));
  },
  { name: 'web', dependencies: ['database', 'embedding'] },
);

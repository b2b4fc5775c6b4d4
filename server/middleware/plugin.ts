import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServerContext } from '../context';
import { placementRoutes } from '../publishing/routes';
import { playbackRoutes } from '../playback/routes';
import { playlistRoutes } from '../playlists/routes';
import { publicationRoutes } from '../exports/routes';
import { middlewareSearchRoutes } from '../search/routes';
import { savedSearchRoutes } from '../search/saved-routes';
import { tapeRoutes } from '../tape/routes';
import { thumbnailRoutes } from '../thumbnails/routes';

/**
 * The middleware service (SPEC §7 "Middleware"), one base path for the services behind it:
 * search, playlists (collections), playback, publication (exports), tape (analytics) and
 * thumbnails.
 */
export const middlewarePlugin: FastifyPluginAsyncTypebox<{ ctx: ServerContext }> = async (
  app,
  { ctx },
) => {
  await app.register(middlewareSearchRoutes, { ctx });
  await app.register(savedSearchRoutes, { ctx });
  await app.register(playlistRoutes, { ctx });
  await app.register(playbackRoutes, { ctx });
  await app.register(publicationRoutes, { ctx });
  await app.register(tapeRoutes, { ctx });
  await app.register(thumbnailRoutes, { ctx });
  await app.register(placementRoutes, { ctx });
};

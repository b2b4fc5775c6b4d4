import { LIMITS } from '../../src/core/api/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type {
  CollectionFilter,
  CollectionSearchResponse,
  Playlist,
  PlaylistListResponse,
  PlaylistSummary,
} from '../../src/core/api/contract';
import type { ServerContext } from '../context';
import { sameTenant } from '../http/auth';
import { BadRequestError, NotFoundError } from '../http/errors';
import { errorResponses, matches } from '../http/schema';
import { searchCollections } from './repository';
import { MAX_ITEMS, createPlaylist, deletePlaylist, getPlaylist, updatePlaylist } from './writes';
import { callerOf, userOf } from '../http/access';

const Visibility = Type.Union([
  Type.Literal('private'),
  Type.Literal('tenant'),
  Type.Literal('public'),
]);

export const PlaylistSummarySchema = matches<PlaylistSummary>()(
  Type.Object({
    id: Type.String(),
    title: Type.String(),
    description: Type.String(),
    visibility: Visibility,
    updated_at: Type.String(),
    user: Type.Object({ id: Type.String(), email: Type.String(), name: Type.String() }),
    total_items: Type.Integer(),
    duration: Type.Number(),
    version: Type.Integer(),
  }),
);

const CollectionSearchSchema = matches<CollectionSearchResponse>()(
  Type.Object({
    results: Type.Array(PlaylistSummarySchema),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  }),
);

const PlaylistClipSchema = Type.Object(
  {
    offset: Type.Number({ minimum: 0, maximum: 1e7 }),
    // 0 only for a still image; writeItems checks the asset's kind.
    duration: Type.Number({ minimum: 0, maximum: 1e6 }),
    asset_id: Type.String({ minLength: 1, maxLength: 200 }),
    stash: Type.String({ maxLength: 65_536 }),
  },
  { additionalProperties: false },
);

const PlaylistSchema = matches<Playlist>()(
  Type.Intersect([PlaylistSummarySchema, Type.Object({ clips: Type.Array(PlaylistClipSchema) })]),
);

const Title = Type.String({ minLength: 1, maxLength: 200 });
const Description = Type.String({ maxLength: 2000 });
const Clips = Type.Array(PlaylistClipSchema, { maxItems: MAX_ITEMS });

const PlaylistCreateBody = Type.Object(
  {
    title: Title,
    description: Type.Optional(Description),
    visibility: Type.Optional(Visibility),
    clips: Type.Optional(Clips),
  },
  { additionalProperties: false },
);

const PlaylistPatchBody = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    title: Type.Optional(Title),
    description: Type.Optional(Description),
    visibility: Type.Optional(Visibility),
    clips: Type.Optional(Clips),
  },
  { additionalProperties: false },
);

const TenantParams = Type.Object({ tenantId: Type.String({ maxLength: 100 }) });
const PlaylistParams = Type.Object({
  tenantId: Type.String({ maxLength: 100 }),
  id: Type.String({ format: 'uuid' }),
});

const PlaylistListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  title: Type.Optional(Type.String({ maxLength: 200 })),
  sort: Type.Optional(
    Type.Union([
      Type.Literal('updated_at'),
      Type.Literal('-updated_at'),
      Type.Literal('title'),
      Type.Literal('-title'),
    ]),
  ),
});

const PlaylistListSchema = matches<PlaylistListResponse>()(
  Type.Object({
    results: Type.Array(PlaylistSummarySchema),
    total: Type.Integer(),
    page: Type.Integer(),
    limit: Type.Integer(),
  }),
);

const CollectionSearchQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  sortBy: Type.Optional(
    Type.Union([
      Type.Literal('updatedAt'),
      Type.Literal('title'),
      Type.Literal('totalItems'),
      Type.Literal('duration'),
    ]),
  ),
  sortDirection: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  /** JSON: [{"field":"visibility"|"owner","values":[...]}] */
  filters: Type.Optional(Type.String({ maxLength: 2000 })),
});

const VISIBILITIES = new Set(['private', 'tenant', 'public']);

/** Reads the JSON-encoded filters of a GET, saying exactly what is wrong. */
export function parseCollectionFilters(text: string | undefined): CollectionFilter[] {
  if (text === undefined || text.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError(
      'filters must be JSON: [{"field":"visibility","values":["public"]}]',
      'querystring.filters',
    );
  }
  if (!Array.isArray(value) || value.length > 10) {
    throw new BadRequestError(
      'filters must be a list of at most 10 filters.',
      'querystring.filters',
    );
  }
  return value.map((f, i) => {
    const field = `querystring.filters.${i}`;
    const filter = f as Partial<CollectionFilter>;
    if (filter?.field !== 'visibility' && filter?.field !== 'owner') {
      throw new BadRequestError('A filter’s field is "visibility" or "owner".', `${field}.field`);
    }
    const values = filter.values;
    if (
      !Array.isArray(values) ||
      values.length === 0 ||
      values.length > 50 ||
      !values.every((v) => typeof v === 'string' && v.length <= 64)
    ) {
      throw new BadRequestError('A filter needs 1 to 50 text values.', `${field}.values`);
    }
    if (filter.field === 'visibility' && !values.every((v) => VISIBILITIES.has(v))) {
      throw new BadRequestError('Visibility is private, tenant or public.', `${field}.values`);
    }
    if (
      filter.field === 'owner' &&
      !values.every((v) => v === 'me' || /^[0-9a-f-]{36}$/i.test(v))
    ) {
      throw new BadRequestError('An owner is "me" or a user id.', `${field}.values`);
    }
    return { field: filter.field, values };
  });
}

/** The middleware's collection calls: search, the caller's list, and reading and writing one. */
export const playlistRoutes: FastifyPluginAsyncTypebox<{ ctx: ServerContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/search/collection/search',
    {
      config: { access: 'signed-in-or-key' },
      schema: {
        tags: ['playlists'],
        summary: 'Collections the caller may see, by words of their title or description',
        querystring: CollectionSearchQuery,
        response: { 200: CollectionSearchSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      const q = request.query;
      return searchCollections(ctx.db, {
        tenantId: me.tenantId,
        userId: me.kind === 'user' ? me.userId : null,
        text: q.query ?? '',
        page: q.page ?? 1,
        pageSize: q.pageSize ?? 40,
        sortBy: q.sortBy ?? 'updatedAt',
        descending: (q.sortDirection ?? 'desc') === 'desc',
        filters: parseCollectionFilters(q.filters),
      });
    },
  );

  const base = '/playlists/tenants/:tenantId';

  app.get(
    `${base}/users/me/playlists`,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['playlists'],
        summary: 'The caller’s collections, by title, sorted and paged (40 a page by default)',
        params: TenantParams,
        querystring: PlaylistListQuery,
        response: { 200: PlaylistListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      sameTenant(me, request.params.tenantId);
      const q = request.query;
      const sort = q.sort ?? '-updated_at';
      const limit = q.limit ?? LIMITS.collectionListLimit;
      const found = await searchCollections(ctx.db, {
        tenantId: me.tenantId,
        userId: me.userId,
        text: q.title ?? '',
        page: q.page ?? 1,
        pageSize: limit,
        sortBy: sort.endsWith('title') ? 'title' : 'updatedAt',
        descending: sort.startsWith('-'),
        filters: [{ field: 'owner', values: ['me'] }],
      });
      return { results: found.results, total: found.total, page: found.page, limit };
    },
  );

  app.post(
    `${base}/users/me/playlists`,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['playlists'],
        summary: 'Creates a collection of the caller’s, with its items, in one write',
        params: TenantParams,
        body: PlaylistCreateBody,
        response: { 201: PlaylistSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = userOf(request);
      sameTenant(me, request.params.tenantId);
      const id = await createPlaylist(ctx.db, me.tenantId, me.userId, request.body);
      reply.code(201);
      return (await getPlaylist(ctx.db, me.tenantId, id, me))!;
    },
  );

  app.get(
    `${base}/playlists/:id`,
    {
      config: { access: 'signed-in-or-key' },
      schema: {
        tags: ['playlists'],
        summary: 'A collection with its items in order, and its version',
        params: PlaylistParams,
        response: { 200: PlaylistSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = callerOf(request);
      sameTenant(me, request.params.tenantId);
      const found = await getPlaylist(ctx.db, me.tenantId, request.params.id, me);
      if (!found) throw new NotFoundError('Collection', request.params.id);
      return found;
    },
  );

  app.patch(
    `${base}/playlists/:id`,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['playlists'],
        summary:
          'Changes a collection atomically, if still at the version sent (409 version_conflict otherwise)',
        params: PlaylistParams,
        body: PlaylistPatchBody,
        response: { 200: PlaylistSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      sameTenant(me, request.params.tenantId);
      await updatePlaylist(ctx.db, me.tenantId, request.params.id, me, request.body);
      return (await getPlaylist(ctx.db, me.tenantId, request.params.id, me))!;
    },
  );

  app.delete(
    `${base}/playlists/:id`,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['playlists'],
        summary: 'Deletes a collection of the caller’s (an administrator: any of the tenant)',
        params: PlaylistParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = userOf(request);
      sameTenant(me, request.params.tenantId);
      await deletePlaylist(ctx.db, me.tenantId, request.params.id, me);
      reply.code(204);
      return null;
    },
  );
};

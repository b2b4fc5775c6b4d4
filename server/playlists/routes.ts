import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type {
  CollectionFilter,
  CollectionSearchResponse,
  PlaylistSummary,
} from '../../src/core/api/contract';
import type { ServerContext } from '../context';
import { BadRequestError } from '../http/errors';
import { errorResponses, matches } from '../http/schema';
import { searchCollections } from './repository';

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

/** The middleware's collection calls: search now; writing collections comes with the editor. */
export const playlistRoutes: FastifyPluginAsyncTypebox<{ ctx: ServerContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/search/collection/search',
    {
      schema: {
        tags: ['playlists'],
        summary: 'Collections the caller may see, by words of their title or description',
        querystring: CollectionSearchQuery,
        response: { 200: CollectionSearchSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = await ctx.auth.any(request);
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
};

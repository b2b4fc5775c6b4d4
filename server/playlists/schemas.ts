import { Type } from 'typebox';
import { LIMITS } from '../../src/core/api/contract';
import type {
  CollectionSearchResponse,
  Playlist,
  PlaylistListResponse,
  PlaylistSummary,
} from '../../src/core/api/contract';
import { matches } from '../http/schema';
import { MAX_ITEMS } from './service';

export const Visibility = Type.Union([
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
    first_item: Type.Union([
      Type.Object({ asset_id: Type.String(), offset: Type.Number() }),
      Type.Null(),
    ]),
  }),
);

export const CollectionSearchSchema = matches<CollectionSearchResponse>()(
  Type.Object({
    results: Type.Array(PlaylistSummarySchema),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  }),
);

export const PlaylistClipSchema = Type.Object(
  {
    offset: Type.Number({ minimum: 0, maximum: 1e7 }),
    // 0 only for a still image; writeItems checks the asset's kind.
    duration: Type.Number({ minimum: 0, maximum: 1e6 }),
    asset_id: Type.String({ minLength: 1, maxLength: 200 }),
    stash: Type.String({ maxLength: 65_536 }),
    crop_x: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  },
  { additionalProperties: false },
);

export const PlaylistSchema = matches<Playlist>()(
  Type.Intersect([PlaylistSummarySchema, Type.Object({ clips: Type.Array(PlaylistClipSchema) })]),
);

export const Title = Type.String({ minLength: 1, maxLength: LIMITS.collectionTitleLength });
export const Description = Type.String({ maxLength: LIMITS.collectionDescriptionLength });
export const Clips = Type.Array(PlaylistClipSchema, { maxItems: MAX_ITEMS });

export const PlaylistCreateBody = Type.Object(
  {
    title: Title,
    description: Type.Optional(Description),
    visibility: Type.Optional(Visibility),
    clips: Type.Optional(Clips),
  },
  { additionalProperties: false },
);

export const PlaylistPatchBody = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    title: Type.Optional(Title),
    description: Type.Optional(Description),
    visibility: Type.Optional(Visibility),
    clips: Type.Optional(Clips),
  },
  { additionalProperties: false },
);

export const TenantParams = Type.Object({ tenantId: Type.String({ maxLength: 100 }) });
export const PlaylistParams = Type.Object({
  tenantId: Type.String({ maxLength: 100 }),
  id: Type.String({ format: 'uuid' }),
});

export const PlaylistListQuery = Type.Object({
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

export const PlaylistListSchema = matches<PlaylistListResponse>()(
  Type.Object({
    results: Type.Array(PlaylistSummarySchema),
    total: Type.Integer(),
    page: Type.Integer(),
    limit: Type.Integer(),
  }),
);

export const CollectionSearchQuery = Type.Object({
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

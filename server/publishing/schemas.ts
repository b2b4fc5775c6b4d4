import { Type } from 'typebox';
import {
  CAROUSEL_MAX_ITEMS,
  CAROUSELS_MAX,
  FEATURED_MAX,
  type Carousel,
  type FeaturedItem,
  type GroupOrder,
  type PlacementLayout,
  type PlaylistGroup,
  type PlaylistGroupInput,
  type PublicPlacement,
  type PublicTile,
  type PublishWindow,
} from '../../src/core/api/contract';
import { matches } from '../http/schema';

const Uuid = Type.String({ format: 'uuid' });
const When = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
const Window = matches<PublishWindow>()(
  Type.Object({ from: When, until: When }, { additionalProperties: false }),
);
const Location = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9-]+$' });
const Status = Type.Union([Type.Literal('draft'), Type.Literal('published')]);

export const GroupSchema = matches<PlaylistGroup>()(
  Type.Object({
    id: Type.String(),
    SK: Type.String(),
    title: Type.String(),
    description: Type.String(),
    contentType: Type.Literal('playlists'),
    placements: Type.Array(Type.String()),
    playlists: Type.Array(Type.String()),
    status: Status,
    window: Window,
    position: Type.Integer(),
    version: Type.Integer(),
    updatedAt: Type.String(),
    updatedBy: Type.String(),
  }),
);

const groupFields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  placements: Type.Array(Location, { maxItems: 20, uniqueItems: true }),
  playlists: Type.Array(Uuid, { maxItems: 200 }),
  status: Status,
  window: Type.Optional(Window),
};

export const GroupCreateBody = matches<PlaylistGroupInput>()(
  Type.Object(
    { ...groupFields, version: Type.Optional(Type.Integer({ minimum: 1 })) },
    { additionalProperties: false },
  ),
);
export const GroupUpdateBody = Type.Object(
  { ...groupFields, version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export const GroupOrderBody = matches<GroupOrder>()(
  Type.Object({ ids: Type.Array(Uuid, { maxItems: 1000 }) }, { additionalProperties: false }),
);
export const GroupIdParams = Type.Object({ id: Uuid });
export const LocationParams = Type.Object({ location: Location });

const Featured = matches<FeaturedItem>()(
  Type.Object(
    {
      kind: Type.Union([Type.Literal('collection'), Type.Literal('group')]),
      ref: Uuid,
      window: Window,
    },
    { additionalProperties: false },
  ),
);
const Rail = matches<Carousel>()(
  Type.Object(
    {
      title: Type.String({ minLength: 1, maxLength: 120 }),
      source: Type.Object(
        {
          kind: Type.Union([
            Type.Literal('group'),
            Type.Literal('collection'),
            Type.Literal('saved-search'),
          ]),
          id: Uuid,
        },
        { additionalProperties: false },
      ),
      maxItems: Type.Integer({ minimum: 1, maximum: CAROUSEL_MAX_ITEMS }),
    },
    { additionalProperties: false },
  ),
);

export const LayoutSchema = matches<PlacementLayout>()(
  Type.Object({
    location: Type.String(),
    featured: Type.Array(Featured),
    carousels: Type.Array(Rail),
    version: Type.Integer(),
  }),
);
export const LayoutBody = Type.Object(
  {
    featured: Type.Array(Featured, { maxItems: FEATURED_MAX }),
    carousels: Type.Array(Rail, { maxItems: CAROUSELS_MAX }),
    version: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

const Tile = matches<PublicTile>()(
  Type.Object({
    kind: Type.Union([Type.Literal('collection'), Type.Literal('clip')]),
    id: Type.String(),
    title: Type.String(),
    clipCount: Type.Optional(Type.Integer()),
    duration: Type.Optional(Type.Number()),
    thumbnail: Type.Union([
      Type.Object({ assetId: Type.String(), at: Type.Number() }),
      Type.Null(),
    ]),
    clip: Type.Optional(
      Type.Object({ assetId: Type.String(), offset: Type.Number(), duration: Type.Number() }),
    ),
  }),
);
export const PublicPlacementSchema = matches<PublicPlacement>()(
  Type.Object({
    location: Type.String(),
    featured: Type.Array(Tile),
    rails: Type.Array(
      Type.Object({
        title: Type.String(),
        tiles: Type.Array(Tile),
        live: Type.Optional(Type.Boolean()),
      }),
    ),
    at: Type.String(),
    refreshSeconds: Type.Integer(),
  }),
);

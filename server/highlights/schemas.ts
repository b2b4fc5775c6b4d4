import { Type } from 'typebox';
import {
  HIGHLIGHT_MAX_CLIPS,
  HIGHLIGHT_SORT_COLUMNS,
  HIGHLIGHT_MAX_PAD_SECONDS,
  HIGHLIGHT_STATUSES,
  LIMITS,
  type HighlightPackageRow,
} from '../../src/core/api/contract';
import { matches } from '../http/schema';

/** One clip metadata category of the tenant, as GET /v1/asset_categories lists it. */
export const CategorySchema = Type.Object({
  name: Type.String(),
  label: Type.String(),
  valueType: Type.Union([Type.Literal('text'), Type.Literal('integer'), Type.Literal('date')]),
});

const Status = Type.Enum([...HIGHLIGHT_STATUSES]);

export const PackageRowSchema = matches<HighlightPackageRow>()(
  Type.Object({
    id: Type.String(),
    packageName: Type.String(),
    rule: Type.String(),
    assetId: Type.Union([Type.String(), Type.Null()]),
    game: Type.Union([Type.String(), Type.Null()]),
    season: Type.Union([Type.String(), Type.Null()]),
    sortMode: Type.Union([Type.Literal('startTime'), Type.Literal('startTime ascending')]),
    status: Status,
    statusName: Type.String(),
    reason: Type.Union([Type.String(), Type.Null()]),
    clipCount: Type.Integer(),
    found: Type.Union([Type.Integer(), Type.Null()]),
    isNew: Type.Boolean(),
    live: Type.Boolean(),
    createdAt: Type.String(),
    builtAt: Type.Union([Type.String(), Type.Null()]),
  }),
);

const FilterSchema = Type.Object(
  {
    category: Type.String({ minLength: 1, maxLength: 100 }),
    values: Type.Optional(Type.Array(Type.String({ maxLength: 500 }), { maxItems: 100 })),
    from: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Number()])),
    to: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Number()])),
  },
  { additionalProperties: false },
);

const ReelOptionsSchema = {
  query: Type.String({ maxLength: LIMITS.queryLength }),
  filters: Type.Optional(Type.Array(FilterSchema, { maxItems: 50 })),
  lead: Type.Number({ minimum: 0, maximum: HIGHLIGHT_MAX_PAD_SECONDS }),
  lag: Type.Number({ minimum: 0, maximum: HIGHLIGHT_MAX_PAD_SECONDS }),
  maxSeconds: Type.Union([Type.Number({ minimum: 1, maximum: 6 * 3600 }), Type.Null()]),
  order: Type.Union([Type.Literal('time'), Type.Literal('game')]),
};

export const PackageDetailSchema = Type.Object({
  ...PackageRowSchema.properties,
  query: Type.String(),
  reel: Type.Union([Type.Object(ReelOptionsSchema), Type.Null()]),
  version: Type.Integer(),
});

export const ReelBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }), ...ReelOptionsSchema },
  { additionalProperties: false },
);

export const ReviewBody = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    clips: Type.Array(
      Type.Object(
        {
          id: Type.String({ minLength: 1, maxLength: 300 }),
          excluded: Type.Boolean(),
          lead: Type.Number(),
          lag: Type.Number(),
        },
        { additionalProperties: false },
      ),
      { maxItems: HIGHLIGHT_MAX_CLIPS },
    ),
  },
  { additionalProperties: false },
);

export const ListQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  order_by: Type.Optional(Type.Union(HIGHLIGHT_SORT_COLUMNS.map((k) => Type.Literal(k)))),
});

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const GameParams = Type.Object({ assetId: Type.String({ minLength: 1, maxLength: 100 }) });

/** `limit` and `offset`, and at most one group value as `{type}={value}` (`batter=V Kohli`). */
export const ClipsQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ maxLength: 500, description: 'Clips a page, up to 50.' })),
    offset: Type.Optional(Type.String({ maxLength: 500, description: 'Clips to skip.' })),
  },
  { additionalProperties: Type.String({ maxLength: 500 }) },
);

export const GroupValueSchema = Type.Object({
  value: Type.String(),
  code: Type.Optional(Type.String()),
  count: Type.Integer(),
});

export const MembershipSchema = Type.Object({ subscribed: Type.Boolean() });

/** A cluster's process asking the holder of a tenant's index what a package's search finds. */
export const MatchesBody = Type.Object({
  tenantId: Type.String({ minLength: 1, maxLength: 100 }),
  packageId: Type.String({ minLength: 1, maxLength: 100 }),
});

export const MatchesAnswer = Type.Object({
  query: Type.String(),
  clipIds: Type.Array(Type.String()),
});

/** The package's rule is wrong (HighlightRuleError), as the holder found. */
export const RuleProblemAnswer = Type.Object({ rule: Type.String(), problem: Type.String() });

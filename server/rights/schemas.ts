import { Type } from 'typebox';
import {
  MAX_RIGHTS_CLIPS,
  RIGHTS_USES,
  type AssetRights,
  type ClipRights,
  type ClipRightsBody,
  type RightsWindow,
} from '../../src/core/api/contract/rights';
import { matches } from '../http/schema';

const Uses = Type.Array(Type.Enum([...RIGHTS_USES]), {
  minItems: 1,
  maxItems: RIGHTS_USES.length,
  uniqueItems: true,
});

export const RightsWindowSchema = matches<RightsWindow>()(
  Type.Object(
    {
      notBefore: Type.Optional(Type.String({ format: 'date-time' })),
      notAfter: Type.Optional(Type.String({ format: 'date-time' })),
      uses: Uses,
    },
    { additionalProperties: false },
  ),
);

export const AssetRightsSchema = matches<AssetRights>()(
  Type.Object({
    asset: Type.Optional(RightsWindowSchema),
    clips: Type.Array(Type.Object({ clipId: Type.String(), window: RightsWindowSchema })),
  }),
);

/** A clip's window on a staff member's search result, and why it is shut now. */
export const ClipRightsSchema = matches<ClipRights>()(
  Type.Object({
    window: RightsWindowSchema,
    shut: Type.Optional(Type.Object({ uses: Uses, why: Type.String(), words: Type.String() })),
  }),
);

export const ClipRightsBodySchema = matches<ClipRightsBody>()(
  Type.Object(
    {
      clipIds: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
        minItems: 1,
        maxItems: MAX_RIGHTS_CLIPS,
      }),
      window: Type.Union([RightsWindowSchema, Type.Null()]),
    },
    { additionalProperties: false },
  ),
);

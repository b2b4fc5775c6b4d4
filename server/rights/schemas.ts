import { Type } from 'typebox';
import {
  RIGHTS_USES,
  type AssetRights,
  type ClipRightsBody,
  type RightsWindow,
} from '../../src/core/api/contract/rights';
import { matches } from '../http/schema';
import { MAX_BULK_CLIPS } from './service';

export const RightsWindowSchema = matches<RightsWindow>()(
  Type.Object(
    {
      notBefore: Type.Optional(Type.String({ format: 'date-time' })),
      notAfter: Type.Optional(Type.String({ format: 'date-time' })),
      uses: Type.Array(Type.Enum([...RIGHTS_USES]), {
        minItems: 1,
        maxItems: RIGHTS_USES.length,
        uniqueItems: true,
      }),
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

export const ClipRightsBodySchema = matches<ClipRightsBody>()(
  Type.Object(
    {
      clipIds: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
        minItems: 1,
        maxItems: MAX_BULK_CLIPS,
      }),
      window: Type.Union([RightsWindowSchema, Type.Null()]),
    },
    { additionalProperties: false },
  ),
);

import { Type } from 'typebox';
import { IdString } from '../http/schema';

export const ThumbnailParams = Type.Object({ assetId: IdString });

export const PlaybackThumbnailQuery = Type.Object({
  ts: Type.Optional(Type.Number({ minimum: 0, maximum: 1e7, default: 0 })),
  size: Type.Optional(
    Type.String({ pattern: '^(small|medium|large|\\d{2,4}x\\d{2,4})$', default: 'medium' }),
  ),
});

import { Type } from 'typebox';
import type { PlayableItem, PlayableResponse } from '../../src/core/api/contract';
import { matches } from '../http/schema';
import { MAX_ITEMS } from '../playlists/service';

export const Format = Type.Union([Type.Literal('HLS'), Type.Literal('MP4')]);

export const PlayableBody = Type.Object(
  {
    clips: Type.Array(
      Type.Object(
        {
          asset_id: Type.String({ minLength: 1, maxLength: 200 }),
          offset: Type.Number({ minimum: 0, maximum: 1e7 }),
          duration: Type.Number({ exclusiveMinimum: 0, maximum: 1e6 }),
        },
        // Collection items carry their stash; it is not needed to play them.
        { additionalProperties: true },
      ),
      { minItems: 1, maxItems: MAX_ITEMS },
    ),
    format: Type.Optional(Format),
  },
  { additionalProperties: false },
);

export const PlayableSchema = matches<PlayableResponse>()(
  Type.Object({
    items: Type.Array(
      matches<PlayableItem>()(
        Type.Object({
          asset_id: Type.String(),
          title: Type.String(),
          kind: Type.Union([Type.Literal('video'), Type.Literal('bumper'), Type.Literal('image')]),
          format: Format,
          url: Type.String(),
          mimeType: Type.Union([Type.Literal('application/x-mpegurl'), Type.Literal('video/mp4')]),
          start: Type.Number(),
          end: Type.Number(),
          assetDuration: Type.Number(),
          processing: Type.Optional(Type.Boolean()),
          live: Type.Optional(Type.Boolean()),
          pending: Type.Optional(Type.Boolean()),
        }),
      ),
    ),
    duration: Type.Number(),
    expiresAt: Type.String(),
  }),
);

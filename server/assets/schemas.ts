import { Type } from 'typebox';
import {
  type Asset,
  type AssetUpdateRequest,
  type AssetUsage,
  type AssetReleaseRequest,
  type AssetKeyframes,
  type AssetWaveform,
  type SegmentOffset,
} from '../../src/core/api/contract';
import { IdString, matches, pageOf } from '../http/schema';

export const AssetSchema = matches<Asset>()(
  Type.Object({
    id: Type.String(),
    tenantId: Type.String(),
    kind: Type.Union([Type.Literal('video'), Type.Literal('bumper'), Type.Literal('image')]),
    title: Type.String(),
    duration: Type.Number(),
    matchDate: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String(),
    metadata: Type.Record(Type.String(), Type.String()),
    public: Type.Boolean(),
    media: Type.Object({
      hls: Type.Optional(Type.String()),
      mp4: Type.Optional(Type.String()),
      image: Type.Optional(Type.String()),
    }),
    status: Type.Union([
      Type.Literal('uploading'),
      Type.Literal('queued'),
      Type.Literal('processing'),
      Type.Literal('ready'),
      Type.Literal('failed'),
      Type.Literal('cancelled'),
      Type.Literal('live'),
    ]),
    ingest: Type.Optional(
      Type.Object({
        fileName: Type.String(),
        sourceUrl: Type.Union([Type.String(), Type.Null()]),
        fileSize: Type.Number(),
        received: Type.Number(),
        stage: Type.Union([
          Type.Literal('fetching'),
          Type.Literal('checking'),
          Type.Literal('probing'),
          Type.Literal('transcoding'),
          Type.Literal('finishing'),
          Type.Null(),
        ]),
        percent: Type.Number(),
        reason: Type.Union([Type.String(), Type.Null()]),
        duplicateOf: Type.Union([Type.String(), Type.Null()]),
        retryable: Type.Boolean(),
        playable: Type.Boolean(),
      }),
    ),
    live: Type.Optional(LiveSchema()),
    clipCount: Type.Optional(Type.Integer()),
  }),
);

/** A live asset's stream, as `Asset.live` gives it. */
function LiveSchema() {
  const optionalNumber = Type.Optional(Type.Number());
  return Type.Object({
    state: Type.Union([
      Type.Literal('waiting'),
      Type.Literal('live'),
      Type.Literal('reconnecting'),
      Type.Literal('ended'),
    ]),
    protocol: Type.Union([Type.Literal('srt'), Type.Literal('rtmp'), Type.Literal('hls')]),
    ingestUrl: Type.String(),
    health: Type.Object({
      codec: Type.Optional(Type.String()),
      width: optionalNumber,
      height: optionalNumber,
      fps: optionalNumber,
      kbps: optionalNumber,
      behindSeconds: optionalNumber,
      lastSegmentAge: optionalNumber,
      droppedFrames: optionalNumber,
    }),
    reason: Type.Union([Type.String(), Type.Null()]),
    startedAt: Type.Union([Type.String(), Type.Null()]),
    graceSeconds: Type.Integer(),
    writtenSeconds: Type.Number({ minimum: 0 }),
  });
}

export const AssetUpdateBody = matches<AssetUpdateRequest>()(
  Type.Object(
    {
      title: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })),
      matchDate: Type.Optional(
        Type.Union([
          Type.String({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
          Type.Null(),
        ]),
      ),
      public: Type.Optional(Type.Boolean()),
      metadata: Type.Optional(
        Type.Record(
          Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$' }),
          Type.String({ maxLength: 200 }),
          {
            additionalProperties: false,
            maxProperties: 20,
          },
        ),
      ),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
);

export const AssetUsageSchema = matches<AssetUsage>()(
  Type.Object({ clips: Type.Integer(), collections: Type.Integer() }),
);

export const AssetPageSchema = pageOf(AssetSchema);

export const AssetReleaseBody = matches<AssetReleaseRequest>()(
  Type.Object({ public: Type.Boolean() }, { additionalProperties: false }),
);

export const AssetListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  tenantId: Type.Optional(IdString),
  text: Type.Optional(Type.String({ maxLength: 200 })),
  sortDesc: Type.Optional(Type.Boolean({ default: true })),
  sortMode: Type.Optional(
    Type.Union([Type.Literal('matchDate'), Type.Literal('title'), Type.Literal('createdAt')], {
      default: 'matchDate',
    }),
  ),
});

export const AssetIdParams = Type.Object({ id: IdString });

export const WaveformQuery = Type.Object({
  from: Type.Number({ minimum: 0, maximum: 1e7 }),
  to: Type.Number({ minimum: 0, maximum: 1e7 }),
  points: Type.Optional(Type.Integer({ minimum: 16, maximum: 2000, default: 400 })),
});

export const WaveformSchema = matches<AssetWaveform>()(
  Type.Object({
    assetId: Type.String(),
    from: Type.Number(),
    to: Type.Number(),
    peaks: Type.Array(Type.Number()),
  }),
);

/** The longest range a waveform is drawn for, seconds (the editor's window at most). */
export const WAVEFORM_MAX_SECONDS = 3600;

export const KeyframesQuery = Type.Object({
  format: Type.Optional(Type.Union([Type.Literal('MP4'), Type.Literal('HLS')], { default: 'MP4' })),
});

export const KeyframesSchema = matches<AssetKeyframes>()(
  Type.Object({
    assetId: Type.String(),
    format: Type.Union([Type.Literal('MP4'), Type.Literal('HLS')]),
    keyframes: Type.Array(Type.Number()),
  }),
);

export const SegmentOffsetQuery = Type.Object({ id: IdString });

export const SegmentOffsetSchema = matches<SegmentOffset>()(
  Type.Object({
    assetId: Type.String(),
    offset: Type.Number(),
    segmentDuration: Type.Number(),
  }),
);

/** Seconds as a number, or a time string `h:m:s` / `m:s` (fractions allowed). */
export const TimeValue = Type.String({
  minLength: 1,
  maxLength: 16,
  pattern: '^(\\d+(\\.\\d+)?|\\d{1,3}(:\\d{1,2}){1,2}(\\.\\d+)?)$',
});

export const ThumbnailQuery = Type.Object({
  t: Type.Optional(TimeValue),
  w: Type.Optional(Type.Integer({ minimum: 16, maximum: 1920, default: 320 })),
  h: Type.Optional(Type.Integer({ minimum: 16, maximum: 1080, default: 180 })),
  tenant: Type.Optional(IdString),
  exp: Type.Optional(Type.Integer({ minimum: 0 })),
  sig: Type.Optional(Type.String({ maxLength: 128 })),
});

export const MediaParams = Type.Object({
  id: IdString,
  '*': Type.String({
    pattern:
      '^(video\\.mp4|image\\.jpg|hls/index\\.m3u8|hls/seg_\\d{4,6}\\.ts|hls/v\\d/(index\\.m3u8|seg_\\d{4,6}\\.ts))$',
  }),
});

export const SignedQuery = Type.Object({
  tenant: Type.Optional(IdString),
  exp: Type.Optional(Type.Integer({ minimum: 0 })),
  sig: Type.Optional(Type.String({ maxLength: 128 })),
});

/** `h:m:s`, `m:s` or plain seconds to seconds. */
export function timeToSeconds(value: string): number {
  return value
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);
}

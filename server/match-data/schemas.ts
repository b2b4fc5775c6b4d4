import { Type } from 'typebox';
import type {
  CsvMapping,
  MatchDataFeedEvent,
  MatchDataFeedResponse,
  MatchDataImportList,
  MatchDataImportRecord,
  MatchDataImportRequest,
  MatchDataImportResponse,
  MatchDataKeptCorrection,
  MatchDataPreview,
  UnplacedMatchData,
  UnplacedMatchDataQuery,
} from '../../src/core/api/contract';
import { matches } from '../http/schema';
import { FEED_MAX_EVENTS } from './feed';

/** The largest provider's file taken: a football match's events are about 3.5 MB. */
export const MATCH_DATA_BODY_LIMIT = 16 * 1024 * 1024;

const Column = Type.String({ minLength: 1, maxLength: 200 });

const CsvMappingSchema = matches<CsvMapping>()(
  Type.Object(
    {
      time: Column,
      timeKind: Type.Union([
        Type.Literal('video'),
        Type.Literal('timecode'),
        Type.Literal('clock'),
      ]),
      period: Type.Optional(Column),
      kind: Type.Optional(Column),
      id: Type.Optional(Column),
      columns: Type.Record(Column, Type.String({ minLength: 1, maxLength: 100 }), {
        maxProperties: 100,
      }),
    },
    { additionalProperties: false },
  ),
);

export const MatchDataImportBody = matches<MatchDataImportRequest>()(
  Type.Object(
    {
      file: Type.Unknown({ description: 'The provider’s file, parsed: Cricsheet or StatsBomb.' }),
      lineup: Type.Optional(Type.Unknown({ description: 'StatsBomb: the line-up file.' })),
      csv: Type.Optional(CsvMappingSchema),
      matchId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' }),
      periodStarts: Type.Optional(
        Type.Record(Type.String({ pattern: '^[1-9]$' }), Type.Number({ minimum: 0 })),
      ),
      syncPoints: Type.Optional(
        Type.Array(
          Type.Object(
            {
              innings: Type.Integer({ minimum: 1, maximum: 4 }),
              over: Type.Integer({ minimum: 0, maximum: 999 }),
              ball: Type.Integer({ minimum: 1, maximum: 20 }),
              at: Type.Number({ minimum: 0 }),
            },
            { additionalProperties: false },
          ),
          // A Test match's every ball, from a logger's table of ball times.
          { maxItems: 5000 },
        ),
      ),
    },
    { additionalProperties: false },
  ),
);

const PreviewClip = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  summary: Type.String(),
  at: Type.Number(),
  offset: Type.Number(),
  duration: Type.Number(),
  placedBy: Type.String(),
});

const Note = Type.Object({ summary: Type.String(), reason: Type.String() });

const Format = Type.Union([
  Type.Literal('cricsheet'),
  Type.Literal('statsbomb'),
  Type.Literal('csv'),
]);

const Kept = matches<MatchDataKeptCorrection>()(
  Type.Object({
    clipId: Type.String(),
    summary: Type.String(),
    category: Type.String(),
    kept: Type.Array(Type.String()),
    file: Type.Array(Type.String()),
  }),
);

const LiveClips = Type.Object({ replaced: Type.Integer(), kept: Type.Integer() });

export const MatchDataPreviewSchema = matches<MatchDataPreview>()(
  Type.Object({
    format: Format,
    match: Type.String(),
    date: Type.Union([Type.String(), Type.Null()]),
    events: Type.Integer(),
    clips: Type.Integer(),
    byKind: Type.Record(Type.String(), Type.Integer()),
    first: Type.Array(PreviewClip),
    skipped: Type.Array(Note),
    warnings: Type.Array(Note),
    replaces: Type.Integer(),
    removes: Type.Integer(),
    kept: Type.Array(Kept),
    liveClips: LiveClips,
  }),
);

export const MatchDataImportSchema = matches<MatchDataImportResponse>()(
  Type.Object({
    clips: Type.Integer(),
    removed: Type.Integer(),
    kept: Type.Array(Kept),
    liveClips: LiveClips,
    changeId: Type.String(),
  }),
);

const ImportRecord = matches<MatchDataImportRecord>()(
  Type.Object({
    changeId: Type.String(),
    format: Format,
    match: Type.String(),
    clips: Type.Integer(),
    removed: Type.Integer(),
    email: Type.String(),
    at: Type.String(),
    undoneAt: Type.Union([Type.String(), Type.Null()]),
    undoneBy: Type.Union([Type.String(), Type.Null()]),
  }),
);

export const MatchDataImportListSchema = matches<MatchDataImportList>()(
  Type.Object({
    formats: Type.Array(Format),
    csvMapping: Type.Union([CsvMappingSchema, Type.Null()]),
    imports: Type.Array(ImportRecord),
  }),
);

const FeedEvent = matches<MatchDataFeedEvent>()(
  Type.Object(
    {
      id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' }),
      at: Type.Optional(
        Type.Union([
          Type.Number({ minimum: 0 }),
          Type.String({ format: 'date-time', maxLength: 40 }),
        ]),
      ),
      period: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
      clock: Type.Optional(
        Type.Union([Type.Number({ minimum: 0 }), Type.String({ minLength: 1, maxLength: 12 })]),
      ),
      innings: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
      over: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
      ball: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
      kind: Type.Optional(Type.String({ maxLength: 40 })),
      values: Type.Record(
        Type.String({ minLength: 1, maxLength: 100 }),
        Type.Union([Type.String({ maxLength: 500 }), Type.Number()]),
        { maxProperties: 50 },
      ),
    },
    { additionalProperties: false },
  ),
);

/** Each part's start: seconds into the video, or the moment it began (a live match's). */
const FeedStarts = Type.Optional(
  Type.Record(
    Type.String({ pattern: '^[1-9]$' }),
    Type.Union([Type.Number({ minimum: 0 }), Type.String({ format: 'date-time', maxLength: 40 })]),
  ),
);

const feedCommon = {
  matchId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' }),
  periodStarts: FeedStarts,
  inningsStarts: FeedStarts,
};

/**
 * A live feed's events: the platform's own shape, or StatsBomb's as the provider sends them
 * (each member fits `MatchDataFeedRequest`, which the route hands on).
 */
export const MatchDataFeedBody = Type.Union([
  Type.Object(
    {
      ...feedCommon,
      format: Type.Literal('events'),
      events: Type.Array(FeedEvent, { minItems: 1, maxItems: FEED_MAX_EVENTS }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      ...feedCommon,
      format: Type.Literal('statsbomb'),
      events: Type.Array(Type.Unknown(), { minItems: 1, maxItems: FEED_MAX_EVENTS }),
      lineup: Type.Optional(Type.Unknown()),
    },
    { additionalProperties: false },
  ),
]);

export const MatchDataFeedSchema = matches<MatchDataFeedResponse>()(
  Type.Object({
    clips: Type.Integer(),
    skipped: Type.Array(Note),
    changeId: Type.Union([Type.String(), Type.Null()]),
  }),
);

export const UnplacedMatchDataQuerySchema = matches<UnplacedMatchDataQuery>()(
  Type.Object(
    {
      category: Type.String({ minLength: 1, maxLength: 100 }),
      value: Type.String({ minLength: 1, maxLength: 500 }),
    },
    { additionalProperties: false },
  ),
);

export const UnplacedMatchDataSchema = matches<UnplacedMatchData>()(
  Type.Object({
    videos: Type.Array(
      Type.Object({
        assetId: Type.String(),
        title: Type.String(),
        match: Type.String(),
        events: Type.Integer(),
      }),
    ),
  }),
);

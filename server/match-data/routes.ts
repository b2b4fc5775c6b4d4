import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf, reachOf, userOf } from '../http/access';
import { errorResponses } from '../http/schema';
import { AssetIdParams } from '../assets/schemas';
import { feedMatchData } from './feed';
import {
  MATCH_DATA_BODY_LIMIT,
  MatchDataFeedBody,
  MatchDataFeedSchema,
  MatchDataImportBody,
  MatchDataImportListSchema,
  MatchDataImportSchema,
  MatchDataPreviewSchema,
  UnplacedMatchDataQuerySchema,
  UnplacedMatchDataSchema,
} from './schemas';
import {
  importMatchData,
  matchDataImportsOf,
  previewMatchData,
  unplacedMatchData,
} from './service';

const tags = ['asset'];

/**
 * A provider's match data onto one of the tenant's videos (docs/match-data.md): a preview that
 * writes nothing, then the import, which writes every clip or none.
 */
export const matchDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v3/asset/:id/match-data/preview',
    {
      config: { access: 'edit-metadata', searchIndex: true },
      bodyLimit: MATCH_DATA_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'What importing a provider’s match data (Cricsheet, StatsBomb) onto the video would write: its clips placed, what is left and why',
        params: AssetIdParams,
        body: MatchDataImportBody,
        response: { 200: MatchDataPreviewSchema, ...errorResponses },
      },
    },
    async (request) =>
      previewMatchData(app, userOf(request).tenantId, request.params.id, request.body),
  );

  app.post(
    '/v3/asset/:id/match-data',
    {
      config: { access: 'edit-metadata' },
      bodyLimit: MATCH_DATA_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Import a provider’s match data onto the video: every placed event becomes a clip, in one change of the metadata history',
        params: AssetIdParams,
        body: MatchDataImportBody,
        response: { 200: MatchDataImportSchema, ...errorResponses },
      },
    },
    async (request) => importMatchData(app, userOf(request), request.params.id, request.body),
  );

  app.get(
    '/v3/asset/:id/match-data',
    {
      config: { access: 'edit-metadata' },
      schema: {
        tags,
        summary:
          'The video’s imports of match data, newest first; undoing an import’s change (search/data/changes/{id}/undo) takes it back',
        params: AssetIdParams,
        response: { 200: MatchDataImportListSchema, ...errorResponses },
      },
    },
    async (request) => matchDataImportsOf(app, userOf(request).tenantId, request.params.id),
  );

  app.post(
    '/v3/asset/:id/match-data/feed',
    {
      config: { access: 'match-data-or-key' },
      bodyLimit: MATCH_DATA_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'A live feed’s events onto the video, one or a few at a time (a service key, or an editor): each a clip, found by search once this answers',
        description:
          'Events as they happen, up to 200 a request. `format: "events"`: `{ id, at | period + clock | innings + over + ball, kind?, values: { category: value } }` in the tenant’s categories; `format: "statsbomb"`: StatsBomb events as the provider sends them. Read with the tenant’s mapping, lead and lag, placed by `at` (seconds, or on a live match the ISO moment it happened), by `periodStarts` or by `inningsStarts` (seconds, or ISO moments); an event sent again replaces its clip. Events that make no clip are answered in `skipped`, with why. Authenticate with a tenant service key in `X-Api-Key` (never the free deployment key) or as an editor. See docs/match-data.md, “A live feed”.',
        params: AssetIdParams,
        body: MatchDataFeedBody,
        response: { 200: MatchDataFeedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const author =
        caller.kind === 'user'
          ? caller
          : { userId: null, email: `API key …${caller.hint}`, tenantId: caller.tenantId };
      return feedMatchData(app, author, request.params.id, request.body);
    },
  );

  app.get(
    '/v3/match-data/unplaced',
    {
      config: { access: 'signed-in-or-key' },
      schema: {
        tags,
        summary:
          'The videos whose imported match data holds a value (a batter, a player) only on events no clip took: why a search for it finds nothing',
        querystring: UnplacedMatchDataQuerySchema,
        response: { 200: UnplacedMatchDataSchema, ...errorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      // A public page finds only released clips: the tenant's match data is not its to read.
      if (reachOf(caller) === 'public') return { videos: [] };
      return unplacedMatchData(app, caller.tenantId, request.query);
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type {
  ClipChange,
  MetadataChange,
  MetadataChangeList,
  SearchDataResponse,
} from '../../src/core/api/contract';
import { userOf } from '../http/access';
import { errorResponses, matches } from '../http/schema';
import { listChanges } from './history/repository';
import { undoChange } from './metadata-undo';
import { SearchDataBody } from './schemas';
import { upsertClips } from './write';

const tags = ['search'];

const Value = Type.Object({ category: Type.String(), value: Type.String() });

const ChangeSchema = matches<MetadataChange>()(
  Type.Object({
    id: Type.String(),
    at: Type.String(),
    email: Type.String(),
    summary: Type.Union([Type.String(), Type.Null()]),
    clipCount: Type.Integer({ minimum: 0 }),
    clips: Type.Array(
      matches<ClipChange>()(
        Type.Object({
          clipId: Type.String(),
          title: Type.String(),
          added: Type.Array(Value),
          removed: Type.Array(Value),
        }),
      ),
    ),
    undoes: Type.Union([Type.String(), Type.Null()]),
    undoneAt: Type.Union([Type.String(), Type.Null()]),
    undoneBy: Type.Union([Type.String(), Type.Null()]),
  }),
);

const DataResponse = matches<SearchDataResponse>()(
  Type.Object({ upserted: Type.Integer(), changeId: Type.String() }),
);

/**
 * Clip metadata written by editors (PUT search/data), every write recorded with who, when,
 * and the values before and after, and undone from that history (docs/search.md).
 */
export const metadataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, searchEngine: engine } = app;

  app.put(
    '/search/data',
    {
      config: { access: 'edit-metadata' },
      schema: {
        tags,
        summary: 'Add or replace clips in the search data, recorded in the history (editors)',
        body: SearchDataBody,
        response: { 200: DataResponse, ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      const written = await upsertClips(db, me.tenantId, engine, request.body, {
        author: me,
        recorded: (tx, _change, made) =>
          app.webhooks.announceEach(
            tx,
            me.tenantId,
            'clip.created',
            made.map((clip) => ({ ...clip, source: 'by-hand' })),
          ),
      });
      await app.highlights.worker.clipsArrived(
        me.tenantId,
        request.body.clips.map((c) => c.assetId),
      );
      return written;
    },
  );

  app.get(
    '/search/data/changes',
    {
      config: { access: 'edit-metadata' },
      schema: {
        tags,
        summary: 'The latest changes of clip metadata, newest first; one clip’s with clipId',
        querystring: Type.Object({
          clipId: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
        }),
        response: {
          200: matches<MetadataChangeList>()(Type.Object({ changes: Type.Array(ChangeSchema) })),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      changes: await listChanges(db, userOf(request).tenantId, request.query.clipId),
    }),
  );

  app.post(
    '/search/data/changes/:id/undo',
    {
      config: { access: 'edit-metadata' },
      schema: {
        tags,
        summary: 'Undo a change: its clips get their values back (recorded as a change too)',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 200: Type.Object({ changeId: Type.String() }), ...errorResponses },
      },
    },
    async (request) => {
      const me = userOf(request);
      const undone = await undoChange(db, me.tenantId, engine, me, request.params.id);
      await app.highlights.worker.clipsArrived(me.tenantId, undone.assetIds);
      return { changeId: undone.changeId };
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../http/access';
import { errorResponses } from '../http/schema';
import { ReceiptSchema, TapeEventBody } from './schemas';
import { recordTapeEvent } from './service';

/** POST tape/event: analytics events from the product. */
export const tapeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/tape/event',
    {
      config: { access: 'signed-in-or-key' },
      schema: {
        tags: ['middleware'],
        summary: 'Record an analytics event',
        body: TapeEventBody,
        response: { 201: ReceiptSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await recordTapeEvent(app.db, callerOf(request), request.body)),
  );
};

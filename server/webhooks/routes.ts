import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { userOf } from '../http/access';
import { errorResponses } from '../http/schema';
import {
  DeliveryParams,
  DeliverySchema,
  EndpointBody,
  EndpointCreatedSchema,
  EndpointParams,
  EndpointSchema,
  EndpointUpdateBody,
} from './schemas';
import type { Webhooks } from './service';

const tags = ['webhooks'];

/**
 * Webhooks (docs/integrators.md): an administrator's endpoints (its secret said once, at its
 * making), what each was sent, and a delivery sent again.
 */
export const webhookRoutes: FastifyPluginAsyncTypebox<{ webhooks: Webhooks }> = async (
  app,
  { webhooks },
) => {
  const access = 'manage-users' as const;

  app.get(
    '/webhooks/endpoints',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The tenant’s webhook endpoints',
        response: { 200: Type.Array(EndpointSchema), ...errorResponses },
      },
    },
    async (request) => webhooks.list(userOf(request).tenantId),
  );

  app.post(
    '/webhooks/endpoints',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Register an endpoint (https, public); its signing secret is given only now',
        body: EndpointBody,
        response: { 201: EndpointCreatedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = userOf(request);
      return reply.code(201).send(await webhooks.create(me.tenantId, me.email, request.body));
    },
  );

  app.patch(
    '/webhooks/endpoints/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Change an endpoint’s events or description, or turn it on or off',
        params: EndpointParams,
        body: EndpointUpdateBody,
        response: { 200: EndpointSchema, ...errorResponses },
      },
    },
    async (request) => webhooks.update(userOf(request).tenantId, request.params.id, request.body),
  );

  app.delete(
    '/webhooks/endpoints/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Remove an endpoint and its deliveries',
        params: EndpointParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await webhooks.remove(userOf(request).tenantId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/webhooks/endpoints/:id/deliveries',
    {
      config: { access },
      schema: {
        tags,
        summary: 'What was sent to an endpoint, newest first, with its answers',
        params: EndpointParams,
        response: { 200: Type.Array(DeliverySchema), ...errorResponses },
      },
    },
    async (request) => webhooks.deliveries(userOf(request).tenantId, request.params.id),
  );

  app.post(
    '/webhooks/deliveries/:id/resend',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Send a delivery again, as the same message (its tries start over)',
        params: DeliveryParams,
        response: { 202: DeliverySchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await webhooks.resend(userOf(request).tenantId, request.params.id)),
  );
};

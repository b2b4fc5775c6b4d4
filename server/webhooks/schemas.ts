import { Type } from 'typebox';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointBody,
  type WebhookEndpointCreated,
  type WebhookEndpointUpdate,
} from '../../src/core/api/contract/webhooks';
import { matches } from '../http/schema';

const EventType = Type.Enum([...WEBHOOK_EVENT_TYPES]);
const Events = Type.Array(EventType, { minItems: 1, maxItems: WEBHOOK_EVENT_TYPES.length });
const Description = Type.String({ maxLength: 200 });

const endpointFields = {
  id: Type.String(),
  url: Type.String(),
  description: Type.String(),
  events: Type.Array(EventType),
  enabled: Type.Boolean(),
  disabledReason: Type.Optional(Type.String()),
  failingSince: Type.Optional(Type.String()),
  created: Type.String(),
};

export const EndpointSchema = matches<WebhookEndpoint>()(Type.Object(endpointFields));

export const EndpointCreatedSchema = matches<WebhookEndpointCreated>()(
  Type.Object({ ...endpointFields, secret: Type.String() }),
);

export const EndpointBody = matches<WebhookEndpointBody>()(
  Type.Object(
    {
      url: Type.String({ minLength: 1, maxLength: 2000 }),
      description: Type.Optional(Description),
      events: Events,
    },
    { additionalProperties: false },
  ),
);

export const EndpointUpdateBody = matches<WebhookEndpointUpdate>()(
  Type.Object(
    {
      description: Type.Optional(Description),
      events: Type.Optional(Events),
      enabled: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
);

export const DeliverySchema = matches<WebhookDelivery>()(
  Type.Object({
    id: Type.String(),
    endpointId: Type.String(),
    type: EventType,
    status: Type.Enum([...WEBHOOK_DELIVERY_STATUSES]),
    attempts: Type.Integer(),
    responseStatus: Type.Optional(Type.Integer()),
    responseBody: Type.Optional(Type.String()),
    error: Type.Optional(Type.String()),
    created: Type.String(),
    delivered: Type.Optional(Type.String()),
  }),
);

export const EndpointParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const DeliveryParams = Type.Object({
  id: Type.String({ pattern: '^msg_[0-9a-f]{32}$' }),
});

import type { OpenAPIV3_1 } from 'openapi-types';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_TYPES } from '../../src/core/api/contract/webhooks';

const header = (name: string, description: string): OpenAPIV3_1.ParameterObject => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
});

/**
 * The OpenAPI document's `webhooks`: what the platform sends an endpoint for each event
 * (docs/integrators.md "Webhooks"), signed as Standard Webhooks say.
 */
export function webhooksDocument(): Record<string, OpenAPIV3_1.PathItemObject> {
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `webhook-${type.replace('.', '-')}`,
          summary: WEBHOOK_EVENTS[type],
          description:
            'Check the signature with a Standard Webhooks library and the endpoint’s secret before trusting the body; drop a `webhook-id` already taken (a try may come again).',
          parameters: [
            header('webhook-id', 'The message’s id, the same on every try of it.'),
            header('webhook-timestamp', 'When this try was signed, in Unix seconds.'),
            header('webhook-signature', '`v1,` and the HMAC-SHA256 of id.timestamp.body.'),
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['type', 'timestamp', 'data'],
                  properties: {
                    type: { type: 'string', const: type },
                    timestamp: { type: 'string', format: 'date-time' },
                    data: { type: 'object' },
                  },
                },
              },
            },
          },
          responses: {
            '200': { description: 'Taken (any 2xx). Anything else is tried again later.' },
            '400': { description: 'Refused: tried again later, as any answer but 2xx.' },
          },
        },
      },
    ]),
  );
}

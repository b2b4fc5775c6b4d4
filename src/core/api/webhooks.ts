import type { ApiClient } from './client';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointBody,
  WebhookEndpointCreated,
  WebhookEndpointUpdate,
} from './contract/webhooks';

const endpoint = (id: string) => `/webhooks/endpoints/${encodeURIComponent(id)}`;

/** An administrator's webhook calls (docs/integrators.md "Webhooks"): never in the elements. */
export function webhooksApi(client: ApiClient) {
  return {
    endpoints() {
      return client.request<WebhookEndpoint[]>('middleware', '/webhooks/endpoints');
    },
    /** A new endpoint: the answer holds its signing secret, which is shown only now. */
    create(body: WebhookEndpointBody) {
      return client.request<WebhookEndpointCreated>('middleware', '/webhooks/endpoints', {
        body,
      });
    },
    update(id: string, change: WebhookEndpointUpdate) {
      return client.request<WebhookEndpoint>('middleware', endpoint(id), {
        method: 'PATCH',
        body: change,
      });
    },
    remove(id: string) {
      return client.request<Response>('middleware', endpoint(id), {
        method: 'DELETE',
        raw: true,
      });
    },
    deliveries(id: string, signal?: AbortSignal) {
      return client.request<WebhookDelivery[]>(
        'middleware',
        `${endpoint(id)}/deliveries`,
        signal ? { signal } : {},
      );
    },
    resend(deliveryId: string) {
      return client.request<WebhookDelivery>(
        'middleware',
        `/webhooks/deliveries/${encodeURIComponent(deliveryId)}/resend`,
        { method: 'POST' },
      );
    },
  };
}

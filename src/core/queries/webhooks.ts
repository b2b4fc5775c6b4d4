import type { WebhookEndpointBody, WebhookEndpointUpdate } from '../api/contract/webhooks';
import { webhooksApi } from '../api/webhooks';
import { pageQueryClient } from '../cache/query-client';
import { platform } from '../platform';
import { serverQuery } from './query';

/** Query keys of the tenant's webhooks (a write makes stale everything under the first). */
export const webhookKeys = {
  all: (tenantId: string) => ['middleware', 'webhooks', tenantId] as const,
  endpoints: (tenantId: string) => ['middleware', 'webhooks', tenantId, 'endpoints'] as const,
  deliveries: (tenantId: string, endpointId: string) =>
    ['middleware', 'webhooks', tenantId, 'deliveries', endpointId] as const,
};

const api = () => webhooksApi(platform().client);

/** The tenant's webhook endpoints. */
export const webhookEndpointsQuery = (tenantId: string) =>
  serverQuery({
    queryKey: webhookKeys.endpoints(tenantId),
    queryFn: () => api().endpoints(),
  });

/** What was sent to an endpoint, newest first; read again every few seconds while it is open. */
export const webhookDeliveriesQuery = (tenantId: string, endpointId: string) =>
  serverQuery({
    queryKey: webhookKeys.deliveries(tenantId, endpointId),
    queryFn: ({ signal }) => api().deliveries(endpointId, signal),
    refetchInterval: 5000,
  });

/** An administrator's writes to the webhooks; each reads the endpoints and deliveries again. */
export function webhookWrites(tenantId: string) {
  const after = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } finally {
      await pageQueryClient().invalidateQueries({ queryKey: webhookKeys.all(tenantId) });
    }
  };
  return {
    create: (body: WebhookEndpointBody) => after(api().create(body)),
    update: (id: string, change: WebhookEndpointUpdate) => after(api().update(id, change)),
    remove: (id: string) => after(api().remove(id)),
    resend: (deliveryId: string) => after(api().resend(deliveryId)),
  };
}

import { randomBytes, randomUUID } from 'node:crypto';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointBody,
  WebhookEndpointCreated,
  WebhookEndpointUpdate,
  WebhookEventType,
  WebhookPayload,
} from '../../src/core/api/contract/webhooks';
import type { Database, Queryable } from '../db/database';
import { BadRequestError, NotFoundError } from '../http/errors';
import type { FetchPolicy } from '../ingest/fetch-source';
import {
  deleteEndpoint,
  deliveryById,
  endpointById,
  insertDelivery,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  resetDelivery,
  subscribedEndpoints,
  updateEndpoint,
  type DeliveryRow,
  type EndpointRow,
} from './repository';
import type { SealedSecrets } from './sealed-secrets';
import { checkEndpointAddress } from './send';
import type { WebhookWorker } from './worker';

/** Deliveries an endpoint's list shows, newest first. */
export const DELIVERIES_LISTED = 50;

const NO_ENDPOINT = (id: string) => new NotFoundError('Webhook endpoint', id);

function endpointOf(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    ...(row.disabled_reason ? { disabledReason: row.disabled_reason } : {}),
    ...(row.failing_since ? { failingSince: row.failing_since.toISOString() } : {}),
    created: row.created_at.toISOString(),
  };
}

function deliveryOf(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    type: row.type as WebhookEventType,
    // A try under way shows as waiting: it is either delivered or tried again.
    status: row.status === 'sending' ? 'pending' : row.status,
    attempts: row.attempts,
    ...(row.response_status !== null ? { responseStatus: row.response_status } : {}),
    ...(row.response_body ? { responseBody: row.response_body } : {}),
    ...(row.error ? { error: row.error } : {}),
    created: row.created_at.toISOString(),
    ...(row.delivered_at ? { delivered: row.delivered_at.toISOString() } : {}),
  };
}

/** Standard Webhooks' secret form: `whsec_` and 24 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** A message id: unique, the same on every try of it (`webhook-id`). */
const messageId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/**
 * The tenant's webhooks: endpoints an administrator registers, and the deliveries of what
 * happens to each one that chose it (docs/integrators.md).
 */
export class Webhooks {
  constructor(
    private readonly db: Database,
    private readonly worker: WebhookWorker,
    private readonly policy: FetchPolicy,
    private readonly secrets: SealedSecrets,
  ) {}

  async create(
    tenantId: string,
    email: string,
    body: WebhookEndpointBody,
  ): Promise<WebhookEndpointCreated> {
    try {
      await checkEndpointAddress(body.url, this.policy);
    } catch (error) {
      throw new BadRequestError((error as Error).message, 'body.url', 'unsafe_address');
    }
    const secret = newSecret();
    const row = await insertEndpoint(this.db, {
      id: randomUUID(),
      tenant_id: tenantId,
      url: body.url,
      description: body.description?.trim() ?? '',
      events: [...new Set(body.events)],
      secret: this.secrets.seal(secret),
      created_by: email,
    });
    return { ...endpointOf(row), secret };
  }

  async list(tenantId: string): Promise<WebhookEndpoint[]> {
    return (await listEndpoints(this.db, tenantId)).map(endpointOf);
  }

  async update(tenantId: string, id: string, change: WebhookEndpointUpdate) {
    const row = await updateEndpoint(this.db, tenantId, id, {
      ...(change.description !== undefined ? { description: change.description.trim() } : {}),
      ...(change.events ? { events: [...new Set(change.events)] } : {}),
      ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
    });
    if (!row) throw NO_ENDPOINT(id);
    return endpointOf(row);
  }

  async remove(tenantId: string, id: string): Promise<void> {
    if (!(await deleteEndpoint(this.db, tenantId, id))) throw NO_ENDPOINT(id);
  }

  async deliveries(tenantId: string, endpointId: string): Promise<WebhookDelivery[]> {
    if (!(await endpointById(this.db, tenantId, endpointId))) throw NO_ENDPOINT(endpointId);
    return (await listDeliveries(this.db, tenantId, endpointId, DELIVERIES_LISTED)).map(deliveryOf);
  }

  /** Sends a delivery again (its tries start over), as the same message. */
  async resend(tenantId: string, deliveryId: string): Promise<WebhookDelivery> {
    const row = await this.db.transaction(async (tx) => {
      const reset = await resetDelivery(tx, tenantId, deliveryId);
      if (reset) await this.worker.send(tx, reset.id);
      return reset;
    });
    if (!row) throw new NotFoundError('Delivery', deliveryId);
    return deliveryOf((await deliveryById(this.db, tenantId, deliveryId)) ?? row);
  }

  /** Tells of each of many things that happened together (the clips an import made). */
  async announceEach(
    tx: Queryable,
    tenantId: string,
    type: WebhookEventType,
    items: ReadonlyArray<Record<string, unknown>>,
  ): Promise<void> {
    if (items.length === 0 || !(await subscribedEndpoints(tx, tenantId, type)).length) return;
    for (const data of items) await this.announce(tx, tenantId, type, data);
  }

  /**
   * Tells every endpoint of the tenant that chose it that something happened: a delivery each,
   * queued in the caller's transaction (what happened and its deliveries land together).
   */
  async announce(
    tx: Queryable,
    tenantId: string,
    type: WebhookEventType,
    data: Record<string, unknown>,
  ): Promise<void> {
    const endpoints = await subscribedEndpoints(tx, tenantId, type);
    if (endpoints.length === 0) return;
    const payload: WebhookPayload = { type, timestamp: new Date().toISOString(), data };
    const text = JSON.stringify(payload);
    for (const endpoint of endpoints) {
      const id = messageId();
      await insertDelivery(tx, {
        id,
        tenant_id: tenantId,
        endpoint_id: endpoint.id,
        type,
        payload: text,
      });
      await this.worker.send(tx, id);
    }
  }
}

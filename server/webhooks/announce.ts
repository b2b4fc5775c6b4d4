import type { WebhookEventType } from '../../src/core/api/contract/webhooks';
import type { Queryable } from '../db/database';

/**
 * How a feature tells the tenant's webhooks that something happened (`app.webhooks.announce`):
 * a delivery to each endpoint that chose the event, queued in the caller's transaction.
 */
export type Announce = (
  tx: Queryable,
  tenantId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
) => Promise<void>;

/**
 * Webhooks (docs/integrators.md): an administrator's endpoints, told of what happens in the
 * tenant as Standard Webhooks deliveries (signed, retried, listed).
 */

/** What an endpoint may be told of, with the words an administrator chooses them by. */
export const WEBHOOK_EVENTS = {
  'asset.ready': 'A video is ready (uploaded, added from an address, or a live match ended)',
  'clip.created': 'A clip is made (by a match file, the live feed, or by hand)',
  'import.done': 'A match file’s import is done',
  'export.done': 'An export is done',
  'highlights.ready': 'A highlight package is built (and built again as a live match goes on)',
  'review.decided': 'A review is decided',
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;

export const WEBHOOK_EVENT_TYPES = [
  'asset.ready',
  'clip.created',
  'import.done',
  'export.done',
  'highlights.ready',
  'review.decided',
] as const satisfies readonly WebhookEventType[];

export const isWebhookEventType = (value: string): value is WebhookEventType =>
  value in WEBHOOK_EVENTS;

/** A delivery's state: waiting, answered 2xx, to be tried again, or given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'retrying', 'failed'] as const;

export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  /** Why it was turned off (by the server, after a day of failures), in words. */
  disabledReason?: string;
  /** Since when every delivery to it has failed (ISO), while it fails. */
  failingSince?: string;
  created: string;
}

/** A new endpoint: its signing secret is given once, in full (`whsec_…`). */
export interface WebhookEndpointCreated extends WebhookEndpoint {
  secret: string;
}

export interface WebhookEndpointBody {
  url: string;
  description?: string;
  events: WebhookEventType[];
}

export interface WebhookEndpointUpdate {
  description?: string;
  events?: WebhookEventType[];
  /** Turned on again by hand (its failures forgotten), or off. */
  enabled?: boolean;
}

export interface WebhookDelivery {
  /** The message's id (`webhook-id`), the same on every try: receivers drop repeats by it. */
  id: string;
  endpointId: string;
  type: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The endpoint's last answer: its status code and the start of its body. */
  responseStatus?: number;
  responseBody?: string;
  /** Why the last try failed, in words. */
  error?: string;
  created: string;
  delivered?: string;
}

/** What a delivery's body carries (the Standard Webhooks payload). */
export interface WebhookPayload {
  type: WebhookEventType;
  /** When it happened (ISO). */
  timestamp: string;
  data: Record<string, unknown>;
}

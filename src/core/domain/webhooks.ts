import {
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEventType,
} from '../api/contract/webhooks';
import { NOT_WHOLE_ADDRESS, webAddress } from './web-address';

/** Webhook endpoints and their deliveries, as the settings page checks and words them. */

/**
 * What is wrong with an endpoint's address before it is sent, in words; null when it may be
 * registered (whether its host is public, and whether plain http is allowed in an operator's
 * lab, is the server's to say).
 */
export function endpointAddressProblem(text: string): string | null {
  const url = webAddress(text);
  if (url === 'empty') return 'Enter the address that takes the deliveries.';
  if (url === 'not whole') return NOT_WHOLE_ADDRESS;
  if (url === 'not web') return 'Give an https address: deliveries are sent only over https.';
  if (url.username || url.password)
    return 'Give the address without a user name or password in it.';
  return null;
}

/** Why the server refused an endpoint, from its error code, in words. */
export function endpointRefusalInWords(code: string | null): string | null {
  switch (code) {
    case 'unsafe_address':
      return 'That address cannot take deliveries: use an https address on the internet, not one inside a private network.';
    case 'validation':
      return 'Check the address and choose at least one event.';
    default:
      return null;
  }
}

const STATUS_WORDS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Sending',
  delivered: 'Delivered',
  retrying: 'Will try again',
  failed: 'Failed',
};

/** A delivery's state in a word or two, with its tries where there was more than one. */
export function deliveryStateInWords(delivery: WebhookDelivery): string {
  const state = STATUS_WORDS[delivery.status];
  return delivery.attempts > 1 ? `${state} (${delivery.attempts} tries)` : state;
}

/** An endpoint's state: on, failing since when, or turned off (and why). */
export function endpointStateInWords(
  endpoint: WebhookEndpoint,
  formatWhen: (iso: string) => string,
) {
  if (!endpoint.enabled) return endpoint.disabledReason ? `Off: ${endpoint.disabledReason}` : 'Off';
  if (endpoint.failingSince) return `On, failing since ${formatWhen(endpoint.failingSince)}`;
  return 'On';
}

/** What the endpoint last answered, short: that it took it, or what went wrong. */
export function answerInWords(delivery: WebhookDelivery): string {
  if (delivery.error) return delivery.error;
  if (delivery.responseStatus === undefined) return '—';
  return `Took it (${delivery.responseStatus})`;
}

/** The events an administrator chooses from: every one. */
export const CHOSEN_EVENTS: readonly WebhookEventType[] = WEBHOOK_EVENT_TYPES;

const SHORT_EVENTS: Record<WebhookEventType, string> = {
  'asset.ready': 'videos ready',
  'clip.created': 'clips made',
  'import.done': 'match files imported',
  'export.done': 'exports done',
  'highlights.ready': 'highlight packages built',
  'review.decided': 'reviews decided',
};

/** What an endpoint is told of, in a short phrase. */
export function eventsInWords(events: readonly WebhookEventType[]): string {
  const words = events.map((type) => SHORT_EVENTS[type]);
  const text =
    words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

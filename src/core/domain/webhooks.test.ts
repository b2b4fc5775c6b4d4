import { describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint } from '../api/contract/webhooks';
import {
  answerInWords,
  CHOSEN_EVENTS,
  deliveryStateInWords,
  endpointAddressProblem,
  endpointRefusalInWords,
  endpointStateInWords,
  eventsInWords,
} from './webhooks';

const delivery = (change: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 'msg_1',
  endpointId: 'e1',
  type: 'clip.created',
  status: 'delivered',
  attempts: 1,
  created: '2026-11-29T10:00:00.000Z',
  ...change,
});

describe('webhooks in words', () => {
  it('checks an endpoint’s address before it is sent', () => {
    expect(endpointAddressProblem('')).toMatch(/Enter the address/);
    expect(endpointAddressProblem('club.example/hooks')).toMatch(/not a whole address/);
    expect(endpointAddressProblem('ftp://club.example/hooks')).toMatch(/https/);
    expect(endpointAddressProblem('https://me:pw@club.example/hooks')).toMatch(/user name/);
    expect(endpointAddressProblem(' https://club.example/hooks ')).toBeNull();
    expect(endpointRefusalInWords('unsafe_address')).toMatch(/private network/);
    expect(endpointRefusalInWords('not_found')).toBeNull();
  });

  it('says what an endpoint is told of, and how it stands', () => {
    expect(eventsInWords(['clip.created'])).toBe('Clips made');
    expect(eventsInWords(['asset.ready', 'clip.created', 'export.done'])).toBe(
      'Videos ready, clips made and exports done',
    );
    expect(CHOSEN_EVENTS).toContain('review.decided');
    const endpoint: WebhookEndpoint = {
      id: 'e1',
      url: 'https://club.example/hooks',
      description: '',
      events: ['clip.created'],
      enabled: true,
      created: '2026-11-29T10:00:00.000Z',
    };
    const when = () => '29 Nov 2026, 10:00';
    expect(endpointStateInWords(endpoint, when)).toBe('On');
    expect(endpointStateInWords({ ...endpoint, failingSince: 'x' }, when)).toBe(
      'On, failing since 29 Nov 2026, 10:00',
    );
    expect(
      endpointStateInWords({ ...endpoint, enabled: false, disabledReason: 'Turned off.' }, when),
    ).toBe('Off: Turned off.');
  });

  it('says how a delivery went, and what the endpoint answered', () => {
    expect(deliveryStateInWords(delivery({}))).toBe('Delivered');
    expect(deliveryStateInWords(delivery({ status: 'retrying', attempts: 3 }))).toBe(
      'Will try again (3 tries)',
    );
    expect(answerInWords(delivery({ responseStatus: 200 }))).toBe('Took it (200)');
    expect(
      answerInWords(delivery({ responseStatus: 500, error: 'The endpoint answered 500.' })),
    ).toBe('The endpoint answered 500.');
    expect(answerInWords(delivery({ error: 'The endpoint could not be reached.' }))).toBe(
      'The endpoint could not be reached.',
    );
    expect(answerInWords(delivery({ status: 'pending' }))).toBe('—');
  });
});

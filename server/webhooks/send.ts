import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import {
  checkSourceAddress,
  guardedLookup,
  REFUSED,
  type FetchPolicy,
} from '../ingest/fetch-source';

const PRIVATE_ENDPOINT =
  'That address is inside a private network or on this server: webhooks go only to public https addresses.';

/**
 * Checks an endpoint's address under the address import's rules (https, a public host however
 * its name resolves, no user name in it); resolves to it, or throws in words for a person.
 */
export async function checkEndpointAddress(address: string, policy: FetchPolicy): Promise<URL> {
  try {
    return await checkSourceAddress(address, policy);
  } catch (error) {
    const message = (error as Error).message;
    throw new Error(message === REFUSED ? PRIVATE_ENDPOINT : message);
  }
}

/** How long an endpoint has to answer a delivery. */
export const ANSWER_TIMEOUT_MS = 15_000;
/** How much of an endpoint's answer is kept for the administrator to read. */
const KEPT_ANSWER_BYTES = 1024;

/** An endpoint's answer to one try: its status and the start of its body, or why none came. */
export interface Answer {
  ok: boolean;
  status: number | null;
  body: string | null;
  /** Why the try failed, in words an administrator acts on; null when it was delivered. */
  error: string | null;
}

/** A message as Standard Webhooks sends it: its id (the same on every try) and its body. */
export interface Message {
  id: string;
  payload: string;
}

/** The three Standard Webhooks headers of a message, signed with the endpoint's secret now. */
export function signedHeaders(secret: string, message: Message, now = new Date()) {
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(message.id, now, message.payload),
  };
}

function post(url: URL, headers: Record<string, string>, body: string, policy: FetchPolicy) {
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(policy),
        timeout: ANSWER_TIMEOUT_MS,
      },
      resolve,
    );
    req.once('timeout', () =>
      req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
    );
    req.once('error', reject);
    req.end(body);
  });
}

/** The start of an answer's body, as text. */
async function answerStart(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let kept = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    if (kept < KEPT_ANSWER_BYTES) chunks.push(chunk);
    kept += chunk.length;
  }
  return Buffer.concat(chunks).subarray(0, KEPT_ANSWER_BYTES).toString('utf8');
}

/**
 * One try of a delivery: a signed POST to the endpoint (its address checked again, as the
 * address import checks one: no private or loopback host, however its name resolves; no
 * redirect followed). Delivered when it answers 2xx within `ANSWER_TIMEOUT_MS`.
 */
export async function sendMessage(
  address: string,
  secret: string,
  message: Message,
  policy: FetchPolicy,
): Promise<Answer> {
  const failed = (error: string, status: number | null = null, body: string | null = null) => ({
    ok: false,
    status,
    body,
    error,
  });
  let url: URL;
  try {
    url = await checkEndpointAddress(address, policy);
  } catch (error) {
    return failed((error as Error).message);
  }
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'VideoSearch-Webhooks/1',
    ...signedHeaders(secret, message),
  };
  let response: IncomingMessage;
  try {
    response = await post(url, headers, message.payload, policy);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'EPRIVATE') return failed(PRIVATE_ENDPOINT);
    if (code === 'TIMEOUT')
      return failed(`The endpoint did not answer within ${ANSWER_TIMEOUT_MS / 1000} s.`);
    return failed('The endpoint could not be reached.');
  }
  const status = response.statusCode ?? 0;
  const body = await answerStart(response).catch(() => '');
  if (status >= 200 && status < 300) return { ok: true, status, body, error: null };
  if (status >= 300 && status < 400)
    return failed('The endpoint redirected: give the address it redirects to.', status, body);
  return failed(`The endpoint answered ${status}.`, status, body);
}

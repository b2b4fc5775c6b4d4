import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import dns from 'node:dns';
import ipaddr from 'ipaddr.js';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An address the server will not fetch from, or a fetch that failed, in a person's words. */
export class SourceAddressError extends Error {
  constructor(
    message: string,
    /** Trying again cannot help (a refused address, a missing file). */
    readonly permanent = true,
  ) {
    super(message);
    this.name = 'SourceAddressError';
  }
}

/** IPv4 networks inside the operator's network, or this machine: never fetched unless allowed. */
const PRIVATE_IPV4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE_IPV4.addSubnet(net, prefix, 'ipv4');

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 addresses an IPv6 address carries, by the form it has: mapped (`::ffff:a.b.c.d`),
 * translated (RFC 6145), NAT64 (`64:ff9b::/96`), IPv4-compatible (`::a.b.c.d`), 6to4
 * (`2002:AABB:CCDD::`) and Teredo (its server, and its client's address inverted). Null for
 * an address that carries none.
 */
function embeddedIPv4(address: ipaddr.IPv6): string[] | null {
  const p = address.parts;
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return [ipv4Of(p[6]!, p[7]!)];
    case '6to4':
      return [ipv4Of(p[1]!, p[2]!)];
    case 'teredo':
      return [ipv4Of(p[2]!, p[3]!), ipv4Of(p[6]! ^ 0xffff, p[7]! ^ 0xffff)];
    default:
      return p.slice(0, 6).every((part) => part === 0) ? [ipv4Of(p[6]!, p[7]!)] : null;
  }
}

/**
 * Whether an address is inside a private network or on this machine. An IPv6 address that
 * carries an IPv4 one is judged by the IPv4 address; NAT64's local-use prefix
 * (`64:ff9b:1::/48`, RFC 8215) is the operator's own network whatever it carries.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) {
    return PRIVATE_IPV4.check(address, 'ipv4') || ipaddr.IPv4.parse(address).range() !== 'unicast';
  }
  const v6 = ipaddr.IPv6.parse(address);
  if (v6.range() === 'rfc6052' && v6.parts[2] !== 0) return true;
  const carried = embeddedIPv4(v6);
  if (carried) return carried.some(isPrivateAddress);
  return v6.range() !== 'unicast';
}

export interface FetchPolicy {
  /** The operator allows private and loopback addresses, and plain http (a lab, the tests). */
  allowPrivate: boolean;
}

export const REFUSED =
  'That address is inside a private network or on this server: the library fetches only public https addresses.';

/** Checks an address before anything is made for it: its form, its scheme, where it resolves. */
export async function checkSourceAddress(text: string, policy: FetchPolicy): Promise<URL> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SourceAddressError('That is not a web address.');
  }
  if (url.protocol !== 'https:' && !(policy.allowPrivate && url.protocol === 'http:'))
    throw new SourceAddressError('Give an https address.');
  if (url.username || url.password)
    throw new SourceAddressError('Give the address without a user name or password in it.');
  if (!policy.allowPrivate) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host)
      ? [host]
      : await dns.promises
          .lookup(host, { all: true, verbatim: true })
          .then((found) => found.map((a) => a.address))
          .catch(() => {
            throw new SourceAddressError('That address’s host name is not known.');
          });
    if (addresses.some(isPrivateAddress)) throw new SourceAddressError(REFUSED);
  }
  return url;
}

/** Looks a host up, refusing private answers: a name cannot be made to point inside later. */
export function guardedLookup(policy: FetchPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as dns.LookupAddress[];
      const allowed = policy.allowPrivate ? list : list.filter((a) => !isPrivateAddress(a.address));
      if (allowed.length === 0)
        return callback(Object.assign(new Error(REFUSED), { code: 'EPRIVATE' }), '', 0);
      if ((options as { all?: boolean }).all) return callback(null, allowed as never, 0);
      callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

const MAX_REDIRECTS = 5;
const TOO_LARGE = 'The file at that address is larger than this library takes.';

function request(url: URL, policy: FetchPolicy, signal: AbortSignal): Promise<IncomingMessage> {
  const get = url.protocol === 'https:' ? https.get : http.get;
  return new Promise((resolve, reject) => {
    const req = get(url, { lookup: guardedLookup(policy), signal, timeout: 30_000 }, resolve);
    req.once('timeout', () =>
      req.destroy(new SourceAddressError('The address did not answer.', false)),
    );
    req.once('error', reject);
  });
}

/**
 * Opens an address for reading, following at most 5 redirects, each checked as the first
 * address was. Resolves to the answer (200) and the address it finally came from.
 */
async function openSource(
  address: string,
  policy: FetchPolicy,
  signal: AbortSignal,
): Promise<{ response: IncomingMessage; url: URL }> {
  let url = await checkSourceAddress(address, policy);
  for (let hops = 0; ; hops += 1) {
    let response: IncomingMessage;
    try {
      response = await request(url, policy, signal);
    } catch (error) {
      if (signal.aborted) throw signal.reason as Error;
      if (error instanceof SourceAddressError) throw error;
      if ((error as { code?: string }).code === 'EPRIVATE') throw new SourceAddressError(REFUSED);
      throw new SourceAddressError('The address could not be reached.', false);
    }
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (hops >= MAX_REDIRECTS) throw new SourceAddressError('The address redirects too often.');
      url = await checkSourceAddress(new URL(response.headers.location, url).toString(), policy);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new SourceAddressError(
        status === 404 || status === 410
          ? 'There is no file at that address.'
          : status === 401 || status === 403
            ? 'That address needs a sign-in the library does not have: give a link anyone can open.'
            : `The address answered with an error (${status}).`,
        status < 500,
      );
    }
    return { response, url };
  }
}

const contentLength = (response: IncomingMessage): number | null => {
  const length = Number(response.headers['content-length']);
  return Number.isFinite(length) && length > 0 ? length : null;
};

/**
 * Downloads a source to `file`, streamed (memory stays flat), following at most 5 redirects,
 * each checked as the first address was; refuses more than `maxBytes`. Reports bytes as they
 * come. Resolves to the size written.
 */
export async function downloadSource(
  address: string,
  file: string,
  options: FetchPolicy & SaveOptions,
): Promise<number> {
  const { response } = await openSource(address, options, options.signal);
  return saveSource(response, contentLength(response), file, options);
}

/**
 * Reads a small resource whole (a playlist, a segment), under the same rules as a download:
 * resolves to its bytes and the address it came from (redirects followed), which the
 * addresses inside it are relative to.
 */
export async function fetchSource(
  address: string,
  options: FetchPolicy & { maxBytes: number; signal: AbortSignal },
): Promise<{ bytes: Buffer; url: URL }> {
  const { response, url } = await openSource(address, options, options.signal);
  const total = contentLength(response);
  if (total !== null && total > options.maxBytes) {
    response.destroy();
    throw new SourceAddressError(TOO_LARGE);
  }
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > options.maxBytes) {
        response.destroy();
        throw new SourceAddressError(TOO_LARGE);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (options.signal.aborted) throw options.signal.reason as Error;
    if (error instanceof SourceAddressError) throw error;
    throw new SourceAddressError('The download stopped before the end.', false);
  }
  return { bytes: Buffer.concat(chunks), url };
}

export interface SaveOptions {
  maxBytes: number;
  signal: AbortSignal;
  onBytes(received: number, total: number | null): void;
}

/**
 * Writes a source's bytes to `file` as they come (memory stays flat), counting them against
 * `maxBytes` (`total`, when the source says it, is checked first). Resolves to the size written;
 * a cut, an empty or a too-large source leaves no file behind.
 */
export async function saveSource(
  stream: Readable,
  total: number | null,
  file: string,
  options: SaveOptions,
): Promise<number> {
  if (total !== null && total > options.maxBytes) {
    stream.destroy();
    throw new SourceAddressError(TOO_LARGE);
  }
  let received = 0;
  stream.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > options.maxBytes) stream.destroy(new SourceAddressError(TOO_LARGE));
    else options.onBytes(received, total);
  });
  try {
    await pipeline(stream, createWriteStream(file), { signal: options.signal });
  } catch (error) {
    await rm(file, { force: true });
    if (options.signal.aborted) throw options.signal.reason as Error;
    if (error instanceof SourceAddressError) throw error;
    throw new SourceAddressError('The download stopped before the end.', false);
  }
  if (received === 0) throw new SourceAddressError('The file at that address is empty.');
  return received;
}

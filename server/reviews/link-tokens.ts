import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

const ID_BYTES = 16;
const MAC_BYTES = 16;
/** A reviewer's grant lasts this long, and never past its link's expiry. */
export const GRANT_SECONDS = 12 * 60 * 60;

const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * A review link's token and a reviewer's grant. The token is the link's random id (122 bits)
 * and a 128-bit MAC of it under a key drawn from the server's secret: unguessable, made again
 * for the owner whenever the link is listed, and never stored. A grant (after the password,
 * where there is one) names the link and its end, with a MAC of both.
 */
export class ReviewTokens {
  private readonly key: Buffer;

  constructor(serverSecret: Uint8Array) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, '', 'review-links', 32));
  }

  tokenOf(linkId: string): string {
    const id = Buffer.from(linkId.replaceAll('-', ''), 'hex');
    return Buffer.concat([id, this.mac('link', id).subarray(0, MAC_BYTES)]).toString('base64url');
  }

  /** The link a token names; null for anything not made here. */
  linkOf(token: string): string | null {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.length !== ID_BYTES + MAC_BYTES) return null;
    const id = bytes.subarray(0, ID_BYTES);
    const expected = this.mac('link', id).subarray(0, MAC_BYTES);
    return timingSafeEqual(expected, bytes.subarray(ID_BYTES)) ? uuidOf(id) : null;
  }

  grantFor(
    linkId: string,
    linkExpires: Date,
    now = Date.now(),
  ): { grant: string; expiresAt: Date } {
    const expiresAt = new Date(Math.min(now + GRANT_SECONDS * 1000, linkExpires.getTime()));
    const claim = `${linkId}.${Math.floor(expiresAt.getTime() / 1000)}`;
    return { grant: `${claim}.${this.mac('grant', claim).toString('base64url')}`, expiresAt };
  }

  /** The link a grant opens while it lasts; null when it is not one, or has run out. */
  linkOfGrant(grant: string, now = Date.now()): string | null {
    const parts = grant.split('.');
    if (parts.length !== 3) return null;
    const [linkId, seconds, mac] = parts as [string, string, string];
    const expected = this.mac('grant', `${linkId}.${seconds}`);
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return Number(seconds) * 1000 > now ? linkId : null;
  }

  private mac(purpose: string, data: Buffer | string): Buffer {
    return createHmac('sha256', this.key).update(`${purpose}:`).update(data).digest();
  }
}

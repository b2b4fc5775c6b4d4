import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Media URLs carry a signature so that `<video>`, `<img>` and HLS segment requests, which
 * cannot send headers, still prove who may fetch them: `tenant`, `exp` (unix seconds), `sig`.
 */
export interface MediaGrant {
  tenantId: string;
  assetId: string;
  expires: number;
}

function mac(secret: Uint8Array, grant: MediaGrant): string {
  return createHmac('sha256', secret)
    .update(`media|${grant.tenantId}|${grant.assetId}|${grant.expires}`)
    .digest('base64url');
}

export function signMediaQuery(secret: Uint8Array, grant: MediaGrant): string {
  const params = new URLSearchParams({
    tenant: grant.tenantId,
    exp: String(grant.expires),
    sig: mac(secret, grant),
  });
  return params.toString();
}

export function verifyMediaGrant(
  secret: Uint8Array,
  grant: MediaGrant,
  signature: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (grant.expires < nowSeconds) return false;
  const expected = Buffer.from(mac(secret, grant));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CartHandoff } from '../../src/core/api/contract';
import type { PlatformSettings } from '../platform-settings';
import type { ExportSettings } from './settings';
import type { ExportClip } from './plan';
import { frameRateOf, framesFromSeconds, timecode } from './renderers/timecode';

export interface CartSettings {
  /** Shared with the tenants' carts: it signs the handoff. */
  secret: Uint8Array;
  /** `tenant`: the tenant's own cart; `self`: this server's stand-in at `/cart/callback`. */
  callback: 'tenant' | 'self';
}

/** The configured cart secret, else one derived from the server's own (for its stand-in). */
export function cartSettingsOf(
  config: Pick<PlatformSettings, 'secret'> & Pick<ExportSettings, 'cartSecret' | 'cartCallback'>,
): CartSettings {
  return {
    secret:
      config.cartSecret ?? createHmac('sha256', config.secret).update('cart handoff').digest(),
    callback: config.cartCallback ?? 'self',
  };
}

/** How long the person has to arrive at the cart with a handoff. */
export const CART_HANDOFF_SECONDS = 15 * 60;

/** One item of the collection as the cart reads it. */
export interface CartItem {
  index: number;
  kind: 'clip' | 'bumper';
  assetId: string;
  name: string;
  /** Seconds into the asset. */
  start: number;
  duration: number;
  /** Source in and out timecodes at the asset's frame rate; null for a still. */
  in: string | null;
  out: string | null;
}

/** What the product tells a tenant's cart (docs/exports.md "The cart handoff"). */
export interface CartPayload {
  version: 1;
  /** The tenant's cart entry (its `custom.id`). */
  cart: string;
  exportId: string;
  tenant: { id: string; name: string };
  collection: { id: string; title: string };
  items: CartItem[];
  outputType: string;
  /** The types the product offered, for the cart to let the person change their mind. */
  outputTypes: string[];
  email: string;
  issuedAt: string;
  expiresAt: string;
  /** Once only: a cart refuses a nonce it has seen. */
  nonce: string;
}

export function cartItems(clips: readonly ExportClip[]): CartItem[] {
  return clips.map((clip) => {
    const fps = clip.asset.media.fps;
    const rate = fps > 0 ? frameRateOf(fps) : null;
    const at = (seconds: number) =>
      rate ? timecode(framesFromSeconds(seconds, rate), rate) : null;
    return {
      index: clip.index,
      kind: clip.kind,
      assetId: clip.assetId,
      name: clip.name,
      start: clip.start,
      duration: clip.duration,
      in: at(clip.start),
      out: at(clip.start + clip.duration),
    };
  });
}

const sign = (secret: Uint8Array, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * The form the browser posts to the cart: the payload as base64url JSON, and its HMAC-SHA256
 * under the secret the product and the cart share.
 */
export function cartHandoff(
  secret: Uint8Array,
  action: string,
  payload: Omit<CartPayload, 'version' | 'nonce' | 'issuedAt' | 'expiresAt'>,
  now = new Date(),
): CartHandoff {
  const full: CartPayload = {
    version: 1,
    ...payload,
    issuedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CART_HANDOFF_SECONDS * 1000).toISOString(),
    nonce: randomBytes(16).toString('base64url'),
  };
  const encoded = Buffer.from(JSON.stringify(full)).toString('base64url');
  return { action, fields: { payload: encoded, signature: sign(secret, encoded) } };
}

export type CartCheck =
  | { ok: true; payload: CartPayload }
  | { ok: false; problem: 'unsigned' | 'expired' | 'malformed' };

/** What a cart does with a handoff before it trusts a word of it. */
export function readCartHandoff(
  secret: Uint8Array,
  fields: Record<string, unknown>,
  now = new Date(),
): CartCheck {
  const { payload, signature } = fields;
  if (typeof payload !== 'string' || typeof signature !== 'string') {
    return { ok: false, problem: 'malformed' };
  }
  const wanted = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (wanted.length !== given.length || !timingSafeEqual(wanted, given)) {
    return { ok: false, problem: 'unsigned' };
  }
  let parsed: CartPayload;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CartPayload;
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (parsed.version !== 1 || !Array.isArray(parsed.items)) {
    return { ok: false, problem: 'malformed' };
  }
  if (!(Date.parse(parsed.expiresAt) > now.getTime())) return { ok: false, problem: 'expired' };
  return { ok: true, payload: parsed };
}

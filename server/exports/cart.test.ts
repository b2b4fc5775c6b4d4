import { describe, expect, it } from 'vitest';
import { cartHandoff, cartSettingsOf, readCartHandoff, CART_HANDOFF_SECONDS } from './cart';

const secret = new TextEncoder().encode('a secret the product and the cart share');
const payload = {
  cart: 'rugby-cart',
  exportId: 'e1',
  tenant: { id: 't1', name: 'Rugby' },
  collection: { id: 'c1', title: 'Reel' },
  items: [],
  outputType: 'MP4 1080p',
  outputTypes: ['MP4 1080p'],
  email: 'a@b.example',
};

describe('the cart handoff', () => {
  const issued = new Date('2026-11-24T10:00:00Z');
  const handoff = cartHandoff(secret, 'https://cart.example/cart/callback', payload, issued);

  it('is read back whole while it is in time', () => {
    const read = readCartHandoff(secret, handoff.fields, new Date(issued.getTime() + 60_000));
    expect(read).toMatchObject({ ok: true, payload: { ...payload, version: 1 } });
  });

  it('is refused once it is late, under another secret, or incomplete', () => {
    const late = new Date(issued.getTime() + CART_HANDOFF_SECONDS * 1000 + 1);
    expect(readCartHandoff(secret, handoff.fields, late)).toEqual({
      ok: false,
      problem: 'expired',
    });
    expect(readCartHandoff(new Uint8Array(32), handoff.fields, issued)).toEqual({
      ok: false,
      problem: 'unsigned',
    });
    expect(readCartHandoff(secret, { payload: handoff.fields.payload }, issued)).toEqual({
      ok: false,
      problem: 'malformed',
    });
  });

  it('gives every handoff a nonce of its own', () => {
    const again = cartHandoff(secret, 'https://cart.example/cart/callback', payload, issued);
    const nonce = (fields: { payload: string }) =>
      JSON.parse(Buffer.from(fields.payload, 'base64url').toString()).nonce as string;
    expect(nonce(again.fields)).not.toBe(nonce(handoff.fields));
  });

  it('signs with the configured secret, else one derived from the server’s own', () => {
    const derived = cartSettingsOf({ secret });
    expect(derived).toMatchObject({ callback: 'self' });
    expect(Buffer.from(derived.secret).equals(Buffer.from(secret))).toBe(false);
    expect(cartSettingsOf({ secret, cartSecret: secret, cartCallback: 'tenant' })).toEqual({
      secret,
      callback: 'tenant',
    });
  });
});

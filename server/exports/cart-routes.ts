import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cartSettingsOf, readCartHandoff, type CartCheck } from './cart';
import { exportOptionOf } from './options';
import { cartPage, cartProblemPage } from './cart-page';
import { sendPage } from '../http/content-policy';

const PROBLEMS: Record<Exclude<CartCheck, { ok: true }>['problem'], [number, string]> = {
  unsigned: [
    400,
    'This order did not come from the video platform. Start again from your collection.',
  ],
  malformed: [400, 'This order is incomplete. Start again from your collection.'],
  expired: [410, 'This order waited too long to arrive. Start again from your collection.'],
};

/** Nonces seen, until their handoff expires (one process's memory: a real cart keeps them). */
function onceOnly() {
  const seen = new Map<string, number>();
  return (nonce: string, expiresAt: number): boolean => {
    const now = Date.now();
    for (const [n, until] of seen) if (until < now) seen.delete(n);
    if (seen.has(nonce)) return false;
    seen.set(nonce, expiresAt);
    return true;
  };
}

/**
 * `POST /cart/callback`: this server's stand-in for a tenant's cart, where the custom export
 * sends the person unless `CART_CALLBACK=tenant`. It does what a cart must before trusting a
 * handoff (signature, expiry, a nonce used once) and shows the order it received.
 */
export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { secret } = cartSettingsOf(app.config);
  const fresh = onceOnly();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1_048_576 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post(
    '/cart/callback',
    {
      config: { access: 'public' },
      schema: {
        tags: ['publication'],
        summary: 'The reference server’s stand-in for a tenant’s cart (the custom export)',
        body: Type.Record(Type.String(), Type.String()),
      },
    },
    async (request, reply) => {
      const check = readCartHandoff(secret, request.body);
      if (!check.ok) {
        const [status, words] = PROBLEMS[check.problem];
        return sendPage(reply.code(status), (nonce) => cartProblemPage(words, nonce));
      }
      const { payload } = check;
      if (!fresh(payload.nonce, Date.parse(payload.expiresAt))) {
        const words =
          'This order was opened already. To order again, start again from your collection.';
        return sendPage(reply.code(409), (nonce) => cartProblemPage(words, nonce));
      }
      const host = exportOptionOf(payload.tenant.id, 'custom')?.custom?.host;
      return sendPage(reply, (nonce) => cartPage(payload, host ?? 'the tenant’s site', nonce));
    },
  );
};

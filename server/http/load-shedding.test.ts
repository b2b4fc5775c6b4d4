import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installLoadShedding } from './load-shedding';

describe('load shedding', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('answers 503 with Retry-After beyond the requests allowed at once, and takes more as they end', async () => {
    app = Fastify();
    await installLoadShedding(app, {
      maxInFlight: 2,
      maxEventLoopDelayMs: 0,
      retryAfterSeconds: 3,
    });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    app.get('/slow', async () => {
      await held;
      return { ok: true };
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const first = fetch(`${url}/slow`);
    const second = fetch(`${url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const third = await fetch(`${url}/slow`);
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('3');
    expect(await third.json()).toMatchObject({ statusCode: 503, code: 'overloaded' });
    release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    // The two in flight ended, and the one refused was never counted: room again.
    const again = await Promise.all([fetch(`${url}/slow`), fetch(`${url}/slow`)]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
  });
});

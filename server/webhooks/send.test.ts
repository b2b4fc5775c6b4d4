import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { checkEndpointAddress, sendMessage, signedHeaders } from './send';

const strict = { allowPrivate: false };
const SECRET = `whsec_${Buffer.from('a secret of twenty-four!').toString('base64')}`;

describe('a webhook delivery', () => {
  it('is signed so that the Standard Webhooks library’s verifier takes it', () => {
    const message = { id: 'msg_1', payload: '{"type":"asset.ready","data":{}}' };
    const headers = signedHeaders(SECRET, message);
    expect(headers['webhook-id']).toBe('msg_1');
    expect(headers['webhook-signature']).toMatch(/^v1,/);
    expect(new Webhook(SECRET).verify(message.payload, headers)).toMatchObject({
      type: 'asset.ready',
    });
    // Signed an hour ago, it is refused as a replay.
    const old = signedHeaders(SECRET, message, new Date(Date.now() - 3600_000));
    expect(() => new Webhook(SECRET).verify(message.payload, old)).toThrow();
  });

  it('goes only to public https addresses, in words', async () => {
    for (const [address, words] of [
      ['http://example.com/hook', /https/],
      ['https://127.0.0.1/hook', /private network or on this server: webhooks/],
      ['https://[::1]/hook', /private network/],
      ['https://10.1.2.3/hook', /private network/],
      ['https://localhost/hook', /private network/],
      ['nowhere', /not a web address/],
    ] as const)
      await expect(checkEndpointAddress(address, strict)).rejects.toThrow(words);
    await expect(
      checkEndpointAddress('https://93.184.215.14/hook', strict),
    ).resolves.toBeInstanceOf(URL);
  });

  it('keeps the start of an answer, and says what went wrong in words', async () => {
    const server = createServer((request, response) => {
      if (request.url === '/moved') {
        response.writeHead(302, { location: 'https://example.com/' });
        return response.end();
      }
      response.writeHead(request.url === '/ok' ? 204 : 500);
      response.end(request.url === '/ok' ? '' : 'x'.repeat(5000));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const lab = { allowPrivate: true };
    const message = { id: 'msg_2', payload: '{}' };
    try {
      expect(await sendMessage(`${base}/ok`, SECRET, message, lab)).toMatchObject({
        ok: true,
        status: 204,
        error: null,
      });
      const failed = await sendMessage(`${base}/fail`, SECRET, message, lab);
      expect(failed).toMatchObject({ ok: false, status: 500, error: 'The endpoint answered 500.' });
      expect(failed.body).toHaveLength(1024);
      expect(await sendMessage(`${base}/moved`, SECRET, message, lab)).toMatchObject({
        ok: false,
        error: expect.stringMatching(/redirected/),
      });
      // Where loopback is not allowed, the answer is never asked for.
      expect(await sendMessage(`${base}/ok`, SECRET, message, strict)).toMatchObject({
        ok: false,
        status: null,
        error: expect.stringMatching(/https/),
      });
    } finally {
      server.close();
    }
  });
});

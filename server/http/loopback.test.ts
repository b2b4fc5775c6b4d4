import { describe, expect, it } from 'vitest';
import { corsAllows } from './cors-origins';
import { isLoopback } from './loopback';

describe('loopback', () => {
  it('counts every address of this machine, and nothing else', () => {
    for (const host of [
      'localhost',
      'app.localhost',
      '127.0.0.1',
      '127.0.0.2',
      '127.255.255.254',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
    ])
      expect(isLoopback(host), host).toBe(true);
    for (const host of [
      '128.0.0.1',
      '10.0.0.1',
      '127.0.0.256',
      'localhost.example',
      '::2',
      '[::ffff:10.0.0.1]',
      '1270.0.0.1',
    ])
      expect(isLoopback(host), host).toBe(false);
  });

  it('lets every loopback page call the API where loopback is allowed', () => {
    const settings = { partnerOrigins: [], loopback: true };
    for (const origin of ['http://127.0.0.2:5173', 'http://[::1]:8080', 'http://localhost:6006'])
      expect(corsAllows(origin, settings), origin).toBe(true);
    expect(corsAllows('http://127.0.0.2:5173', { ...settings, loopback: false })).toBe(false);
    expect(corsAllows('http://10.0.0.2:5173', settings)).toBe(false);
  });
});

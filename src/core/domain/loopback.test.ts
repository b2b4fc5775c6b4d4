import { describe, expect, it } from 'vitest';
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
});

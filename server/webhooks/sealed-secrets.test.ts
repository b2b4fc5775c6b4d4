import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SealedSecrets } from './sealed-secrets';

describe('endpoints’ secrets at rest', () => {
  it('are sealed, read back under the same server secret only, and never in clear', () => {
    const server = randomBytes(32);
    const secrets = new SealedSecrets(server);
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    const sealed = secrets.seal(secret);
    expect(sealed).not.toContain(secret.slice(6));
    expect(secrets.seal(secret)).not.toBe(sealed);
    expect(new SealedSecrets(server).open(sealed)).toBe(secret);
    expect(() => new SealedSecrets(randomBytes(32)).open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64');
    expect(() => secrets.open(parts.join('.'))).toThrow();
    expect(() => secrets.open('whsec_plain')).toThrow(/make the endpoint again/);
  });
});

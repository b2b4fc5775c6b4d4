import { describe, expect, it } from 'vitest';
import { signMediaQuery, verifyMediaGrant } from './signing';

const secret = new TextEncoder().encode('a secret of enough length for hmac');
const grant = { tenantId: 't1', assetId: 'a1', expires: 2_000_000_000 };

describe('media URL signatures', () => {
  const sig = new URLSearchParams(signMediaQuery(secret, grant)).get('sig')!;

  it('verifies what it signed until it expires', () => {
    expect(verifyMediaGrant(secret, grant, sig, 1_900_000_000)).toBe(true);
    expect(verifyMediaGrant(secret, grant, sig, 2_000_000_001)).toBe(false);
  });

  it('refuses any change of tenant, asset, expiry, secret or signature', () => {
    const now = 1_900_000_000;
    expect(verifyMediaGrant(secret, { ...grant, tenantId: 't2' }, sig, now)).toBe(false);
    expect(verifyMediaGrant(secret, { ...grant, assetId: 'a2' }, sig, now)).toBe(false);
    expect(verifyMediaGrant(secret, { ...grant, expires: grant.expires + 1 }, sig, now)).toBe(
      false,
    );
    expect(verifyMediaGrant(new TextEncoder().encode('another secret'), grant, sig, now)).toBe(
      false,
    );
    expect(verifyMediaGrant(secret, grant, sig.slice(0, -1), now)).toBe(false);
    expect(verifyMediaGrant(secret, grant, '', now)).toBe(false);
  });
});

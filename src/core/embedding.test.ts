import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { tenantByKey } from '../tenants';
import { announceLoginState, isAllowedParentOrigin } from './embedding';
import { resetAtom, signedInAtom } from './state/atoms';

describe('embedded login state (SPEC §2)', () => {
  const cricket = tenantByKey('cricket')!;

  it('allows only the tenant’s own https sites and loopback pages', () => {
    expect(isAllowedParentOrigin('https://video.southerncrosscricket.example', cricket)).toBe(true);
    expect(isAllowedParentOrigin('http://127.0.0.1:5173', cricket)).toBe(true);
    expect(isAllowedParentOrigin('http://video.southerncrosscricket.example', cricket)).toBe(false);
    expect(isAllowedParentOrigin('https://evil.example', cricket)).toBe(false);
    expect(isAllowedParentOrigin('https://video.southerncrosscricket.example/path', cricket)).toBe(
      false,
    );
    expect(isAllowedParentOrigin('*', cricket)).toBe(false);
  });

  it('posts logged-out, logged-in with the email, and logged-out again, to the one origin', () => {
    const store = createStore();
    const sent: Array<[unknown, string]> = [];
    const stop = announceLoginState(
      store,
      { postMessage: (m, o) => void sent.push([m, o]) },
      'https://p.example',
    );
    store.set(signedInAtom, {
      token: 't',
      refreshToken: 'r',
      email: 'a@b.example',
      userId: 'u',
      tenantId: 't1',
      userRole: ['USER'],
    });
    store.set(resetAtom);
    stop();
    expect(sent).toEqual([
      [{ type: 'vs-login-state', state: 'logged-out' }, 'https://p.example'],
      [{ type: 'vs-login-state', state: 'logged-in', email: 'a@b.example' }, 'https://p.example'],
      [{ type: 'vs-login-state', state: 'logged-out' }, 'https://p.example'],
    ]);
  });
});

import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { tenantByKey } from '../tenants';
import {
  announceLoginState,
  isAllowedParentOrigin,
  parentPageAfterSignIn,
  sendOnAfterSignIn,
} from './embedding';
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
      userRole: ['EDITOR'],
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

describe('sending the signed-in person to a parent page (SPEC §2)', () => {
  it('accepts a path or a URL on the parent’s origin only', () => {
    const parent = 'https://club.example';
    expect(parentPageAfterSignIn('/members', parent)).toBe('https://club.example/members');
    expect(parentPageAfterSignIn('https://club.example/m?x=1', parent)).toBe(
      'https://club.example/m?x=1',
    );
    expect(parentPageAfterSignIn('https://evil.example/members', parent)).toBe(null);
    expect(parentPageAfterSignIn('//evil.example/members', parent)).toBe(null);
    expect(parentPageAfterSignIn('javascript:alert(1)', parent)).toBe(null);
    expect(parentPageAfterSignIn(null, parent)).toBe(null);
  });

  it('goes once the person signs in, not for a session already there', () => {
    const session = {
      token: 't',
      refreshToken: 'r',
      email: 'a@b.example',
      userId: 'u',
      tenantId: 'x',
      userRole: [],
    };
    const went: string[] = [];
    const store = createStore();
    store.set(signedInAtom, session);
    const stop = sendOnAfterSignIn(store, 'https://club.example/members', (u) => went.push(u));
    store.set(signedInAtom, session);
    expect(went).toEqual([]);
    store.set(resetAtom);
    store.set(signedInAtom, session);
    expect(went).toEqual(['https://club.example/members']);
    stop();
  });
});

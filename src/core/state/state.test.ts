import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import {
  authAtom,
  deploymentKeyAtom,
  effectiveTheme,
  followKeptTokens,
  isUnsavedChangesAtom,
  pageStore,
  parseThemeMode,
  persistState,
  resetAtom,
  restoreState,
  sessionAtom,
  signedInAtom,
  storeAuthSource,
  tenanciesAtom,
  userAtom,
  followTenancy,
  tenantAtom,
  whenSessionIn,
  PERSIST_KEY,
  STORED_TENANT_KEY,
  type KeyValueStorage,
} from './index';
import { familyConfigs, resolveTenant, tenantByKey } from '../../tenants';

class MemoryStorage implements KeyValueStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

const session = {
  token: 'access-1',
  refreshToken: 'refresh-1',
  email: 'a@b.example',
  userId: 'u1',
  tenantId: 't1',
  userRole: ['EDITOR' as const],
};

describe('the page store', () => {
  it('is one store for the whole page, whoever asks', () => {
    expect(pageStore()).toBe(pageStore());
  });
});

describe('session state (SPEC §3, §4)', () => {
  it('starts empty, and keeps both tokens and the tenant after sign-in', () => {
    const store = createStore();
    expect(store.get(authAtom)).toEqual({ accessToken: '', refreshToken: '' });
    expect(store.get(isUnsavedChangesAtom)).toBe(false);
    store.set(signedInAtom, session);
    expect(store.get(authAtom)).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(store.get(sessionAtom)).toEqual({ email: 'a@b.example', authenticated: true });
    expect(store.get(userAtom)).toMatchObject({
      userId: 'u1',
      tenantId: 't1',
      userRole: ['EDITOR'],
    });
  });

  it('sorts tenancies by name and selects the only one', () => {
    const store = createStore();
    store.set(tenanciesAtom, [
      { id: 'b', name: 'beta' },
      { id: 'a', name: 'Alpha' },
    ]);
    expect(store.get(tenanciesAtom).map((t) => t.name)).toEqual(['Alpha', 'beta']);
    expect(store.get(userAtom).tenantId).toBeNull();
    store.set(tenanciesAtom, [{ id: 'only', name: 'Only' }]);
    expect(store.get(userAtom).tenantId).toBe('only');
  });

  it('resets everything', () => {
    const store = createStore();
    store.set(signedInAtom, session);
    store.set(isUnsavedChangesAtom, true);
    store.set(resetAtom);
    expect(store.get(authAtom).accessToken).toBe('');
    expect(store.get(sessionAtom).authenticated).toBe(false);
    expect(store.get(userAtom).userId).toBeNull();
    expect(store.get(isUnsavedChangesAtom)).toBe(false);
  });
});

describe('persistence (SPEC §3)', () => {
  it('keeps auth, session and user under "root", version 1, and restores them', async () => {
    const storage = new MemoryStorage();
    const first = createStore();
    const stop = persistState(first, storage);
    first.set(signedInAtom, session);
    first.set(isUnsavedChangesAtom, true);
    stop();
    const saved = JSON.parse(storage.data.get(PERSIST_KEY)!);
    expect(saved.version).toBe(1);
    expect(Object.keys(saved).sort()).toEqual(['auth', 'session', 'user', 'version']);
    const second = createStore();
    expect(await restoreState(second, storage)).toBe(true);
    expect(second.get(authAtom).refreshToken).toBe('refresh-1');
    expect(second.get(userAtom).tenantId).toBe('t1');
    expect(second.get(isUnsavedChangesAtom)).toBe(false);
  });

  it('discards corrupt, foreign or old data without failing', async () => {
    for (const bad of [
      '{not json',
      '"a string"',
      '{"version":0}',
      JSON.stringify({ version: 1, auth: {} }),
    ]) {
      const storage = new MemoryStorage();
      storage.setItem(PERSIST_KEY, bad);
      const store = createStore();
      expect(await restoreState(store, storage)).toBe(false);
      expect(storage.data.has(PERSIST_KEY)).toBe(false);
      expect(store.get(sessionAtom).authenticated).toBe(false);
    }
  });

  it('gives up on a storage that does not answer in time', async () => {
    const hanging: KeyValueStorage = {
      getItem: () => new Promise(() => undefined),
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const started = Date.now();
    expect(await restoreState(createStore(), hanging, 50)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('theme (SPEC §4)', () => {
  it('follows the choice, then the tenant default, then dark; system follows the OS', () => {
    expect(effectiveTheme(null, undefined, false)).toBe('dark');
    expect(effectiveTheme(null, 'light', true)).toBe('light');
    expect(effectiveTheme('dark', 'light', false)).toBe('dark');
    expect(effectiveTheme('system', 'dark', false)).toBe('light');
    expect(effectiveTheme('system', 'light', true)).toBe('dark');
    expect(parseThemeMode('system')).toBe('system');
    expect(parseThemeMode('blue')).toBeNull();
  });
});

describe('the API client’s view of the store', () => {
  it('reads and writes tokens, and clears everything when a refresh fails', () => {
    const store = createStore();
    store.set(signedInAtom, session);
    const signedOut: unknown[] = [];
    const source = storeAuthSource(store, (e) => signedOut.push(e));
    expect(source.accessToken()).toBe('access-1');
    expect(source.userId()).toBe('u1');
    source.setTokens({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(store.get(authAtom)).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    source.onAuthFailure(new Error('refresh failed'));
    expect(source.accessToken()).toBeUndefined();
    expect(store.get(sessionAtom).authenticated).toBe(false);
    expect(signedOut).toHaveLength(1);
  });
});

/** Storage events as a window delivers them, sent by the test. */
function storageEvents() {
  type Listener = (e: { key: string | null; newValue: string | null }) => void;
  const listeners: Listener[] = [];
  const events = {
    addEventListener: (_: 'storage', l: Listener) => void listeners.push(l),
    removeEventListener: (_: 'storage', l: Listener) =>
      void listeners.splice(listeners.indexOf(l), 1),
  };
  return { listeners, events };
}

describe('tokens kept by another tab or frame of the origin', () => {
  it('takes up the tokens another document refreshed, and nothing else', () => {
    const { listeners, events } = storageEvents();
    const store = createStore();
    store.set(authAtom, { accessToken: 'a1', refreshToken: 'r1' });
    store.set(userAtom, { ...store.get(userAtom), userId: 'u1' });
    const stop = followKeptTokens(store, events);
    const kept = (refreshToken: string, userId = 'u1') =>
      JSON.stringify({
        version: 1,
        auth: { accessToken: `access-${refreshToken}`, refreshToken },
        session: { authenticated: true },
        user: { userId, tenancies: [], userRole: [] },
      });
    const send = (key: string | null, newValue: string | null) =>
      listeners.forEach((l) => l({ key, newValue }));
    send(PERSIST_KEY, kept('r2'));
    expect(store.get(authAtom)).toEqual({ accessToken: 'access-r2', refreshToken: 'r2' });
    // A sign-out elsewhere, another key, or what is not ours changes nothing here.
    send(PERSIST_KEY, kept(''));
    send(PERSIST_KEY, kept('r9', 'someone-else'));
    send('elsewhere', kept('r3'));
    send(PERSIST_KEY, '{not json');
    send(PERSIST_KEY, null);
    expect(store.get(authAtom).refreshToken).toBe('r2');
    stop();
    expect(listeners).toHaveLength(0);
  });
});

describe('theme preference (SPEC §3, §4)', () => {
  it('restores the stored choice, stores changes, and follows other tabs', async () => {
    const { keepThemeMode, themeModeAtom, THEME_MODE_KEY } = await import('./index');
    const storage = new MemoryStorage();
    storage.setItem(THEME_MODE_KEY, 'light');
    const { listeners, events } = storageEvents();
    const store = createStore();
    const stop = keepThemeMode(store, storage, events);
    expect(store.get(themeModeAtom)).toBe('light');
    store.set(themeModeAtom, 'system');
    expect(storage.getItem(THEME_MODE_KEY)).toBe('system');
    listeners.forEach((l) => l({ key: THEME_MODE_KEY, newValue: 'dark' }));
    expect(store.get(themeModeAtom)).toBe('dark');
    listeners.forEach((l) => l({ key: THEME_MODE_KEY, newValue: 'purple' }));
    expect(store.get(themeModeAtom)).toBeNull();
    stop();
  });
});

describe('the tenant follows the tenancy (SPEC §3, §4)', () => {
  const cricket = '33af24b3-c8eb-476c-aea8-a3c3359210b5';
  it('applies a known tenancy’s configuration at once and keeps its name', () => {
    const store = createStore();
    const storage = new MemoryStorage();
    followTenancy(store, 'localhost:8080', storage);
    expect(store.get(tenantAtom).tenant.key).toBe('default');
    store.set(userAtom, { ...store.get(userAtom), tenantId: cricket });
    expect(store.get(tenantAtom).tenant.key).toBe('cricket');
    expect(store.get(tenantAtom).config).toBe(familyConfigs.cricket);
    expect(storage.getItem(STORED_TENANT_KEY)).toBe('cricket');
  });
  it('on a page that names its tenant, follows a session in another, and comes back after sign-out', () => {
    const store = createStore();
    const storage = new MemoryStorage();
    const named = resolveTenant({ explicit: 'soccer', host: 'club.example' });
    store.set(tenantAtom, named);
    followTenancy(store, 'club.example', storage, named);
    expect(store.get(tenantAtom).tenant.key).toBe('soccer');
    store.set(userAtom, { ...store.get(userAtom), tenantId: cricket });
    expect(store.get(tenantAtom).tenant.key).toBe('cricket');
    expect(store.get(tenantAtom).config).toBe(familyConfigs.cricket);
    // The page's own stays its own next time.
    expect(storage.getItem(STORED_TENANT_KEY)).toBeNull();
    store.set(resetAtom);
    expect(store.get(tenantAtom)).toBe(named);
  });
  it('holds a call built for one tenant while the session is in another, and lets it go once in', async () => {
    const store = createStore();
    const soccer = tenantByKey('soccer')!.tenantId.production;
    // Signed out: a call of the page's tenant, once the page holds its public key.
    store.set(tenantAtom, resolveTenant({ explicit: 'soccer', host: 'club.example' }));
    let visitorWent = false;
    const visitor = whenSessionIn(store, soccer).then(() => (visitorWent = true));
    await Promise.resolve();
    expect(visitorWent).toBe(false);
    store.set(deploymentKeyAtom, 'free-key');
    await visitor;
    store.set(sessionAtom, { ...store.get(sessionAtom), authenticated: true });
    store.set(userAtom, { ...store.get(userAtom), tenantId: cricket });
    let went = false;
    const held = whenSessionIn(store, soccer).then(() => (went = true));
    await Promise.resolve();
    expect(went).toBe(false);
    store.set(userAtom, { ...store.get(userAtom), tenantId: soccer });
    await held;
    expect(went).toBe(true);
    // Dropped when the page moves on.
    const abort = new AbortController();
    const dropped = whenSessionIn(store, cricket, abort.signal);
    abort.abort(new Error('moved on'));
    await expect(dropped).rejects.toThrow('moved on');
  });
  it('keeps the current tenant for an unknown id and after sign-out', () => {
    const store = createStore();
    followTenancy(store, 'localhost', new MemoryStorage());
    store.set(userAtom, { ...store.get(userAtom), tenantId: cricket });
    store.set(userAtom, { ...store.get(userAtom), tenantId: 'not-a-known-tenant' });
    expect(store.get(tenantAtom).tenant.key).toBe('cricket');
    store.set(resetAtom);
    expect(store.get(tenantAtom).tenant.key).toBe('cricket');
  });
});

import { resolveTenant, type ResolvedTenant } from '../tenants';
import { ApiClient } from './api/client';
import { apiConfig } from './api/config';
import { assetApi } from './api/assets';
import { identityApi } from './api/identity';
import { searchApi } from './api/search';
import { playlistApi } from './api/playlists';
import { playbackApi } from './api/playback';
import {
  followKeptTokens,
  persistState,
  restoreState,
  type KeyValueStorage,
} from './state/persistence';
import { pageStore, type Store } from './state/store';
import { storeAuthSource } from './state/auth-source';
import { keepThemeMode } from './state/theme-preference';
import { pageThemeAtom } from './state/atoms';
import { parseThemeMode } from './state/theme';
import { OPTIONS, type PlatformOptions } from './configure';
import { followTenancy, STORED_TENANT_KEY, tenantAtom } from './state/tenant';

export { STORED_TENANT_KEY };
export { configure, type PlatformOptions } from './configure';

export interface Platform {
  store: Store;
  /** The tenant the page started with; `tenantAtom` follows later tenancy switches. */
  tenant: ResolvedTenant;
  client: ApiClient;
  identity: ReturnType<typeof identityApi>;
  search: ReturnType<typeof searchApi>;
  assets: ReturnType<typeof assetApi>;
  playlists: ReturnType<typeof playlistApi>;
  playback: ReturnType<typeof playbackApi>;
  /** Resolves once persisted state is back (at most 5 s); render after it. */
  restored: Promise<boolean>;
  /** The page's CSP nonce for the style elements added, when it gave one. */
  nonce: string | undefined;
  /**
   * Called at once as a person signs in: in another site's frame, where the browser would forget
   * the sign-in with the visit, asks them to let it keep it (the Storage Access API).
   */
  askToKeepSignIn(): void;
}

export const SIGNED_OUT_EVENT = 'vs-signed-out';

const KEY = Symbol.for('vs.core.platform');
type Holder = { [KEY]?: Platform; [OPTIONS]?: PlatformOptions };

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether the platform exists yet (after that, configure() changes nothing made). */
export function platformStarted(): boolean {
  return !!(globalThis as Holder)[KEY];
}

/** The page's one platform: tenant, store, API client and services, made on first use. */
export function platform(): Platform {
  const holder = globalThis as Holder;
  if (holder[KEY]) return holder[KEY];
  const options = holder[OPTIONS] ?? {};
  const location = globalThis.location;
  const tenant = resolveTenant({
    explicit: options.tenant ?? null,
    stored: storage()?.getItem(STORED_TENANT_KEY) ?? null,
    host: location?.host ?? 'localhost',
  });
  const store = pageStore();
  store.set(tenantAtom, tenant);
  store.set(pageThemeAtom, parseThemeMode(options.theme ?? null));
  const onSignedOut =
    options.onSignedOut ??
    ((error: unknown) =>
      globalThis.dispatchEvent?.(new CustomEvent(SIGNED_OUT_EVENT, { detail: { error } })));
  const client = new ApiClient(
    apiConfig(options.apiBase ?? location?.origin ?? 'http://localhost'),
    storeAuthSource(store, onSignedOut),
  );
  const local = storage();
  // In another site's frame, on a browser that can give the site its own storage (Chromium's
  // StorageAccessHandle), the state goes where the browser lets the site keep it: the code for
  // it comes only there.
  let framed: { ask(): void } | undefined;
  const kept: Promise<KeyValueStorage | undefined> =
    local &&
    typeof window !== 'undefined' &&
    window.top !== window &&
    'StorageAccessHandle' in window
      ? import('./state/frame-storage').then(
          (module) => {
            const frame = module.framedStorage(local, window);
            framed = frame;
            return frame.storage;
          },
          () => local,
        )
      : Promise.resolve(local);
  const restored = kept.then((storage) =>
    storage ? restoreState(store, storage).finally(() => persistState(store, storage)) : false,
  );
  // Storage events come from the window; in Node (tests) there is none.
  if (local) keepThemeMode(store, local, typeof window === 'undefined' ? undefined : window);
  if (local && typeof window !== 'undefined') followKeptTokens(store, window);
  // One tenant at a time, the session's: a page that names its own (a partner's) shows it to
  // visitors, and a signed-in person's tenancy otherwise, so that no call carries one tenant's
  // configuration in another's session.
  void Promise.all([kept, restored]).then(([storage]) =>
    followTenancy(
      store,
      location?.host ?? 'localhost',
      storage,
      options.tenant ? tenant : undefined,
    ),
  );
  holder[KEY] = {
    store,
    tenant,
    client,
    identity: identityApi(client),
    search: searchApi(client),
    assets: assetApi(client),
    playlists: playlistApi(client),
    playback: playbackApi(client),
    restored,
    nonce: options.nonce || undefined,
    askToKeepSignIn: () => framed?.ask(),
  };
  return holder[KEY];
}

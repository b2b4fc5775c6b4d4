import {
  authAtom,
  sessionAtom,
  userAtom,
  type AuthState,
  type SessionState,
  type UserState,
} from './atoms';
import type { Store } from './store';

/** Where and how the state is kept between visits (SPEC §3 "Persisted local state"). */
export const PERSIST_KEY = 'root';
export const PERSIST_VERSION = 1;
export const RESTORE_TIMEOUT_MS = 5000;

/** Where storage events of other tabs and frames of the origin arrive: the window. */
export interface StorageEvents {
  addEventListener(
    type: 'storage',
    listener: (event: { key: string | null; newValue: string | null }) => void,
  ): void;
  removeEventListener(
    type: 'storage',
    listener: (event: { key: string | null; newValue: string | null }) => void,
  ): void;
}

/** What storage must offer: localStorage does, and so can an async store. */
export interface KeyValueStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

interface Persisted {
  version: number;
  auth: AuthState;
  session: SessionState;
  user: UserState;
}

function isPersisted(value: unknown): value is Persisted {
  const v = value as Partial<Persisted> | null;
  return (
    !!v &&
    v.version === PERSIST_VERSION &&
    typeof v.auth?.accessToken === 'string' &&
    typeof v.auth?.refreshToken === 'string' &&
    typeof v.session?.authenticated === 'boolean' &&
    Array.isArray(v.user?.tenancies) &&
    Array.isArray(v.user?.userRole)
  );
}

/**
 * Restores the three kept slices (auth, session, user). Corrupt, foreign or old-version
 * data is discarded, never fatal; a storage that does not answer within the timeout is
 * given up on. Resolves to whether anything was restored.
 */
export async function restoreState(
  store: Store,
  storage: KeyValueStorage,
  timeoutMs = RESTORE_TIMEOUT_MS,
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const text = await Promise.race([Promise.resolve(storage.getItem(PERSIST_KEY)), timeout]);
    if (text === null || text === undefined) return false;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    if (!isPersisted(parsed)) {
      await storage.removeItem(PERSIST_KEY);
      return false;
    }
    store.set(authAtom, parsed.auth);
    store.set(sessionAtom, parsed.session);
    store.set(userAtom, parsed.user);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Takes up the tokens another tab or frame of this origin kept after refreshing them: its
 * refresh spent the refresh token held here, and a spent token presented again ends the
 * session everywhere. Only the same person's: a page signed in as someone else keeps its own. Returns the stop function.
 */
export function followKeptTokens(store: Store, events: StorageEvents): () => void {
  const onStorage = ({ key, newValue }: { key: string | null; newValue: string | null }) => {
    if (key !== PERSIST_KEY || !newValue) return;
    try {
      const kept: unknown = JSON.parse(newValue);
      if (!isPersisted(kept)) return;
      const { auth, user } = kept;
      // The same person's session only: another person signed in there is not this page's.
      const mine = !!user.userId && user.userId === store.get(userAtom).userId;
      if (mine && auth.refreshToken && auth.refreshToken !== store.get(authAtom).refreshToken)
        store.set(authAtom, auth);
    } catch {
      // Not ours to read: left alone.
    }
  };
  events.addEventListener('storage', onStorage);
  return () => events.removeEventListener('storage', onStorage);
}

/** Writes the kept slices whenever one changes; returns the unsubscribe. Caches are never kept. */
export function persistState(store: Store, storage: KeyValueStorage): () => void {
  const save = () => {
    const value: Persisted = {
      version: PERSIST_VERSION,
      auth: store.get(authAtom),
      session: store.get(sessionAtom),
      user: store.get(userAtom),
    };
    void Promise.resolve(storage.setItem(PERSIST_KEY, JSON.stringify(value))).catch(
      () => undefined,
    );
  };
  const stops = [authAtom, sessionAtom, userAtom].map((a) => store.sub(a, save));
  return () => stops.forEach((stop) => stop());
}

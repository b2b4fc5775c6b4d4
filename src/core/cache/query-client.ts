import { QueryClient } from '@tanstack/query-core';
import { sessionAtom } from '../state/atoms';
import { pageStore, type Store } from '../state/store';

/** Server data is kept this long after its last user goes (SPEC §9 cache retention). */
export const CACHE_RETENTION_MS = 60_000;
/** Server data is fresh this long: a second element asking for it does not refetch. */
export const STALE_MS = 30_000;

const KEY = Symbol.for('vs.core.queryClient');

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: CACHE_RETENTION_MS,
        staleTime: STALE_MS,
        // 4xx answers are final; the API client already retried a 401 after a refresh.
        retry: (failures, error) => failures < 2 && !isClientError(error),
        refetchOnWindowFocus: false,
      },
    },
  });
}

function isClientError(error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** The one query client of the page, shared by every element whichever bundle loaded it. */
export function pageQueryClient(): QueryClient {
  const holder = globalThis as { [KEY]?: QueryClient };
  if (!holder[KEY]) {
    holder[KEY] = createQueryClient();
    holder[KEY].mount();
    forgetOnNewCaller(holder[KEY], pageStore());
  }
  return holder[KEY];
}

/**
 * Server data belongs to who asked for it: when someone signs in or out (or another person
 * signs in), what the cache holds is dropped and what the page shows is asked for again, so
 * that a visitor never sees a signed-in person's answers, nor a person a visitor's.
 */
export function forgetOnNewCaller(client: QueryClient, store: Store): () => void {
  const callerOf = () => {
    const session = store.get(sessionAtom);
    return session.authenticated ? `person:${session.email}` : 'visitor';
  };
  let caller = callerOf();
  return store.sub(sessionAtom, () => {
    const now = callerOf();
    if (now === caller) return;
    caller = now;
    // Answers no element shows go at once; those on screen are dropped and asked for again
    // once the page has rendered for the new caller, so that what the last person's page no
    // longer shows (their profile, say) is not asked for without their credentials.
    client.removeQueries({ type: 'inactive' });
    setTimeout(() => void client.resetQueries({ type: 'active' }), 0);
  });
}

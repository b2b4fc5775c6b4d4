import { useSyncExternalStore } from 'react';

/** The app's routes (SPEC §2) that exist so far; later issues add theirs. */
export type Route =
  | '/'
  | '/explore'
  | '/collections'
  | '/collection'
  | '/login'
  | '/select-tenancy'
  | '/reset-password'
  | '/reset-password-requested'
  | '/oauth/callback';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
globalThis.addEventListener?.('popstate', notify);

let leaveGuard: (() => boolean) | null = null;

/** Asks before each navigation (unsaved changes): the guard returns false to stay. */
export function guardLeaving(guard: (() => boolean) | null): void {
  leaveGuard = guard;
}

/** Goes to a route (staying put when already there), with a query string (`?q=…`) when given. */
export function navigate(to: Route, { replace = false, search = '' } = {}): void {
  const url = `${to}${search}`;
  if (search ? `${location.pathname}${location.search}` === url : location.pathname === to) return;
  if (leaveGuard && !leaveGuard()) return;
  if (replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  notify();
}

/** The current path, re-rendering on navigation and back/forward. */
export function usePath(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => location.pathname,
  );
}

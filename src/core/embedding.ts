import type { TenantIdentity } from '../tenants';
import { sessionAtom } from './state/atoms';
import type { Store } from './state/store';

/** What the parent page of an embedded app receives (SPEC §2). */
export type LoginStateMessage =
  | { type: 'vs-login-state'; state: 'logged-in'; email: string }
  | { type: 'vs-login-state'; state: 'logged-out' };

/**
 * May the app, embedded, tell `origin` who is signed in? Only the tenant's own sites (https)
 * or a loopback page during development: an origin named in a URL is not trusted by itself.
 */
export function isAllowedParentOrigin(origin: string, tenant: TenantIdentity): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  if (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return true;
  return url.protocol === 'https:' && tenant.hosts.includes(url.hostname);
}

interface ParentWindow {
  postMessage(message: LoginStateMessage, targetOrigin: string): void;
}

/**
 * Posts the login state to the parent window, to that one origin (never "*"), now and on
 * every change. Returns the stop function.
 */
export function announceLoginState(store: Store, parent: ParentWindow, origin: string): () => void {
  let last = '';
  const post = () => {
    const session = store.get(sessionAtom);
    const message: LoginStateMessage =
      session.authenticated && session.email
        ? { type: 'vs-login-state', state: 'logged-in', email: session.email }
        : { type: 'vs-login-state', state: 'logged-out' };
    const key = JSON.stringify(message);
    if (key === last) return;
    last = key;
    parent.postMessage(message, origin);
  };
  post();
  return store.sub(sessionAtom, post);
}

/**
 * The parent page to send a person to once signed in (SPEC §2): a path or URL on the parent's
 * own origin, never anywhere else. null when there is none or it points away.
 */
export function parentPageAfterSignIn(next: string | null, parentOrigin: string): string | null {
  if (!next) return null;
  try {
    const url = new URL(next, parentOrigin);
    return url.origin === new URL(parentOrigin).origin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Sends the person on to `page` when they sign in (not when a session is merely restored).
 * Returns the stop function.
 */
export function sendOnAfterSignIn(
  store: Store,
  page: string,
  go: (url: string) => void,
): () => void {
  let signedIn = store.get(sessionAtom).authenticated;
  return store.sub(sessionAtom, () => {
    const now = store.get(sessionAtom).authenticated;
    if (now && !signedIn) go(page);
    signedIn = now;
  });
}

/**
 * Marks a history entry an element added for its own state (a search's terms and page): the
 * page around it should leave the scroll where it is, since the person has not gone anywhere.
 */
export const ELEMENT_STATE_ENTRY = 'vsElementState';

/** Whether a history entry's state is one an element added for its own state. */
export function isElementStateEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && ELEMENT_STATE_ENTRY in state;
}

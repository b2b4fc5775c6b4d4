import { atom } from 'jotai/vanilla';
import type { Tenancy, UserRole } from '../api/contract';
import { automaticTenancy, sortTenancies } from '../domain/accounts';

/** SPEC §3 "Session and auth state". */
export interface AuthState {
  accessToken: string;
  refreshToken: string;
}

export interface SessionState {
  email: string | null;
  authenticated: boolean;
}

export interface UserState {
  email: string | null;
  tenantId: string | null;
  apiKey: string | null;
  tenancies: Tenancy[];
  userId: string | null;
  userRole: UserRole[];
}

export type ThemeMode = 'light' | 'dark' | 'system';

export const EMPTY_AUTH: AuthState = { accessToken: '', refreshToken: '' };
export const EMPTY_SESSION: SessionState = { email: null, authenticated: false };
export const EMPTY_USER: UserState = {
  email: null,
  tenantId: null,
  apiKey: null,
  tenancies: [],
  userId: null,
  userRole: [],
};

export const authAtom = atom<AuthState>(EMPTY_AUTH);
export const sessionAtom = atom<SessionState>(EMPTY_SESSION);
export const userAtom = atom<UserState>(EMPTY_USER);
export const isUnsavedChangesAtom = atom(false);
/** The tenant's public deployment key, once a signed-out public area has asked for it. */
export const deploymentKeyAtom = atom<string | null>(null);
/** null until the person chooses; then the tenant default no longer applies. */
export const themeModeAtom = atom<ThemeMode | null>(null);
/**
 * The theme the page asks for (the loader's `data-theme`, `configure({ theme })`): a light
 * partner page's elements start light. The person's own choice still wins.
 */
export const pageThemeAtom = atom<ThemeMode | null>(null);

/** Tenancies as loaded: sorted by name, and the only one selected when there is exactly one. */
export const tenanciesAtom = atom(
  (get) => get(userAtom).tenancies,
  (get, set, tenancies: readonly Tenancy[]) => {
    const sorted = sortTenancies(tenancies);
    const only = automaticTenancy(sorted);
    const user = get(userAtom);
    set(userAtom, { ...user, tenancies: sorted, tenantId: only ? only.id : user.tenantId });
  },
);

/** After a sign-in or tenant switch: both tokens kept, the tenant made current. */
export const signedInAtom = atom(
  null,
  (
    get,
    set,
    session: {
      token: string;
      refreshToken: string;
      email: string;
      userId: string;
      tenantId: string;
      userRole: UserRole[];
    },
  ) => {
    set(authAtom, { accessToken: session.token, refreshToken: session.refreshToken });
    set(sessionAtom, { email: session.email, authenticated: true });
    const user = get(userAtom);
    set(userAtom, {
      ...user,
      email: session.email,
      userId: session.userId,
      tenantId: session.tenantId,
      userRole: session.userRole,
    });
  },
);

/** Clears the whole state (SPEC §4 reset). */
export const resetAtom = atom(null, (_get, set) => {
  set(authAtom, EMPTY_AUTH);
  set(sessionAtom, EMPTY_SESSION);
  set(userAtom, EMPTY_USER);
  set(isUnsavedChangesAtom, false);
  set(deploymentKeyAtom, null);
});

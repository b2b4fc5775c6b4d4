import {
  mainRole,
  ROLE_WORDS,
  USER_ROLES,
  type KeyPower,
  type ListedApiKey,
  type User,
} from '../api/contract';
import { ApiError } from '../api/errors';

export type UserSortKey = 'name' | 'email' | 'role' | 'lastSignedInAt' | 'status';

export interface UserSort {
  key: UserSortKey;
  direction: 'ascending' | 'descending';
}

/** A person's name as listed: first and last, or their email when they gave none. */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** Users whose name, email or role contains every word typed, ignoring case. */
export function filterUsers(users: readonly User[], text: string): User[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...users];
  return users.filter((user) => {
    const role = mainRole(user.userRole);
    const haystack = [displayName(user), user.email, role ? ROLE_WORDS[role].name : '']
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compare(a: User, b: User, key: UserSortKey): number {
  switch (key) {
    case 'name':
      return collator.compare(displayName(a), displayName(b));
    case 'email':
      return collator.compare(a.email, b.email);
    case 'role':
      return (
        USER_ROLES.indexOf(mainRole(a.userRole) ?? 'VIEWER') -
        USER_ROLES.indexOf(mainRole(b.userRole) ?? 'VIEWER')
      );
    case 'status':
      return Number(a.deactivated) - Number(b.deactivated);
    case 'lastSignedInAt':
      // Never signed in sorts before any time: the oldest first.
      return (a.lastSignedInAt ?? '').localeCompare(b.lastSignedInAt ?? '');
  }
}

/** Users in the order asked for; ties by email, so that the order is stable. */
export function sortUsers(users: readonly User[], sort: UserSort): User[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...users].sort(
    (a, b) => sign * compare(a, b, sort.key) || collator.compare(a.email, b.email),
  );
}

/** A key as listed after it was made: its last four characters, never all of it. */
export function maskedKey(key: Pick<ListedApiKey, 'hint'>): string {
  return `…${key.hint}`;
}

/**
 * The key the product's own pages carry: the first public one (the tenant answer gives a
 * browser only public keys, and SPEC §3's rule then picks the first).
 */
export function productKeyId(keys: readonly ListedApiKey[]): string | undefined {
  return keys.find((k) => k.free)?.id;
}

/** What each power lets a key do, in words for administrators. */
export const KEY_POWERS: Record<KeyPower, string> = {
  read: 'See and play everything of the organisation, not only what it made public',
  upload: 'Upload videos',
  'import-address': 'Add videos from an address or the organisation’s bucket',
  'match-data': 'Send match data (a live event feed)',
};

/** What a key may do, in words: a public key's reach, or a service key's powers. */
export function keyPowersInWords(key: Pick<ListedApiKey, 'free' | 'powers'>): string {
  if (key.free || key.powers.length === 0) return 'Public: only what the organisation made public';
  return key.powers
    .map((p, i) =>
      i === 0 ? KEY_POWERS[p] : KEY_POWERS[p].charAt(0).toLowerCase() + KEY_POWERS[p].slice(1),
    )
    .join('; ');
}

/**
 * Why a change to a user or a key was refused, in words for the administrator; null when the
 * general words for the error (`errorInWords`) say it best.
 */
export function userAdminProblem(error: unknown, organisation: string): string | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.code) {
    case 'already_member':
      return `That person is already a user of ${organisation}.`;
    case 'self_demotion':
      return 'You cannot remove your own administrator rights. Ask another administrator.';
    case 'self_delete':
      return 'You cannot deactivate or delete yourself. Ask another administrator.';
    case 'last_admin':
      return `${organisation} needs an administrator: make someone else an administrator first.`;
    case 'last_key':
      return 'This is the last API key: create another one before revoking it.';
    default:
      return null;
  }
}

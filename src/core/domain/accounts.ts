import type { ApiKey, Tenancy, User } from '../api/contract';

/** Empty queries search everything (SPEC §5). */
export function searchQuery(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? '*' : trimmed;
}

export type UserStatus = 'active' | 'inactive';

/** A listed user's status: inactive when deactivated (SPEC §3). */
export function userStatus(user: Pick<User, 'deactivated'>): UserStatus {
  return user.deactivated ? 'inactive' : 'active';
}

/** The API key to use: the first non-free one, else the first (SPEC §3). */
export function preferredApiKey(keys: readonly ApiKey[]): string | undefined {
  return (keys.find((k) => !k.free) ?? keys[0])?.value;
}

/** Tenancies sorted case-insensitively by name (SPEC §3). */
export function sortTenancies(tenancies: readonly Tenancy[]): Tenancy[] {
  return [...tenancies].sort(
    (a, b) =>
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id),
  );
}

/** The tenancy to select without asking: the only one, if there is exactly one (SPEC §4). */
export function automaticTenancy(tenancies: readonly Tenancy[]): Tenancy | undefined {
  return tenancies.length === 1 ? tenancies[0] : undefined;
}

/** Whether a typed address could be an e-mail address: something@somewhere.tld, no spaces. */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text.trim());
}

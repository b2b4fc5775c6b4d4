import { mainRole, ROLE_WORDS, type UserRole } from '../../src/core/api/contract';

/** The password of every demo account; printed at start and in the README. */
export const DEMO_PASSWORD = 'Highlights-2026';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  memberships: Array<{ tenant: string; roles: UserRole[]; deactivated?: boolean }>;
}

const everyTenant = (keys: readonly string[], roles: UserRole[]) =>
  keys.map((tenant) => ({ tenant, roles }));

/** Demo accounts: an administrator, a user of several tenancies, and one per tenant. */
export function demoAccounts(tenantKeys: readonly string[]): DemoAccount[] {
  return [
    {
      email: 'admin@vidsearch.example',
      firstName: 'Ada',
      lastName: 'Admin',
      memberships: everyTenant(tenantKeys, ['ADMIN']),
    },
    {
      email: 'admin.cricket@vidsearch.example',
      firstName: 'Cody',
      lastName: 'Cricket-Admin',
      memberships: [{ tenant: 'cricket', roles: ['ADMIN'] }],
    },
    {
      email: 'analyst@vidsearch.example',
      firstName: 'Sam',
      lastName: 'Analyst',
      memberships: ['cricket', 'rugby-union', 'basketball-men', 'soccer'].map((tenant) => ({
        tenant,
        roles: ['EDITOR'] as UserRole[],
      })),
    },
    {
      email: 'viewer@vidsearch.example',
      firstName: 'Vic',
      lastName: 'Viewer',
      memberships: [{ tenant: 'cricket', roles: ['VIEWER'] }],
    },
    {
      email: 'former@vidsearch.example',
      firstName: 'Fay',
      lastName: 'Former',
      memberships: [
        { tenant: 'cricket', roles: ['EDITOR'], deactivated: true },
        { tenant: 'default', roles: ['EDITOR'] },
      ],
    },
    ...tenantKeys.map((tenant) => ({
      email: `editor.${tenant}@vidsearch.example`,
      firstName: 'Editor',
      lastName: tenant,
      memberships: [{ tenant, roles: ['EDITOR'] as UserRole[] }],
    })),
  ];
}

/**
 * The demo sign-in guide printed at start: every demo account and what it is, the per-tenant
 * editors as one line.
 */
export function demoSignInGuide(tenantKeys: readonly string[]): string[] {
  const accounts = demoAccounts(tenantKeys);
  const editors = accounts.filter((a) => a.email.startsWith('editor.'));
  const width = Math.max(...accounts.map((a) => a.email.length), 'editor.<tenant>'.length + 18);
  const line = (email: string, what: string) => `${email.padEnd(width)}  ${what}`;
  return [
    ...accounts
      .filter((a) => !editors.includes(a))
      .map((a) => line(a.email, describe(a, tenantKeys))),
    line(
      'editor.<tenant>@vidsearch.example',
      `editor of one tenant each: ${tenantKeys.join(', ')}`,
    ),
  ];
}

function describe({ memberships }: DemoAccount, tenantKeys: readonly string[]): string {
  const active = memberships.filter((m) => !m.deactivated);
  const ended = memberships.filter((m) => m.deactivated).map((m) => m.tenant);
  const roles = new Set(active.map((m) => mainRole(m.roles)));
  const only = roles.size === 1 ? [...roles][0] : null;
  const admin = only === 'ADMIN';
  const role = only ? ROLE_WORDS[only].name.toLowerCase() : 'user';
  const of =
    active.length === tenantKeys.length
      ? `${role} of every tenant`
      : active.length === 1
        ? `${role} of the ${active[0]!.tenant} tenant${admin ? ' only' : ''}`
        : `${role} of ${active.length} tenancies (${active.map((m) => m.tenant).join(', ')})`;
  return ended.length ? `${of}; no longer a user of ${ended.join(', ')}` : of;
}

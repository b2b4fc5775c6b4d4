import type { UserRole } from '../../src/core/api/contract';

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
      memberships: everyTenant(tenantKeys, ['ADMIN', 'USER']),
    },
    {
      email: 'admin.cricket@vidsearch.example',
      firstName: 'Cody',
      lastName: 'Cricket-Admin',
      memberships: [{ tenant: 'cricket', roles: ['ADMIN', 'USER'] }],
    },
    {
      email: 'analyst@vidsearch.example',
      firstName: 'Sam',
      lastName: 'Analyst',
      memberships: ['cricket', 'rugby-union', 'basketball-men', 'soccer'].map((tenant) => ({
        tenant,
        roles: ['USER'] as UserRole[],
      })),
    },
    {
      email: 'viewer@vidsearch.example',
      firstName: 'Vic',
      lastName: 'Viewer',
      memberships: [{ tenant: 'cricket', roles: ['USER'] }],
    },
    {
      email: 'former@vidsearch.example',
      firstName: 'Fay',
      lastName: 'Former',
      memberships: [
        { tenant: 'cricket', roles: ['USER'], deactivated: true },
        { tenant: 'default', roles: ['USER'] },
      ],
    },
    ...tenantKeys.map((tenant) => ({
      email: `editor.${tenant}@vidsearch.example`,
      firstName: 'Editor',
      lastName: tenant,
      memberships: [{ tenant, roles: ['USER'] as UserRole[] }],
    })),
  ];
}

/**
 * The role model (SPEC §6 keeps a `userRole` list and leaves its values open). One table of
 * what each role may do: the server enforces it on every route, the app hides what a role
 * cannot use, and `docs/roles.md` is written from it.
 */
export const USER_ROLES = ['VIEWER', 'EDITOR', 'ADMIN'] as const;

export type UserRole = (typeof USER_ROLES)[number];

/** What a role is called on screen, and what it is for. */
export const ROLE_WORDS: Record<UserRole, { name: string; summary: string }> = {
  VIEWER: { name: 'Viewer', summary: 'Searches and plays clips, and browses highlights.' },
  EDITOR: {
    name: 'Editor',
    summary: 'Also builds collections and highlight reels, exports, and corrects clip metadata.',
  },
  ADMIN: {
    name: 'Administrator',
    summary: 'Also manages users and API keys, and publishes to the tenant’s site.',
  },
};

/** Everything a signed-in person may be allowed to do, each granted to some roles. */
export const CAPABILITIES = {
  view: { roles: ['VIEWER', 'EDITOR', 'ADMIN'] },
  collect: { roles: ['EDITOR', 'ADMIN'] },
  'edit-metadata': { roles: ['EDITOR', 'ADMIN'] },
  'manage-assets': { roles: ['EDITOR', 'ADMIN'] },
  'manage-users': { roles: ['ADMIN'] },
  publish: { roles: ['ADMIN'] },
} as const satisfies Record<string, { roles: readonly UserRole[] }>;

export type Capability = keyof typeof CAPABILITIES;

export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as Capability[];

/** What each capability covers, in words (docs/roles.md and refusals); apart, so that a page checking a role does not carry them. */
export const CAPABILITY_TITLES: Record<Capability, string> = {
  view: 'Search, play clips and browse highlight packages',
  collect:
    'Build collections and share them for review, build and review highlight packages, export',
  'edit-metadata': 'Correct clips’ metadata, and undo',
  'manage-assets': 'Upload, edit and delete the library’s videos',
  'manage-users': 'Invite and manage users, the API keys and webhooks',
  publish: 'Publish playlist groups, featured items and carousels, and register partner sites',
};

/** Whether any of a person's roles grants the capability. */
export function can(roles: readonly string[], capability: Capability): boolean {
  const granted: readonly string[] = CAPABILITIES[capability].roles;
  return roles.some((role) => granted.includes(role));
}

/** The strongest of a person's roles (a membership normally holds one); null for none known. */
export function mainRole(roles: readonly string[]): UserRole | null {
  for (const role of [...USER_ROLES].reverse()) if (roles.includes(role)) return role;
  return null;
}

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

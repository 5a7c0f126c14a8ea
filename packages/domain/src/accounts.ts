/**
 * Roles and per-section permissions of the admin accounts: the server enforces them on every
 * route (apps/server/src/http/access.ts) and the web app reads them to show only what an account
 * may use. An owner may adjust any section of an account's role (except an owner's: owners edit
 * everything, so there is always someone who can repair the others).
 */

export const SECTIONS = [
  'blogs',
  'events',
  'team',
  'gallery',
  'podcast',
  'site',
  'members',
  'recruitment',
  'forms',
  'accounts',
  'activity',
  'mail',
] as const;
export type Section = (typeof SECTIONS)[number];

export const SECTION_LABELS: Record<Section, string> = {
  blogs: 'Blogs',
  events: 'Events',
  team: 'Team',
  gallery: 'Gallery',
  podcast: 'Podcast',
  site: 'Site texts',
  members: 'Members',
  recruitment: 'Recruitment',
  forms: 'Forms',
  accounts: 'Accounts',
  activity: 'Activity',
  mail: 'Mail',
};

export const LEVELS = ['none', 'view', 'edit'] as const;
export type Level = (typeof LEVELS)[number];

export const ROLES = ['owner', 'admin', 'editor', 'reviewer'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  reviewer: 'Reviewer',
};

export type Permissions = Record<Section, Level>;

const all = (level: Level): Permissions => Object.fromEntries(SECTIONS.map((s) => [s, level])) as Permissions;

/** Each role's preset (docs/accounts.md). */
export const ROLE_PRESETS: Record<Role, Permissions> = {
  owner: all('edit'),
  admin: { ...all('edit'), accounts: 'view' },
  editor: {
    ...all('none'),
    blogs: 'edit',
    events: 'edit',
    team: 'edit',
    gallery: 'edit',
    podcast: 'edit',
    site: 'edit',
    forms: 'edit',
  },
  reviewer: { ...all('none'), recruitment: 'edit', members: 'view', forms: 'view' },
};

/** No section at all: an account that is not an admin account. */
export const NO_PERMISSIONS: Permissions = all('none');

/**
 * The permissions of an account with this role and these adjustments (section: level). Owners
 * keep their preset whatever is stored; unknown sections and levels are ignored.
 */
export function permissionsOf(role: Role, adjustments: Partial<Record<string, string>> | null): Permissions {
  const preset = ROLE_PRESETS[role];
  if (role === 'owner' || !adjustments) return { ...preset };
  const result = { ...preset };
  for (const section of SECTIONS) {
    const level = adjustments[section];
    if (level && (LEVELS as readonly string[]).includes(level)) result[section] = level as Level;
  }
  return result;
}

/** The adjustments that turn `role`'s preset into `wanted` (only the sections that differ). */
export function adjustmentsFor(role: Role, wanted: Partial<Permissions>): Partial<Permissions> {
  if (role === 'owner') return {};
  const preset = ROLE_PRESETS[role];
  const result: Partial<Permissions> = {};
  for (const section of SECTIONS) {
    const level = wanted[section];
    if (level && level !== preset[section]) result[section] = level;
  }
  return result;
}

const RANK: Record<Level, number> = { none: 0, view: 1, edit: 2 };

/** Whether `permissions` reach `needed` in `section`. */
export function allows(
  permissions: Partial<Permissions> | undefined,
  section: Section,
  needed: Exclude<Level, 'none'>,
): boolean {
  return RANK[permissions?.[section] ?? 'none'] >= RANK[needed];
}

/**
 * Who may do what in the studio (studio brief, "Design decisions"): roles are ordered
 * viewer < editor < publisher < admin, each with the permissions of those below; a user's markets and
 * affiliates (null = all) limit which layouts they reach. Pure functions, no I/O.
 */
import type { LayoutScope, StudioRole, StudioUser } from '@waypoint/schemas';

export type Permission =
  | 'layouts.read'
  | 'layouts.create'
  | 'drafts.write'
  | 'layouts.publish'
  | 'users.manage'
  | 'audit.read';

/** What each role adds to the role below it. */
const ADDED_BY: Record<StudioRole, readonly Permission[]> = {
  viewer: ['layouts.read'],
  editor: ['layouts.create', 'drafts.write'],
  publisher: ['layouts.publish'],
  admin: ['users.manage', 'audit.read'],
};

export const ROLE_PERMISSIONS: Readonly<Record<StudioRole, readonly Permission[]>> = {
  viewer: ADDED_BY.viewer,
  editor: [...ADDED_BY.viewer, ...ADDED_BY.editor],
  publisher: [...ADDED_BY.viewer, ...ADDED_BY.editor, ...ADDED_BY.publisher],
  admin: [...ADDED_BY.viewer, ...ADDED_BY.editor, ...ADDED_BY.publisher, ...ADDED_BY.admin],
};

/** Words for STUDIO_FORBIDDEN, "Your role (viewer) cannot …". */
export const PERMISSION_WORDS: Readonly<Record<Permission, string>> = {
  'layouts.read': 'read layouts',
  'layouts.create': 'create layouts',
  'drafts.write': 'edit drafts',
  'layouts.publish': 'publish, roll back or schedule layouts',
  'users.manage': 'manage users',
  'audit.read': 'read the audit log',
};

/** Market-wide layouts (no affiliate) belong to affiliate 1, the main site. */
export const MAIN_AFFILIATE = 1;

export type Principal = Pick<StudioUser, 'role' | 'markets' | 'affiliates' | 'disabled'>;
export type ReachScope = Pick<LayoutScope, 'market' | 'affiliateId'>;

/** Whether the user's role grants the permission; a disabled account can do nothing. */
export function can(user: Pick<Principal, 'role' | 'disabled'>, permission: Permission): boolean {
  return !user.disabled && ROLE_PERMISSIONS[user.role].includes(permission);
}

/**
 * Whether a layout of this scope is in the user's reach: a global layout (market null) only for users
 * of every market; a market's layout for users of all markets or of that one; and the layout's affiliate
 * (null = the main site) must be among the user's affiliates (null = all).
 */
export function inReach(user: Pick<Principal, 'markets' | 'affiliates'>, scope: ReachScope): boolean {
  const market =
    scope.market === null
      ? user.markets === null
      : user.markets === null || user.markets.includes(scope.market);
  const affiliate = scope.affiliateId ?? MAIN_AFFILIATE;
  return market && (user.affiliates === null || user.affiliates.includes(affiliate));
}

/** The role grants the permission and, when a layout scope is given, the layout is in reach. */
export function allows(user: Principal, permission: Permission, scope?: ReachScope): boolean {
  return can(user, permission) && (scope === undefined || inReach(user, scope));
}

/** The 403 message when the layout is outside the user's markets or affiliates. */
export function reachDenial(user: Pick<Principal, 'markets' | 'affiliates'>, scope: ReachScope): string {
  const where = `${scope.market ?? 'all markets'}, affiliate ${scope.affiliateId ?? MAIN_AFFILIATE}`;
  const yours = `markets ${user.markets?.join(', ') ?? 'all'}; affiliates ${user.affiliates?.join(', ') ?? 'all'}`;
  return `This layout (${where}) is outside your reach (${yours})`;
}

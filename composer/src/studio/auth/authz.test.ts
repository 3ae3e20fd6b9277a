import { STUDIO_ROLES, type StudioRole } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { Errors } from '../../errors.ts';
import {
  allows,
  can,
  inReach,
  PERMISSION_WORDS,
  type Permission,
  type Principal,
  ROLE_PERMISSIONS,
  reachDenial,
} from './authz.ts';

const everywhere = { markets: null, affiliates: null, disabled: false } as const;
const as = (role: StudioRole, extra: Partial<Principal> = {}): Principal => ({
  role,
  ...everywhere,
  ...extra,
});

// The brief's table, written out: one row per role, one column per permission.
const MATRIX: Record<StudioRole, Record<Permission, boolean>> = {
  viewer: {
    'layouts.read': true,
    'layouts.create': false,
    'drafts.write': false,
    'layouts.publish': false,
    'users.manage': false,
    'audit.read': false,
  },
  editor: {
    'layouts.read': true,
    'layouts.create': true,
    'drafts.write': true,
    'layouts.publish': false,
    'users.manage': false,
    'audit.read': false,
  },
  publisher: {
    'layouts.read': true,
    'layouts.create': true,
    'drafts.write': true,
    'layouts.publish': true,
    'users.manage': false,
    'audit.read': false,
  },
  admin: {
    'layouts.read': true,
    'layouts.create': true,
    'drafts.write': true,
    'layouts.publish': true,
    'users.manage': true,
    'audit.read': true,
  },
};

const cases = Object.entries(MATRIX).flatMap(([role, row]) =>
  Object.entries(row).map(([permission, expected]) => ({
    role: role as StudioRole,
    permission: permission as Permission,
    expected,
  })),
);

describe('can: every role x permission', () => {
  it('the matrix covers every role', () => {
    expect(Object.keys(MATRIX).sort()).toEqual([...STUDIO_ROLES].sort());
    expect(cases).toHaveLength(STUDIO_ROLES.length * 6);
  });

  it.each(cases)('$role / $permission -> $expected', ({ role, permission, expected }) => {
    expect(can(as(role), permission)).toBe(expected);
    expect(ROLE_PERMISSIONS[role].includes(permission)).toBe(expected);
    expect(allows(as(role), permission)).toBe(expected);
  });

  it('each role has the permissions of the roles below it', () => {
    for (let i = 1; i < STUDIO_ROLES.length; i++) {
      const below = ROLE_PERMISSIONS[STUDIO_ROLES[i - 1]!];
      const role = ROLE_PERMISSIONS[STUDIO_ROLES[i]!];
      expect(role).toEqual(expect.arrayContaining([...below]));
      expect(role.length).toBeGreaterThan(below.length);
    }
  });

  it('a disabled account can do nothing, whatever its role', () => {
    for (const { role, permission } of cases)
      expect(can(as(role, { disabled: true }), permission)).toBe(false);
  });
});

describe('inReach: markets and affiliates', () => {
  const global = { market: null, affiliateId: null };
  const es = { market: 'es', affiliateId: null } as const;
  const esAffiliate2 = { market: 'es', affiliateId: 2 } as const;
  const esAffiliate40 = { market: 'es', affiliateId: 40 } as const;
  const affiliate2Everywhere = { market: null, affiliateId: 2 } as const;

  it.each([
    ['all markets, all affiliates', { markets: null, affiliates: null }, global, true],
    ['all markets, all affiliates', { markets: null, affiliates: null }, esAffiliate40, true],
    // An editor of partner affiliate 2: not the market-wide layout (affiliate 1), not affiliate 40.
    ['affiliates [2]', { markets: null, affiliates: [2] }, es, false],
    ['affiliates [2]', { markets: null, affiliates: [2] }, global, false],
    ['affiliates [2]', { markets: null, affiliates: [2] }, esAffiliate40, false],
    ['affiliates [2]', { markets: null, affiliates: [2] }, esAffiliate2, true],
    ['affiliates [2]', { markets: null, affiliates: [2] }, affiliate2Everywhere, true],
    // Market-wide layouts count as affiliate 1.
    ['affiliates [1]', { markets: null, affiliates: [1] }, es, true],
    ['affiliates [1]', { markets: null, affiliates: [1] }, global, true],
    // A user of Spain only cannot reach a global layout (market null), nor France.
    ['markets [es]', { markets: ['es'], affiliates: null }, global, false],
    ['markets [es]', { markets: ['es'], affiliates: null }, affiliate2Everywhere, false],
    ['markets [es]', { markets: ['es'], affiliates: null }, es, true],
    ['markets [es]', { markets: ['es'], affiliates: null }, esAffiliate40, true],
    ['markets [es]', { markets: ['es'], affiliates: null }, { market: 'fr', affiliateId: null }, false],
    [
      'markets [es, fr]',
      { markets: ['es', 'fr'], affiliates: null },
      { market: 'fr', affiliateId: null },
      true,
    ],
    // Both limits apply together.
    ['markets [es], affiliates [2]', { markets: ['es'], affiliates: [2] }, esAffiliate2, true],
    ['markets [es], affiliates [2]', { markets: ['es'], affiliates: [2] }, es, false],
    [
      'markets [es], affiliates [2]',
      { markets: ['es'], affiliates: [2] },
      { market: 'fr', affiliateId: 2 },
      false,
    ],
  ] as const)('%s: %j -> %s', (_label, scope, layout, expected) => {
    const user = {
      markets: scope.markets ? [...scope.markets] : null,
      affiliates: scope.affiliates ? [...scope.affiliates] : null,
    };
    expect(inReach(user, layout)).toBe(expected);
  });
});

describe('allows: role and reach together', () => {
  const editorOf2 = as('editor', { affiliates: [2] });

  it('needs both the permission and the reach', () => {
    expect(allows(editorOf2, 'drafts.write', { market: 'es', affiliateId: 2 })).toBe(true);
    expect(allows(editorOf2, 'drafts.write', { market: 'es', affiliateId: null })).toBe(false);
    expect(allows(editorOf2, 'layouts.publish', { market: 'es', affiliateId: 2 })).toBe(false);
    expect(
      allows(as('viewer', { markets: ['es'] }), 'layouts.read', { market: null, affiliateId: null }),
    ).toBe(false);
  });
});

describe('denial messages', () => {
  it('name the role and what it cannot do', () => {
    expect(new Errors.STUDIO_FORBIDDEN('viewer', PERMISSION_WORDS['users.manage']).message).toBe(
      'Your role (viewer) cannot manage users',
    );
    expect(new Errors.STUDIO_FORBIDDEN('editor', PERMISSION_WORDS['layouts.publish']).message).toBe(
      'Your role (editor) cannot publish, roll back or schedule layouts',
    );
  });

  it('name the layout scope and the user reach', () => {
    expect(reachDenial({ markets: ['fr'], affiliates: null }, { market: 'es', affiliateId: null })).toBe(
      'This layout (es, affiliate 1) is outside your reach (markets fr; affiliates all)',
    );
  });
});

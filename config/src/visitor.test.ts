import { describe, expect, it } from 'vitest';
import { currentUser, isAnyUser, isLoggedIn, referralCookies, salesSiteRedirect } from './visitor.ts';

describe('sign-in state (storefront.md §4 Customer cookies)', () => {
  it('logged in needs the full-user cookie; any user accepts soft and guest', () => {
    expect(isLoggedIn({ wp_user: 'c1' })).toBe(true);
    expect(isLoggedIn({ wp_soft_user: 'c1' })).toBe(false);
    expect(isAnyUser({ wp_soft_user: 'c1' })).toBe(true);
    expect(isAnyUser({ wp_guest_user: 'g' })).toBe(true);
    expect(isAnyUser({ wp_user: ' ' })).toBe(false);
  });
});

describe('salesSiteRedirect (storefront.md §4 Sales sub-site)', () => {
  const base = { protocol: 'http' as const, path: '/us', search: '', isAgent: false, loggedIn: false };

  it.each([
    ['sales.localhost:3000', 'http://www.localhost:3000/us?errorCode=ERR_SALES_AUTH'],
    ['sales.waypoint.travel', 'http://www.waypoint.travel/us?errorCode=ERR_SALES_AUTH'],
    ['SALES.localhost', 'http://www.localhost/us?errorCode=ERR_SALES_AUTH'],
  ])('sends a visitor who is not logged in from %s to the public host', (host, location) => {
    expect(salesSiteRedirect({ ...base, host })).toEqual({ location, reason: 'not-logged-in' });
  });

  it('keeps the query and replaces any errorCode', () => {
    expect(
      salesSiteRedirect({ ...base, host: 'sales.localhost', search: 'utm_source=x&errorCode=OLD' })?.location,
    ).toBe('http://www.localhost/us?utm_source=x&errorCode=ERR_SALES_AUTH');
  });

  it('sends an agent to the advisors sub-site, logged in or not', () => {
    expect(
      salesSiteRedirect({ ...base, host: 'sales.localhost:3000', isAgent: true, search: 'a=1' }),
    ).toEqual({
      location: 'http://advisors.localhost:3000/us?a=1',
      reason: 'agent',
    });
  });

  it('serves a logged-in visitor, and leaves other hosts alone', () => {
    expect(salesSiteRedirect({ ...base, host: 'sales.localhost', loggedIn: true })).toBeNull();
    expect(salesSiteRedirect({ ...base, host: 'www.localhost' })).toBeNull();
    expect(salesSiteRedirect({ ...base, host: undefined })).toBeNull();
  });
});

describe('referralCookies (storefront.md §4 Referral, §2 promocode)', () => {
  const none = {
    mgm: undefined,
    referralToken: undefined,
    promocode: undefined,
    showSales: false,
    cookies: {},
  };

  it('stores a given MGM code for 30 days', () => {
    expect(referralCookies({ ...none, mgm: 'ANA123' })).toEqual([
      { name: 'mgm', value: 'ANA123', maxAgeSeconds: 2_592_000, path: '/' },
    ]);
  });

  it('removes the stored code without MGM or referralToken when sales is not shown', () => {
    expect(referralCookies({ ...none, cookies: { mgm: 'ANA123' } })).toEqual([
      { name: 'mgm', value: '', maxAgeSeconds: 0, path: '/' },
    ]);
  });

  it('keeps it with a referralToken, or when sales is shown', () => {
    expect(referralCookies({ ...none, referralToken: 't', cookies: { mgm: 'ANA123' } })).toEqual([]);
    expect(referralCookies({ ...none, showSales: true, cookies: { mgm: 'ANA123' } })).toEqual([]);
  });

  it('stores a promocode in upper case, once', () => {
    expect(referralCookies({ ...none, promocode: ' summer25 ' })).toEqual([
      { name: 'promocode', value: 'SUMMER25', maxAgeSeconds: 2_592_000, path: '/' },
    ]);
    expect(referralCookies({ ...none, promocode: 'summer25', cookies: { promocode: 'SUMMER25' } })).toEqual(
      [],
    );
  });
});

describe('currentUser (storefront.md §4: soft, then guest, then full)', () => {
  it.each([
    [{}, null],
    [{ wp_user: ' full-1 ' }, { userId: 'full-1', kind: 'full' }],
    [
      { wp_user: 'full-1', wp_guest_user: 'guest-1' },
      { userId: 'guest-1', kind: 'guest' },
    ],
    [
      { wp_user: 'full-1', wp_guest_user: 'guest-1', wp_soft_user: 'soft-1' },
      { userId: 'soft-1', kind: 'soft' },
    ],
    [
      { wp_soft_user: '  ', wp_user: 'full-1' },
      { userId: 'full-1', kind: 'full' },
    ],
  ])('%j -> %j', (cookies, expected) => {
    expect(currentUser(cookies)).toEqual(expected);
  });
});

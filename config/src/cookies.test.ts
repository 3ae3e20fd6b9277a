import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CACHE_CONTROL_MAX_AGE,
  COOKIE_LIFETIMES_SECONDS,
  COOKIE_NAMES,
  clearCookie,
  cookieDomain,
  experimentCookieName,
  hostname,
} from './cookies.ts';

const DAY = 86_400;

describe('cookies', () => {
  it('has the lifetimes of the spec', () => {
    expect(COOKIE_LIFETIMES_SECONDS).toEqual({
      advisorToken: 90 * DAY,
      locale: 30 * DAY,
      reseller: DAY,
      noMoreLeadsLong: 72 * DAY,
      noMoreLeadsShort: DAY,
      abTest: 30 * DAY,
      promoCode: 30 * DAY,
      mgm: 30 * DAY,
    });
    expect(CACHE_CONTROL_MAX_AGE).toEqual({ default: 600, medium: 3600, static: 86_400 });
  });

  it('names the cookies', () => {
    expect(COOKIE_NAMES.locale).toBe('locale');
    expect(COOKIE_NAMES.advisorToken).toBe('advisor_token');
    expect(COOKIE_NAMES.reseller).toBe('utm_reseller');
    expect(experimentCookieName('ABMvpPdp')).toBe('ABMvpPdp-version');
    expect(clearCookie('x')).toEqual({ name: 'x', value: '', maxAgeSeconds: 0, path: '/' });
  });

  it.each([
    ['www.waypoint.travel', '.waypoint.travel'],
    ['advisors.waypoint.travel:443', '.waypoint.travel'],
    ['WAYPOINT.TRAVEL', '.waypoint.travel'],
    ['a.b.c.waypoint.travel.', '.waypoint.travel'],
    ['www.waypoint.co.uk', '.waypoint.co.uk'],
    ['shop.waypoint.com.mx', '.waypoint.com.mx'],
    ['travel.partner-one.test', '.partner-one.test'],
    ['co.uk', undefined],
    ['localhost', undefined],
    ['localhost:3000', undefined],
    ['advisors.localhost:3000', undefined],
    ['127.0.0.1:3000', undefined],
    ['[::1]:3000', undefined],
    ['::1', undefined],
    ['intranet', undefined],
    ['', undefined],
    // No host name, no Domain (a Domain of '.!.!' made the cookie serialiser throw: a 500).
    ['!.!', undefined],
    ['sales.example.com:3710@evil.example', undefined],
  ])('cookie domain of %s is %s', (host, expected) => {
    expect(cookieDomain(host)).toBe(expected);
  });

  it('never throws on any host and yields a dotted domain or undefined', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.domain(), fc.anything()), (host) => {
        const domain = cookieDomain(host as string);
        if (domain !== undefined) expect(domain).toMatch(/^\.[^.]+\.[^.]/);
        expect(typeof hostname(host)).toBe('string');
      }),
    );
  });
});

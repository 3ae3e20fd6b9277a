/**
 * The visitor-chosen values the composer reflects in headers, redirects and cache keys, each held to a
 * grammar or a bounded set: so no visitor grows the cache, makes a header throw or redirects elsewhere.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advisorTokenAndReseller } from './advisor-reseller.ts';
import { hostname, validHost } from './cookies.ts';
import { knownErrorCode, UNKNOWN_ERROR_CODE } from './error-codes.ts';
import { siteFromHost } from './sites.ts';
import { encodePath, referralCookies, salesSiteRedirect } from './visitor.ts';

describe('knownErrorCode: a bounded set for cache keys', () => {
  it('keeps a code of the catalogues, makes any other the one UNKNOWN code, and no value no code', () => {
    expect(knownErrorCode('ERR_SALES_AUTH')).toBe('ERR_SALES_AUTH');
    expect(knownErrorCode('ERROR_FLIGHTS_LIST')).toBe('ERROR_FLIGHTS_LIST');
    expect(knownErrorCode('P_1')).toBe(UNKNOWN_ERROR_CODE);
    expect(knownErrorCode('<script>')).toBe(UNKNOWN_ERROR_CODE);
    expect(knownErrorCode('  ')).toBeNull();
    expect(knownErrorCode(undefined)).toBeNull();
  });

  it('gives at most catalogue size + 1 values for any input', () => {
    const seen = new Set<string | null>();
    fc.assert(
      fc.property(fc.string(), (value) => {
        seen.add(knownErrorCode(value));
      }),
    );
    expect([...seen].every((v) => v === null || v === UNKNOWN_ERROR_CODE || /^ERR/.test(v))).toBe(true);
  });
});

describe('advisor token and reseller grammar', () => {
  it('a token outside the grammar is no token: not stored, not in force', () => {
    for (const token of ['€', 'a\r\nb', 'a b', 'x'.repeat(65), '../x']) {
      const result = advisorTokenAndReseller({ queryAdvisorToken: token });
      expect(result.advisorToken).toBeNull();
      expect(result.cookies).toEqual([]);
    }
    expect(advisorTokenAndReseller({ queryAdvisorToken: 'adv-demo-1' }).advisorToken).toBe('adv-demo-1');
  });

  it('a reseller outside the grammar is no reseller', () => {
    expect(advisorTokenAndReseller({ queryReseller: 'x€' }).reseller).toBeNull();
    expect(advisorTokenAndReseller({ queryReseller: 'last_minute' }).reseller).toBe('last_minute');
  });

  it('referral and promotion codes outside the grammar are not stored', () => {
    const cookies = referralCookies({
      mgm: 'a\u0000b',
      referralToken: undefined,
      promocode: 'ü€',
      showSales: false,
      cookies: {},
    });
    expect(cookies).toEqual([]);
  });
});

describe('validHost and the sales redirect: only to site hosts', () => {
  it.each([
    ['sales.localhost:3710', 'sales.localhost:3710'],
    ['WWW.Waypoint.Travel', 'www.waypoint.travel'],
    ['[::1]:3000', '[::1]:3000'],
    ['sales.localhost:3710@evil.example', null],
    ['sales.localhost/evil', null],
    ['evil.example\r\nx', null],
    ['localhost:70000', null],
    ['', null],
  ])('%j -> %j', (host, expected) => {
    expect(validHost(host)).toBe(expected);
  });

  it('an invalid host names no site, and gets no absolute redirect', () => {
    const host = 'sales.localhost:3710@evil.example';
    expect(siteFromHost(host, 'localhost')).toMatchObject({ kind: 'main', reason: 'invalid host' });
    expect(
      salesSiteRedirect({ host, protocol: 'http', path: '/us', search: '', isAgent: false, loggedIn: false }),
    ).toBeNull();
  });

  it('never builds a Location outside the site host it was given', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (suffix, path, isAgent) => {
        const host = `sales.localhost${suffix}`;
        const gate = salesSiteRedirect({
          host,
          protocol: 'http',
          path: `/${path}`,
          search: '',
          isAgent,
          loggedIn: false,
        });
        if (gate === null) return;
        const valid = validHost(host);
        expect(valid).not.toBeNull();
        const base = hostname(valid).slice('sales.'.length);
        const url = new URL(gate.location);
        expect(url.username).toBe('');
        expect(url.password).toBe('');
        expect([`www.${base}`, `advisors.${base}`]).toContain(url.hostname);
        expect(gate.location).toMatch(/^[\x21-\x7E]+$/);
      }),
    );
  });
});

describe('encodePath: header-safe paths', () => {
  it('percent-encodes a decoded path for a header', () => {
    expect(encodePath('/es/€/')).toBe('/es/%E2%82%AC/');
    expect(encodePath('//evil.example')).toBe('/evil.example');
    expect(
      salesSiteRedirect({
        host: 'sales.localhost',
        protocol: 'http',
        path: '/es/€/',
        search: '',
        isAgent: false,
        loggedIn: false,
      })?.location,
    ).toBe('http://www.localhost/es/%E2%82%AC/?errorCode=ERR_SALES_AUTH');
  });
});

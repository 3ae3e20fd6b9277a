import { describe, expect, it } from 'vitest';
import { headerSafeLocation, headerText, pageCacheControl, withCachingHeaders } from './response-headers.ts';

describe('pageCacheControl: what a shared cache may keep', () => {
  it.each([
    [{ setsCookies: true, carriesVisitorData: false, requestHasCookies: false }, 'private, no-store'],
    [{ setsCookies: false, carriesVisitorData: true, requestHasCookies: true }, 'private, no-store'],
    [{ setsCookies: false, carriesVisitorData: false, requestHasCookies: true }, 'private, no-cache'],
    // storefront.md §9: 600 s for shared caches of anonymous pages; browsers always revalidate.
    [
      { setsCookies: false, carriesVisitorData: false, requestHasCookies: false },
      'public, max-age=0, s-maxage=600',
    ],
  ])('%o -> %s', (input, expected) => {
    expect(pageCacheControl(input)).toBe(expected);
  });

  it('adds Vary: Cookie, User-Agent to pages, and leaves redirects alone', () => {
    const page = { kind: 'page', headers: { 'X-Locale': 'en-US' }, cookies: [] };
    expect(withCachingHeaders(page, true).headers).toEqual({
      'X-Locale': 'en-US',
      'Cache-Control': 'private, no-cache',
      Vary: 'Cookie, User-Agent',
    });
    const redirect = { kind: 'redirect', headers: {}, cookies: [] };
    expect(withCachingHeaders(redirect, false)).toBe(redirect);
  });

  it('keeps visitor data private, whatever the request carried', () => {
    const page = { kind: 'page', headers: { 'Cache-Control': 'private, no-store' }, cookies: [] };
    expect(withCachingHeaders(page, false).headers['Cache-Control']).toBe('private, no-store');
  });
});

describe('headerSafeLocation: a redirect target as safe header text', () => {
  it.each([
    ['/es/€/', '/es/%E2%82%AC/'],
    ['/us/a b?x=ü', '/us/a%20b?x=%C3%BC'],
    ['/us/caf%C3%A9', '/us/caf%C3%A9'],
    ['/us/100%', '/us/100%25'],
    ['//evil.example/x', '/evil.example/x'],
    ['/\\evil.example', '/%5Cevil.example'],
    ['/us/\r\nSet-Cookie: x=1', '/us/%0D%0ASet-Cookie:%20x=1'],
    ['/us/\uD800', '/us/%EF%BF%BD'],
    [
      'http://www.localhost:3000/us?errorCode=ERR_SALES_AUTH',
      'http://www.localhost:3000/us?errorCode=ERR_SALES_AUTH',
    ],
  ])('%j -> %s', (location, expected) => {
    expect(headerSafeLocation(location)).toBe(expected);
  });

  it('always gives valid header text', () => {
    for (const c of ['\u0000', '\u007f', '\u00ff', '\u20ac', '\uDFFF', '\n']) {
      expect(headerSafeLocation(`/us/${c}`)).toMatch(/^[\x21-\x7E]+$/);
      expect(headerText(`a${c}`)).toMatch(/^[\x20-\x7E]+$/);
    }
  });
});

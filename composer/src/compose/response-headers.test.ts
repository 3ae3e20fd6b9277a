import { describe, expect, it } from 'vitest';
import { headerSafeLocation, headerText, pageCacheControl, withCachingHeaders } from './response-headers.ts';

describe('pageCacheControl: what a shared cache may keep', () => {
  const found = { setsCookies: false, carriesVisitorData: false, requestHasCookies: false, found: true };
  it.each([
    [{ ...found, setsCookies: true }, 'private, no-store'],
    [{ ...found, carriesVisitorData: true, requestHasCookies: true }, 'private, no-store'],
    [{ ...found, setsCookies: true, found: false }, 'private, no-store'],
    [{ ...found, requestHasCookies: true }, 'private, no-cache'],
    [{ ...found, requestHasCookies: true, found: false }, 'private, no-cache'],
    // storefront.md §9: 600 s for shared caches of anonymous pages; browsers always revalidate.
    [found, 'public, max-age=0, s-maxage=600'],
    // A not-found page or a redirect: a publish may change it at once, so every use is revalidated.
    [{ ...found, found: false }, 'public, no-cache'],
  ])('%o -> %s', (input, expected) => {
    expect(pageCacheControl(input)).toBe(expected);
  });

  it('adds Vary: Cookie, User-Agent to pages and redirects', () => {
    const page = { kind: 'page', status: 200, headers: { 'X-Locale': 'en-US' }, cookies: [] };
    expect(withCachingHeaders(page, true).headers).toEqual({
      'X-Locale': 'en-US',
      'Cache-Control': 'private, no-cache',
      Vary: 'Cookie, User-Agent',
    });
    const redirect = { kind: 'redirect', status: 301, headers: { 'X-error': 'generic' }, cookies: [] };
    expect(withCachingHeaders(redirect, false).headers).toEqual({
      'X-error': 'generic',
      'Cache-Control': 'public, no-cache',
      Vary: 'Cookie, User-Agent',
    });
  });

  it('never lets a shared cache keep a not-found page past a publish', () => {
    const notFound = { kind: 'page', status: 404, headers: {} as Record<string, string>, cookies: [] };
    expect(withCachingHeaders(notFound, false).headers['Cache-Control']).toBe('public, no-cache');
    const failed = { kind: 'page', status: 500, headers: {} as Record<string, string>, cookies: [] };
    expect(withCachingHeaders(failed, false).headers['Cache-Control']).toBe('public, no-cache');
  });

  it('keeps visitor data private, whatever the request carried', () => {
    const page = {
      kind: 'page',
      status: 200,
      headers: { 'Cache-Control': 'private, no-store' },
      cookies: [],
    };
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

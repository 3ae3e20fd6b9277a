/** Routing by page definitions: the same routes that context/route.ts answered (storefront.md §2 Page routes). */
import { describe, expect, it } from 'vitest';
import { layoutSiteOf, matchPage } from './index.ts';

/** The match flattened as the old route table read: kind, market, site path and params. */
function route(path: string, lang?: string) {
  const matched = matchPage(path, lang === undefined ? {} : { lang });
  if ('redirect' in matched) {
    return { kind: 'redirect', location: matched.redirect.location, reason: matched.redirect.reason };
  }
  const { page, params, sitePath } = matched;
  return { kind: page.kind, pageKey: page.layoutKey(params), path: sitePath, ...params };
}

describe('matchPage: the pages after payment (buying-flow.md §2 "Other pages")', () => {
  const T = 'aadJh-nbMPsSUTaZbmYwKunF1o4DWEyt';
  it.each([
    [`/us/booking-confirmed/${T}`, { kind: 'confirmation', pageKey: 'confirmation', token: T }],
    [`/es/reserva-confirmada/${T}`, { kind: 'confirmation', market: 'es', token: T }],
    [`/fr/reservation-confirmee/${T}`, { kind: 'confirmation', market: 'fr' }],
    [`/de/buchung-bestatigt/${T}`, { kind: 'confirmation', market: 'de' }],
    [
      `/us/my-trip/not-confirmed/${T}`,
      { kind: 'checkout', pageKey: 'checkout:not-confirmed', notConfirmed: true },
    ],
    [`/us/my-trip/${T}/payment-return`, { kind: 'checkout', token: T, share: null }],
    [`/us/my-trip/${T}`, { kind: 'checkout', token: T, pageKey: 'checkout' }],
    [`/us/part-payment/${T}`, { kind: 'partPayment', pageKey: 'partPayment', token: T }],
    [`/us/ticket/pdf/${T}`, { kind: 'ticketPdf', ticket: T }],
    ['/us/budget/pdf/abcdefghijklmnop', { kind: 'budgetPdf', budget: 'abcdefghijklmnop' }],
    // An id that reads like a trip's `{n}-{slug}` is still the document, not trip 4.
    ['/us/budget/pdf/4-4vfjksQtZ3zTy6nhCM', { kind: 'budgetPdf', budget: '4-4vfjksQtZ3zTy6nhCM' }],
    [`/us/ticket/pdf/12-${T.slice(3)}`, { kind: 'ticketPdf' }],
  ])('%s', (path, expected) => {
    expect(route(path)).toMatchObject(expected);
  });

  it('answers the not-found page for a malformed token', () => {
    expect(route('/us/booking-confirmed/short')).toMatchObject({ kind: 'error', status: 404 });
    expect(route('/us/budget/pdf/x')).toMatchObject({ kind: 'error', status: 404 });
  });
});

describe('matchPage (storefront.md §2 Page routes)', () => {
  it.each([
    ['/', undefined, { kind: 'home', market: 'us', path: '/us' }],
    ['/', 'es', { kind: 'home', market: 'es', path: '/es' }],
    ['/', 'MX', { kind: 'home', market: 'mx', path: '/mx' }],
    ['/de', undefined, { kind: 'home', market: 'de', path: '/de' }],
    ['/DE/', undefined, { kind: 'home', market: 'de', path: '/de' }],
    ['/fr', 'fr', { kind: 'home', market: 'fr', path: '/fr' }],
    ['/us/404', undefined, { kind: 'error', status: 404, pageKey: 'error:404', missing: null }],
    ['/es/500', undefined, { kind: 'error', status: 500, pageKey: 'error:500', market: 'es' }],
    ['/uk/nowhere/at/all', undefined, { kind: 'error', status: 404, missing: '/uk/nowhere/at/all' }],
    // One or two slugs read like a friendly destination address: only the directory can tell (its
    // resolve answers 'next' for an unknown one, and the content page's data decides: tests/destinations).
    ['/uk/nowhere', undefined, { kind: 'continent', market: 'uk' }],
    ['/uk/africa/kenya', undefined, { kind: 'country', market: 'uk' }],
    ['/us/search-results/search-results', undefined, { kind: 'searchResults', market: 'us' }],
  ])('%s with lang=%s', (path, lang, expected) => {
    expect(route(path, lang)).toMatchObject(expected);
  });

  it.each([
    ['/xx', undefined, 'xx'],
    ['/', 'zz', 'lang=zz'],
    ['/us', 'nowhere', 'lang=nowhere'],
    ['/españa', undefined, 'españa'],
  ])('%s with lang=%s is a 302 to /us/404', (path, lang, reason) => {
    expect(route(path, lang)).toEqual({ kind: 'redirect', location: '/us/404', reason });
    const matched = matchPage(path, lang === undefined ? {} : { lang });
    expect('redirect' in matched && matched.redirect).toMatchObject({
      status: 302,
      headers: { 'X-error': 'generic' },
    });
  });

  it.each([
    [
      '/landingPage/summer-escapes',
      undefined,
      {
        kind: 'landing',
        market: 'us',
        pageKey: 'landing:summer-escapes',
        slug: 'summer-escapes',
        path: '/us/landingPage/summer-escapes',
      },
    ],
    [
      '/landingPage/summer-escapes',
      'es',
      { kind: 'landing', market: 'es', path: '/es/landingPage/summer-escapes' },
    ],
    [
      '/es/landingPage/black-friday-2026',
      undefined,
      { kind: 'landing', market: 'es', pageKey: 'landing:black-friday-2026' },
    ],
    ['/ES/landingPage/x1/', undefined, { kind: 'landing', market: 'es', slug: 'x1' }],
  ])('landing page %s with lang=%s (storefront.md §2 /landingPage/[slug])', (path, lang, expected) => {
    expect(route(path, lang)).toMatchObject(expected);
  });

  it.each([
    '/landingPage',
    '/landingPage/Summer',
    '/es/landingPage/a--b',
    '/es/landingPage/a/b',
    '/landingPage/-x',
  ])('%s cannot name a landing page: a 404 page', (path) => {
    expect(route(path)).toMatchObject({ kind: 'error', status: 404, missing: path });
  });
});

describe('layoutSiteOf: where the studio says a layout is served', () => {
  it.each([
    ['home', 'es', '/es', false],
    ['landing:summer-escapes', 'mx', '/mx/landingPage/summer-escapes', false],
    ['product', 'fr', '/fr/{continent}/{country}/{id}-{slug}', true],
    ['error:404', 'de', '/de/404', false],
    // A page of one booking has no sample: its key's segments under the market.
    ['checkout:not-confirmed', 'us', '/us/checkout/not-confirmed', false],
    ['promo', 'uk', '/uk/promo', false],
  ] as const)('%s in %s -> %s', (pageKey, market, path, previewTrip) => {
    expect(layoutSiteOf(pageKey, market)).toEqual({ path, previewTrip });
  });

  it('is, for every layout a sample page can show, the page that page definition previews', () => {
    // The landing's path is the one its page matches: the preview and the list name the same page.
    const matched = matchPage(layoutSiteOf('landing:summer-escapes', 'es').path, {});
    expect('page' in matched && matched.page.layoutKey(matched.params)).toBe('landing:summer-escapes');
  });
});

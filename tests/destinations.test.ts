/**
 * The destination pages end to end (composer + real sandbox + content store) with inject(): every kind
 * in every market at its friendly URL, the 301s from `/destination/{kind}/{id}`, unknown ids and names
 * (404), paths that only look like destinations (passed on), sorting and paging in the URL, the ad slots
 * only where the market has them, both experiments, and the structured data.
 */
import { AD_SLOTS, MARKETS } from '@waypoint/config';
import { type Market, PageTree, UpstreamDestinationDirectory, upstreamEnvelope } from '@waypoint/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allBlocks, block, HOST, pageKit } from './support/page-kit.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ random: () => 0.999 });
}, 60_000);
afterAll(() => stack?.close());

interface Markup {
  '@type': string;
  itemListElement: { item?: string; url?: string; position: number }[];
}
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

const { get, tree } = pageKit(() => stack.composer, { headers: { 'user-agent': DESKTOP } });

async function directory(market: Market) {
  const res = await stack.sandbox.inject(`/${market}/api/landing/destinations`);
  return upstreamEnvelope(UpstreamDestinationDirectory).parse(res.json()).data;
}

describe('every destination of every market', () => {
  it.each(MARKETS)(
    '%s: each continent, country and region is a page at its friendly URL',
    async (market) => {
      for (const entry of await directory(market)) {
        const t = await tree(entry.url);
        expect(t.page.kind, entry.url).toBe(entry.kind);
        expect(t.page.path).toBe(entry.url);
        expect(t.page.canonical).toBe(`http://${HOST}${entry.url}`);
        expect(t.context.market).toBe(market);
        const intro = block(t, 'DestinationIntro');
        expect(intro?.props.breadcrumbs.items.at(-1)).toEqual({ title: entry.name, href: null });
        expect(block(t, 'DestinationTrips')?.props.cards.length, entry.url).toBeGreaterThan(0);
        if (entry.kind === 'country') expect(intro?.props.facts?.items).toHaveLength(6);
      }
    },
    120_000,
  );

  it('the home page’s recommended destinations and menus lead to destination pages', async () => {
    for (const market of ['us', 'es', 'de'] as const) {
      const home = await tree(`/${market}`);
      const hrefs = [
        ...(block(home, 'RecommendedDestinations')?.props.destinations.map((d) => d.href) ?? []),
      ];
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect((await tree(href)).page.kind, href).toBe('country');
    }
  });
});

describe('addresses', () => {
  it.each([
    ['/us/destination/country/103', '/us/africa/kenya'],
    ['/us/destination/continent/1', '/us/africa'],
    ['/us/destination/region/204', '/us/asia/east-asia'],
    ['/destination/country/103?lang=es', '/es/africa/kenia?lang=es'],
    ['/destination/region/204', '/us/asia/east-asia'],
    [
      '/us/destination/country/103?sort=price-asc&utm_source=mail',
      '/us/africa/kenya?sort=price-asc&utm_source=mail',
    ],
    ['/US/Africa/Kenya', '/us/africa/kenya'],
  ])('%s answers 301 to %s', async (path, location) => {
    const res = await get(path);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it.each([
    '/us/destination/country/999',
    '/us/destination/country/abc',
    '/us/destination/region/103',
    '/us/destination/continent/7',
    '/us/africa/atlantis',
    '/es/africa/kenya',
  ])('%s is the not-found page with status 404', async (path) => {
    const res = await get(path);
    expect(res.statusCode).toBe(404);
    expect(PageTree.parse(res.json()).page.kind).toBe('error');
  });

  it('paths that only look like destinations go to the pages after them', async () => {
    const tc = await get('/us/terms-and-conditions');
    expect((tc.json() as PageTree).page?.kind).not.toMatch(/continent|country|region/);
    const landing = await get('/us/landing/foo');
    expect((landing.json() as PageTree).page?.kind).not.toMatch(/continent|country|region/);
    // A trip under its country is still a trip.
    const trip = await get('/us/africa/kenya/12-safari-and-wildlife-nairobi-naivasha-and-mombasa');
    expect(trip.statusCode).toBe(200);
    expect((trip.json() as PageTree).page.kind).toBe('product');
  });
});

describe('the trip list', () => {
  it('sorts and pages through query parameters; every link is an address of the page', async () => {
    const first = await tree('/us/africa');
    const list = block(first, 'DestinationTrips')!.props;
    expect(list.pagination).not.toBeNull();
    const next = await tree(list.pagination!.next.href!);
    const second = block(next, 'DestinationTrips')!.props;
    expect(second.pagination!.pages.find((p) => p.current)?.number).toBe(2);
    expect(new Set([...list.cards, ...second.cards].map((c) => c.id)).size).toBe(
      list.cards.length + second.cards.length,
    );
    expect(next.page.canonical).toBe(`http://${HOST}/us/africa?page=2`);

    const byPrice = block(await tree('/us/africa?sort=price-desc'), 'DestinationTrips')!.props;
    const amounts = byPrice.cards.map((c) => c.fromAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(byPrice.sort.options.find((o) => o.current)?.value).toBe('price-desc');
    expect(byPrice.pagination!.next.href).toBe('/us/africa?sort=price-desc&page=2');
  });

  it('a page past the end shows the last page; an unknown sort the default order', async () => {
    const t = await tree('/us/africa?page=99&sort=nonsense');
    const list = block(t, 'DestinationTrips')!.props;
    expect(list.pagination!.pages.at(-1)!.current).toBe(true);
    expect(list.sort.options.find((o) => o.current)?.value).toBe('popular');
  });
});

describe('ads (storefront.md §9 "Ads")', () => {
  const sizes = (t: PageTree) =>
    allBlocks(t, 'AdBanner').map((b) => `${b.props.slot} ${b.props.size.width}x${b.props.size.height}`);

  it.each(['us', 'ca', 'uk'] as const)(
    '%s: the country page has 728x90 and two 120x600, 320x50 on phones; the region 728x90',
    async (market) => {
      const dir = await directory(market);
      const country = dir.find((d) => d.kind === 'country' && d.id === 103)!;
      const region = dir.find((d) => d.kind === 'region' && d.id === 204)!;
      expect(sizes(await tree(country.url))).toEqual([
        'add-banner-country-page 728x90',
        'add-banner-vertical-country-page 120x600',
        'add-banner-vertical-country-page1 120x600',
      ]);
      expect(sizes(await tree(country.url, { 'user-agent': PHONE }))).toEqual([
        'add-banner-country-page-mobile 320x50',
      ]);
      expect(sizes(await tree(region.url))).toEqual(['add-banner-region-page 728x90']);
      const continent = dir.find((d) => d.kind === 'continent')!;
      expect(sizes(await tree(continent.url))).toEqual([]);
      expect(AD_SLOTS['add-banner-country-page-mobile']).toEqual({ width: 320, height: 50 });
    },
  );

  it.each(['es', 'mx', 'co', 'de', 'fr', 'au'] as const)('%s has no ad slots', async (market) => {
    const dir = await directory(market);
    for (const entry of dir.filter((d) => d.id === 103 || d.id === 204)) {
      expect(allBlocks(await tree(entry.url), 'AdBanner'), entry.url).toEqual([]);
    }
  });

  it("partner affiliate 2's country page has no ads", async () => {
    const t = await tree('/us/africa/kenya', { host: 'viajes.localhost:3000' });
    expect(allBlocks(t, 'AdBanner')).toEqual([]);
    expect(block(t, 'DestinationTrips')).toBeDefined();
  });
});

describe('experiments', () => {
  it('ABCountryPLPSearch v2 adds the search to the country page only', async () => {
    const off = await tree('/us/africa/kenya?ABCountryPLPSearch=v1');
    expect(block(off, 'SearchSection')).toBeUndefined();
    const on = await tree('/us/africa/kenya?ABCountryPLPSearch=v2');
    expect(on.context.experiments['ABCountryPLPSearch']).toBe('v2');
    expect(block(on, 'SearchSection')).toBeDefined();
  });

  it.each([
    ['v1', 'grid'],
    ['v2', 'list'],
    ['v3', 'compact'],
  ] as const)('ABC_PLPRevamp %s shows the %s layout', async (variant, layout) => {
    for (const path of ['/us/africa/kenya', '/us/asia/east-asia', '/us/africa']) {
      const t = await tree(`${path}?ABC_PLPRevamp=${variant}`);
      expect(block(t, 'DestinationTrips')!.props.layout, path).toBe(layout);
    }
  });
});

describe('for search engines', () => {
  it('BreadcrumbList and an ItemList of the trips shown, hreflang alternates', async () => {
    const t = await tree('/ca/africa/kenya');
    const [crumbs, items] = t.page.structuredData as unknown as Markup[];
    expect(crumbs!['@type']).toBe('BreadcrumbList');
    expect(crumbs!.itemListElement.map((i) => i.item)).toEqual([
      `http://${HOST}/ca`,
      `http://${HOST}/ca/africa`,
      `http://${HOST}/ca/africa/kenya`,
    ]);
    expect(items!['@type']).toBe('ItemList');
    const cards = block(t, 'DestinationTrips')!.props.cards;
    expect(items!.itemListElement.map((i) => i.url)).toEqual(cards.map((c) => `http://${HOST}${c.href}`));
    expect(t.page.alternates?.map((a) => a.hreflang)).toEqual(expect.arrayContaining(['en-CA', 'fr-CA']));
    expect(t.page.alternates?.find((a) => a.hreflang === 'fr-CA')?.href).toBe(
      `http://${HOST}/ca/africa/kenya?locale=fr-CA`,
    );
    expect(t.page.breadcrumbs.map((b) => b.link)).toEqual(['/ca', '/ca/africa', '/ca/africa/kenya']);

    const paged = await tree('/us/africa?page=2&sort=price-asc');
    expect(paged.page.canonical).toBe(`http://${HOST}/us/africa?page=2`);
    const positions = (paged.page.structuredData[1] as unknown as Markup).itemListElement.map(
      (i) => i.position,
    );
    expect(positions[0]).toBe(13);
  });
});

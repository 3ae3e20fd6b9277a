/** Behaviour of the /:market routes: markets, languages, flags and the data the composer's rules need. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.ts';
import { getCatalogue } from '../catalogue/index.ts';
import { MARKET_INFO, MARKETS, type Market } from '../markets.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = buildSandbox({ publicUrl: 'https://sandbox.example/' });
  await app.ready();
});
afterAll(() => app.close());

// biome-ignore lint/suspicious/noExplicitAny: test helper over arbitrary JSON bodies
async function data(url: string, headers: Record<string, string> = {}): Promise<any> {
  const response = await app.inject({ url, headers });
  expect(response.statusCode, url).toBe(200);
  return JSON.parse(response.body).data;
}

describe('markets', () => {
  it('answers 404 UNKNOWN_MARKET for an unknown market', async () => {
    const response = await app.inject('/zz/api/home');
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body).error.code).toBe('UNKNOWN_MARKET');
  });

  it('answers 404 NOT_FOUND for an unknown path', async () => {
    const response = await app.inject('/us/api/nope');
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body).error.code).toBe('NOT_FOUND');
  });

  it.each([
    ['au', false, true, true, false],
    ['ca', true, true, true, false],
    ['co', true, false, false, false],
    ['de', true, false, true, false],
    ['es', true, false, true, true],
    ['fr', true, false, true, false],
    ['mx', true, false, true, true],
    ['uk', true, true, true, false],
    ['us', true, true, true, false],
  ] as const)(
    '%s site flags: travelStories %s, reviewWidget %s, mgm %s, immersive %s',
    async (market, ...flags) => {
      const context = await data(`/${market}/api/site/context/guest`);
      const { travelStories, reviewWidget, mgmPromotion, isImmersiveHomePage } = context.site;
      expect([travelStories, reviewWidget, mgmPromotion, isImmersiveHomePage]).toEqual(flags);
      expect(context.market).toBe(market);
      expect(context.currency.isoCode).toBe(MARKET_INFO[market].currency.isoCode);
      expect(context.alternativeDomains).toHaveLength(11);
      expect(context.alternativeDomains).toContainEqual({
        market: 'es',
        locale: 'es-ES',
        domain: 'https://www.waypoint.test/es',
      });
    },
  );
});

describe('languages', () => {
  const barText = async (url: string, headers?: Record<string, string>) =>
    (await data(url, headers)).bar.text;

  it('uses the query locale, then Accept-Language, then the market main locale', async () => {
    expect(await barText('/us/api/promotion')).toMatch(/Season Sale/);
    expect(await barText('/us/api/promotion?locale=es-US')).toMatch(/Rebajas/);
    expect(await barText('/mx/api/promotion')).toMatch(/Rebajas/);
    expect(await barText('/ca/api/promotion', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' })).toMatch(
      /Soldes/,
    );
    expect(await barText('/ca/api/promotion?locale=en-CA', { 'accept-language': 'fr-CA' })).toMatch(/Season/);
    expect(await barText('/de/api/promotion', { 'accept-language': 'ja-JP, de;q=0.5' })).toMatch(
      /Saison-Sale/,
    );
    expect(await barText('/fr/api/promotion', { 'accept-language': 'ja-JP' })).toMatch(/Soldes/);
  });
});

describe('affiliates and partners', () => {
  it.each([
    ['www', 1],
    ['advisors', 1],
    ['sales', 1],
    ['viajes', 2],
    ['agents', 40],
    ['somewhere', 1],
  ])('subdomain %s is affiliate %i', async (subdomain, id) => {
    expect(await data(`/us/v1/affiliate/${subdomain}`)).toEqual({ affiliateId: id });
  });

  it('serves distinct affiliates for 1, 2, 40, 1057 and a generic one otherwise', async () => {
    const names = await Promise.all(
      [1, 2, 40, 1057, 77].map(async (id) => (await data(`/es/v1/www/${id}/site/context/affiliate`)).name),
    );
    expect(new Set(names).size).toBe(5);
    expect(names[4]).toContain('77');
  });

  it('knows three resellers and 404s on others', async () => {
    const logo = await data('/uk/api/affiliate/logo/last_minute');
    expect(logo.logoUrl).toMatch(/^https:\/\/sandbox\.example\/media\/logo\//);
    const response = await app.inject('/uk/api/affiliate/logo/nobody');
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body).error.code).toBe('UNKNOWN_RESELLER');
  });

  it('knows advisor tokens (adv-demo-2 without logo) and 404s on others', async () => {
    const [one, two] = [
      await data('/us/api/advisor/epl-config-presenter/adv-demo-1'),
      await data('/us/api/advisor/epl-config-presenter/adv-demo-2'),
    ];
    expect(one.logo).toMatch(/^https:\/\//);
    expect(two.logo).toBeNull();
    expect(one.name).not.toBe(two.name);
    const response = await app.inject('/us/api/advisor/epl-config-presenter/nope');
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body).error.code).toBe('UNKNOWN_ADVISOR_TOKEN');
  });
});

describe.each(MARKETS)('%s data', (market: Market) => {
  const { prefixSign, sufixSign } = MARKET_INFO[market].currency;
  const sign = prefixSign || sufixSign;

  it('promotion: flash config except in au, seven themed slides of 6–10 cards', async () => {
    const promotion = await data(`/${market}/api/promotion`);
    expect(promotion.configs.map((c: { kind: string }) => c.kind)).toEqual(market === 'au' ? [] : ['flash']);
    expect(promotion.isBlankPromoActivated).toBe(false);
    expect(promotion.isBlackFridayActive).toBe(false);
    expect(promotion.styling.slider.map((s: { icon: string }) => s.icon)).toEqual([
      'beach',
      'short-trips',
      'family',
      'adventure',
      'honeymoon',
      'culture',
      'safari',
    ]);
    for (const slide of promotion.styling.slider) {
      expect(slide.cards.length).toBeGreaterThanOrEqual(6);
      expect(slide.cards.length).toBeLessThanOrEqual(10);
      expect(
        slide.cards.every((card: { categories: string[] }) => card.categories.includes(slide.icon)),
      ).toBe(true);
    }
  });

  it('home: four slides covering image, video, untyped desktop and the sub-brand marker', async () => {
    const home = await data(`/${market}/api/home`);
    expect(home.slides).toHaveLength(4);
    const desktops = home.slides.map(
      (s: { backgroundSrc: { desktop: { type: string | null } } }) => s.backgroundSrc.desktop,
    );
    expect(desktops.map((d: { type: string | null }) => d.type)).toEqual(['image', 'video', null, 'image']);
    expect(desktops[1]).toMatchObject({
      webm: expect.stringMatching(/\.webm$/),
      mp4: expect.stringMatching(/\.mp4$/),
    });
    expect(desktops[1].poster).toMatch(/^https:\/\/sandbox\.example\/media\/hero\/.+\.svg$/);
    expect(
      home.slides.filter((s: { texts: { intro: string | null } }) =>
        s.texts.intro?.includes('{{subBrandLogo}}'),
      ),
    ).toHaveLength(1);
    expect(home.slides.some((s: { texts: { title: string } }) => s.texts.title.includes('<strong>'))).toBe(
      true,
    );
    expect(home.topSales.cards.length).toBeGreaterThanOrEqual(8);
    expect(home.topSales.cards.length).toBeLessThanOrEqual(12);
    expect(home.flashSales.cards).toHaveLength(8);
    expect(home.recommendedDestinations.length).toBeGreaterThanOrEqual(10);
    expect(home.recommendedDestinations.length).toBeLessThanOrEqual(12);
    const catalogue = getCatalogue();
    for (const destination of home.recommendedDestinations) {
      expect(destination.amount).toBe(catalogue.tripsOfCountry(destination.id).length);
    }
  });

  it('cards carry prices in the market currency and trip URLs of the spec shape', async () => {
    const home = await data(`/${market}/api/home`);
    for (const card of [...home.topSales.cards, ...home.flashSales.cards]) {
      expect(card.priceDetail.fromPriceBeautify).toContain(sign);
      expect(card.url).toMatch(new RegExp(`^/${market}/[a-z-]+/[a-z-]+/${card.id}-[a-z0-9-]+$`));
    }
    for (const card of home.flashSales.cards) expect(card.priceDetail.pricingPercentage).toBeGreaterThan(0);
  });

  it('referral and departures are in the market currency and country', async () => {
    const referral = await data(`/${market}/api/site/context/referral`);
    expect(referral.godfatherDiscountBeauty).toContain(sign);
    const { airportsByMarket } = await data(`/${market}/api/site/departures`);
    expect(airportsByMarket.length).toBeGreaterThanOrEqual(3);
    expect(airportsByMarket.length).toBeLessThanOrEqual(6);
    expect(airportsByMarket.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
  });

  it('reviews: eight', async () => {
    expect(await data(`/${market}/api/reviews`)).toHaveLength(8);
  });
});

describe('product card search', () => {
  it('returns cards in the order asked, skipping unknown ids', async () => {
    const cards = await data('/us/api/product/card/search?id=3,1,99999,2');
    expect(cards.map((c: { id: number }) => c.id)).toEqual([3, 1, 2]);
  });

  it('applies limit, 10 by default', async () => {
    const ids = Array.from({ length: 15 }, (_, i) => i + 1).join(',');
    expect(await data(`/us/api/product/card/search?id=${ids}`)).toHaveLength(10);
    expect(await data(`/us/api/product/card/search?id=${ids}&limit=4`)).toHaveLength(4);
    expect(await data('/us/api/product/card/search')).toEqual([]);
  });
});

describe('media links', () => {
  it('derives absolute URLs from the request when publicUrl is unset', async () => {
    const local = buildSandbox();
    const response = await local.inject({ url: '/us/api/home', headers: { host: 'api.test:8080' } });
    expect(JSON.parse(response.body).data.slides[0].backgroundSrc.desktop.src).toMatch(
      /^http:\/\/api\.test:8080\/media\/hero\//,
    );
    await local.close();
  });
});

/**
 * The page API end to end (composer + real sandbox + content store) with inject(): every market and
 * every site kind, the spec's redirects, headers and cookies.
 */
import { CURRENCY_BY_MARKET, MARKETS, marketMainLocale, resellerTheme } from '@waypoint/config';
import { type Block, type Market, PageTree } from '@waypoint/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ random: () => 0.999 });
});
afterAll(() => stack?.close());

async function page(path: string, init: { host?: string; cookie?: string } = {}) {
  const res = await stack.composer.inject({
    method: 'GET',
    url: `/v1/pages${path}`,
    headers: { host: init.host ?? 'localhost:3000', ...(init.cookie ? { cookie: init.cookie } : {}) },
  });
  return res;
}

async function tree(path: string, init: { host?: string; cookie?: string } = {}) {
  const res = await page(path, init);
  expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
  return { res, tree: PageTree.parse(res.json()) };
}

const types = (blocks: Block[]) => blocks.map((b) => b.type);

/** storefront.md §2 "Home page": the sections in order. */
const SECTION_ORDER = [
  'HeroSlider',
  'SearchSection',
  'FlashSaleCarousel',
  'BestSellersCarousel',
  'PromiseSection',
  'TravelProtectionBanner',
  'RecommendedDestinations',
  'BrandStory',
  'ReviewWidget',
  'RecentlyVisited',
  'AdBanner',
  'ReferAFriendBanner',
  'ThemedCarousel',
];

/** Strings shaped like i18n keys ('home.description'): copy that was never translated. */
function untranslatedKeys(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z][a-zA-Z]*(\.[a-zA-Z0-9_]+){1,4}$/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(untranslatedKeys);
  if (value && typeof value === 'object') return Object.values(value).flatMap(untranslatedKeys);
  return [];
}

function expectSubsequenceOrder(actual: string[], order: string[]) {
  const firstIndex = (t: string) => actual.indexOf(t);
  const present = order.filter((t) => actual.includes(t));
  const positions = present.map(firstIndex);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}

describe.each(MARKETS)('home page of %s', (market: Market) => {
  it('is a valid page tree in the market currency and locale, with the sections in the spec order', async () => {
    const { res, tree: t } = await tree(`/${market}`);
    expect(t.context.market).toBe(market);
    expect(t.context.locale).toBe(marketMainLocale(market));
    expect(t.context.currency).toEqual(CURRENCY_BY_MARKET[market]);
    expect(res.headers['x-locale']).toBe(marketMainLocale(market));
    // A first visit is given cookies (locale, experiments): never stored; pages vary.
    expect(res.headers['set-cookie']).toBeDefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toBe('Cookie, User-Agent');
    expect(t.page.canonical).toBe(`http://localhost:3000/${market}`);
    expect(t.page.breadcrumbs).toEqual([{ title: expect.any(String), link: `/${market}` }]);
    expect(t.page.noindex).toBe(false);
    const main = types(t.regions.main);
    expect(main[0]).toBe('HeroSlider');
    expectSubsequenceOrder(main, SECTION_ORDER);
    expect(types(t.regions.header)).toContain('Header');
    expect(types(t.regions.footer)).toEqual(['Footer']);
    const cookies = [res.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(new RegExp(`locale=${marketMainLocale(market)}`));
    // Every piece of copy is translated: no i18n key leaks into the page.
    expect(untranslatedKeys(t)).toEqual([]);
    const sign = CURRENCY_BY_MARKET[market];
    const carousel = t.regions.main.find((b) => b.type === 'BestSellersCarousel');
    expect(carousel).toBeDefined();
    if (carousel?.type === 'BestSellersCarousel') {
      const price = carousel.props.cards[0]!.fromPrice;
      expect(price.startsWith(sign.prefixSign) && price.endsWith(sign.sufixSign)).toBe(true);
    }
  });
});

describe('routing', () => {
  it('serves the US home page at / and the lang market at /?lang=es', async () => {
    expect((await tree('')).tree.context.market).toBe('us');
    expect((await tree('/?lang=es')).tree.context.market).toBe('es');
  });

  it.each(['/xx', '/?lang=zz', '/españa'])(
    'redirects an invalid market (%s) to /us/404 with X-error',
    async (path) => {
      const res = await page(path);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/us/404');
      expect(res.headers['x-error']).toBe('generic');
    },
  );

  it('serves the error pages without layout and without setting the locale cookie', async () => {
    const notFound = await page('/us/404');
    expect(notFound.statusCode).toBe(404);
    const t = PageTree.parse(notFound.json());
    expect(t.page.layout).toBe('none');
    expect(t.page.noindex).toBe(true);
    expect(types(t.regions.main)).toEqual(['ErrorPage']);
    expect(t.regions.header).toEqual([]);
    expect(String(notFound.headers['set-cookie'] ?? '')).not.toMatch(/locale=/);
    const serverError = await page('/us/500');
    expect(serverError.statusCode).toBe(500);
  });
});

describe('site kinds', () => {
  it('www is the B2C-only main site with the promise section', async () => {
    const { tree: t } = await tree('/us', { host: 'www.localhost:3000' });
    expect(t.context.site).toMatchObject({
      kind: 'main',
      subdomain: 'www',
      isB2COnly: true,
      layoutType: 'B2C',
    });
    expect(types(t.regions.main)).toContain('PromiseSection');
  });

  it('advisors is a B2B site, not indexed', async () => {
    const { tree: t } = await tree('/us', { host: 'advisors.localhost:3000' });
    expect(t.context.site).toMatchObject({
      kind: 'advisors',
      isB2COnly: false,
      layoutType: 'B2B',
      partnerType: 'B2B',
    });
    expect(t.page.noindex).toBe(true);
  });

  it('sales is a B2C-layout site for a signed-in user', async () => {
    const { tree: t } = await tree('/us', { host: 'sales.localhost:3000', cookie: 'wp_user=c-1' });
    expect(t.context.site).toMatchObject({ kind: 'sales', layoutType: 'B2C', isB2COnly: false });
  });

  it('sales sends a visitor who is not signed in to the public host with ERR_SALES_AUTH', async () => {
    const res = await page('/us?utm_source=mail', { host: 'sales.localhost:3000' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      'http://www.localhost:3000/us?utm_source=mail&errorCode=ERR_SALES_AUTH',
    );
  });

  it('sales sends an agent to the advisors site', async () => {
    const res = await page('/us?advisorId=7', { host: 'sales.localhost:3000', cookie: 'wp_user=c-1' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://advisors.localhost:3000/us?advisorId=7');
  });

  it('a partner subdomain gets its affiliate, its own layout and its theme', async () => {
    const main = (await tree('/es')).tree;
    const { tree: t } = await tree('/es', { host: 'viajes.localhost:3000' });
    expect(t.context.site).toMatchObject({ kind: 'partner', affiliateId: 2 });
    expect(types(t.regions.main)).not.toEqual(types(main.regions.main));
    expect(types(t.regions.main)).not.toContain('PromiseSection');
    expect(t.page.theme).toBeDefined();
    expect(t.page.theme).not.toEqual(main.page.theme);
  });

  it('advisor_token gives the private-label site with the advisor contact data', async () => {
    const response = await fetch(`${stack.sandboxUrl}/us/api/advisor/epl-config-presenter/adv-demo-1`);
    const advisor = ((await response.json()) as { data: { phone: string; name: string } }).data;
    const { res, tree: t } = await tree('/us?advisor_token=adv-demo-1');
    expect(t.context.site).toMatchObject({
      isPrivateLabel: true,
      layoutType: 'PRIVATE_LABEL',
      isB2COnly: false,
    });
    expect(res.headers['x-advisor-token']).toBe('adv-demo-1');
    const header = t.regions.header.find((b) => b.type === 'Header');
    expect(header?.type === 'Header' && header.props.phone?.display).toBe(advisor.phone);
    expect(header?.type === 'Header' && header.props.advisor?.name).toBe(advisor.name);
    const cookies = [res.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/advisor_token=adv-demo-1;.*Max-Age=7776000/);
  });

  it('utm_reseller marks reseller traffic, stored for one day', async () => {
    const { res, tree: t } = await tree('/us?utm_reseller=travelzoo');
    expect(t.context.site).toMatchObject({ isReseller: true, reseller: 'travelzoo', isB2COnly: false });
    expect(res.headers['x-utm-reseller']).toBe('travelzoo');
    expect([res.headers['set-cookie']].flat().join('\n')).toMatch(/utm_reseller=travelzoo;.*Max-Age=86400/);
  });

  it('utm_reseller=last_minute in DE switches to the partner theme and the fixed support phone', async () => {
    const plain = (await tree('/de')).tree;
    const { tree: t } = await tree('/de?utm_reseller=last_minute');
    const expected = resellerTheme('last_minute', 'de');
    expect(expected).not.toBeNull();
    const header = t.regions.header.find((b) => b.type === 'Header');
    expect(header?.type === 'Header' && header.props.phone?.display).toBe(expected!.supportPhone);
    expect(t.page.theme).not.toEqual(plain.page.theme);
  });

  it('advisor_token wins over utm_reseller', async () => {
    const { tree: t } = await tree('/us?advisor_token=adv-demo-1&utm_reseller=travelzoo');
    expect(t.context.site).toMatchObject({ isPrivateLabel: true, isReseller: false, reseller: null });
  });
});

describe('query rules', () => {
  it('hidePromotion removes the promotion bar', async () => {
    expect(types((await tree('/us')).tree.regions.header)).toContain('PromotionBar');
    expect(types((await tree('/us?hidePromotion')).tree.regions.header)).not.toContain('PromotionBar');
  });

  it('errorCode adds the error modal', async () => {
    expect((await tree('/us')).tree.regions.overlays).toEqual([]);
    const { tree: t } = await tree('/us?errorCode=ERR_SALES_AUTH');
    expect(t.regions.overlays).toMatchObject([
      { type: 'ErrorModal', props: { errorCode: 'ERR_SALES_AUTH', delayMs: 1000 } },
    ]);
  });

  it('stores MGM and an upper-case promocode', async () => {
    const { res } = await tree('/us?MGM=ANA123&promocode=summer25');
    const cookies = [res.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/mgm=ANA123;/);
    expect(cookies).toMatch(/promocode=SUMMER25;/);
  });

  it('translatorMode shows keys instead of copy', async () => {
    const { tree: t } = await tree('/us?translatorMode=true');
    expect(t.page.title).toBe('home.title');
  });

  it('locale query overrides the cookie when valid for the market, and falls back otherwise', async () => {
    expect((await tree('/ca?locale=fr-CA')).tree.context.locale).toBe('fr-CA');
    expect((await tree('/ca', { cookie: 'locale=fr-CA' })).tree.context.locale).toBe('fr-CA');
    expect((await tree('/ca?locale=de-DE')).tree.context.locale).toBe('en-CA');
  });

  it('an experiment query parameter forces its variant and sets its cookie for 30 days, SameSite Lax', async () => {
    const { res, tree: t } = await tree('/us?ABShowChatbot=v2');
    expect(t.context.experiments['ABShowChatbot']).toBe('v2');
    expect([res.headers['set-cookie']].flat().join('\n')).toMatch(
      /ABShowChatbot-version=v2;.*Max-Age=2592000.*SameSite=Lax/,
    );
  });
});

import {
  externalLinks,
  MARKET_LOCALES,
  PROMOTION_BAR_EXCLUDED_PATH,
  privacyPolicyPath,
} from '@waypoint/config';
import { type Block, MARKETS, type Market, PageTree } from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebApp, type WebApp } from './support/web-app.ts';

const ORIGIN = 'http://localhost:3000';
let app: FastifyInstance;
let sandbox: FastifyInstance;
let web: WebApp;

beforeAll(async () => {
  web = await startWebApp({ sandboxAtPath: false });
  ({ app, sandbox } = web);
}, 120_000);

afterAll(() => web?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } });

async function composed(path: string, status = 200): Promise<PageTree> {
  const res = await get(`/v1/pages${path}`);
  expect(res.statusCode, path).toBe(status);
  return PageTree.parse(res.json());
}

const blocks = (tree: PageTree): Block[] => [
  ...tree.regions.header,
  ...tree.regions.main,
  ...tree.regions.footer,
];
const typesOf = (tree: PageTree) => blocks(tree).map((b) => b.type);
// biome-ignore lint/suspicious/noExplicitAny: the props of one block type, read in assertions
const propsOf = (tree: PageTree, type: string): any => blocks(tree).find((b) => b.type === type)?.props;

type Lang = 'en' | 'es' | 'fr' | 'de';
const LANG: Record<Market, Lang> = {
  us: 'en',
  uk: 'en',
  au: 'en',
  ca: 'en',
  es: 'es',
  mx: 'es',
  co: 'es',
  fr: 'fr',
  de: 'de',
};

/** The titles of the legal and help pages in each language (sandbox texts). */
const TITLES: Record<Lang, Record<string, string>> = {
  en: {
    terms: 'Terms and conditions',
    promotionalTerms: 'Promotional terms',
    cookies: 'Cookies policy',
    privacy: 'Privacy policy',
    help: 'Help centre',
    about: 'About Waypoint',
    contact: 'Contact us',
  },
  es: {
    terms: 'Términos y condiciones',
    promotionalTerms: 'Términos de las promociones',
    cookies: 'Política de cookies',
    privacy: 'Política de privacidad',
    help: 'Centro de ayuda',
    about: 'Acerca de Waypoint',
    contact: 'Contacto',
  },
  fr: {
    terms: 'Conditions générales',
    promotionalTerms: 'Conditions des promotions',
    cookies: 'Politique des cookies',
    privacy: 'Politique de confidentialité',
    help: 'Centre d’aide',
    about: 'À propos de Waypoint',
    contact: 'Nous contacter',
  },
  de: {
    terms: 'Allgemeine Geschäftsbedingungen',
    promotionalTerms: 'Aktionsbedingungen',
    cookies: 'Cookie-Richtlinie',
    privacy: 'Datenschutzrichtlinie',
    help: 'Hilfe-Center',
    about: 'Über Waypoint',
    contact: 'Kontakt',
  },
};

describe('legal and help pages of every market, in its locale’s words', () => {
  it.each(MARKETS)('%s', async (market) => {
    for (const [key, path] of Object.entries(externalLinks(market))) {
      // MX reads its terms and promotional terms from the ES pages (§2): they are in Spanish too.
      const lang = path.startsWith('/es/') ? 'es' : LANG[market];
      const tree = await composed(path);
      expect(tree.page.kind, path).toBe('content');
      expect(propsOf(tree, 'ContentPage').title, path).toBe(TITLES[lang][key]);
      expect(tree.page.canonical, path).toBe(`${ORIGIN}${path}`);
      expect(tree.page.structuredData[0]).toMatchObject({ '@type': 'BreadcrumbList' });
      const legal = ['terms', 'cookies', 'privacy'].includes(key);
      expect(propsOf(tree, 'ContentPage').variant, path).toBe(legal ? 'legal' : 'info');
      expect(typesOf(tree), path).not.toContain('ContentTrips');
    }
  });

  it('answers the privacy path /{lang}/{market}/… of every market and locale, canonical at /{market}/…', async () => {
    for (const market of MARKETS) {
      for (const locale of MARKET_LOCALES[market]) {
        const path = privacyPolicyPath(locale.slice(0, 2), market);
        const tree = await composed(path);
        const slug = path.split('/')[3];
        expect(propsOf(tree, 'ContentPage').title, path).toBe(TITLES[LANG[market]].privacy);
        expect(tree.page.canonical, path).toBe(`${ORIGIN}/${market}/${slug}`);
      }
    }
    const html = await get('/en/us/privacy-policy');
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain(`<link rel="canonical" href="${ORIGIN}/us/privacy-policy">`);
    // Only the privacy slugs live under a language prefix.
    expect((await get('/en/us/terms-and-conditions')).statusCode).toBe(302);
  });

  it('gives a two-language market one alternate per locale', async () => {
    const tree = await composed('/ca/terms-and-conditions');
    const alternates = tree.page.alternates ?? [];
    expect(alternates.map((a) => a.hreflang)).toEqual(expect.arrayContaining([...MARKET_LOCALES.ca]));
    for (const locale of MARKET_LOCALES.ca) {
      expect(alternates.find((a) => a.hreflang === locale)?.href).toContain('/ca/terms-and-conditions');
    }
  });
});

describe('the legal slug groups (§2)', () => {
  it.each([
    ['/de/impressum', 'Impressum'],
    ['/de/cookies-richtlinie', 'Cookie-Richtlinie'],
    ['/de/cookie-richtlinien', 'Cookie-Richtlinie'],
    ['/fr/cookies-politique', 'Politique des cookies'],
    ['/de/privacy-richtlinie', 'Datenschutzrichtlinie'],
    ['/fr/termes-et-conditions', 'Conditions générales'],
    ['/de/geschaftsbedingungen', 'Allgemeine Geschäftsbedingungen'],
    ['/es/terminos-y-condiciones', 'Términos y condiciones'],
  ])('%s is a legal page: %s', async (path, title) => {
    const tree = await composed(path);
    const page = propsOf(tree, 'ContentPage');
    expect(page.title).toBe(title);
    expect(page.variant).toBe('legal');
    expect(page.toc.items.length).toBeGreaterThan(1);
    expect(page.updated.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('the terms', () => {
  it('lands /us/terms-and-conditions#conditions-travel-credit on the travel-credit conditions', async () => {
    const res = await get('/us/terms-and-conditions');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /<section id="conditions-travel-credit"[^>]*>\s*<h2[^>]*>5\. Conditions of travel credit<\/h2>/,
    );
    expect(res.body).toContain('<a href="#conditions-travel-credit">5. Conditions of travel credit</a>');
    expect(res.body.match(/id="conditions-travel-credit"/g)).toHaveLength(1);
  });

  it('shows the 2022 version for ?year=2022, under its own canonical, linking each to the other', async () => {
    const now = await composed('/us/terms-and-conditions');
    const old = await composed('/us/terms-and-conditions?year=2022');
    expect(propsOf(old, 'ContentPage').title).toBe('Terms and conditions (2022)');
    expect(old.page.canonical).toBe(`${ORIGIN}/us/terms-and-conditions?year=2022`);
    expect(propsOf(now, 'ContentPage').version.href).toBe('/us/terms-and-conditions?year=2022');
    expect(propsOf(old, 'ContentPage').version.href).toBe('/us/terms-and-conditions');
    const credit = (tree: PageTree) =>
      propsOf(tree, 'ContentPage').sections.find((s: { id: string }) => s.id === 'conditions-travel-credit')
        .html;
    expect(credit(now)).toContain('24 months');
    expect(credit(old)).toContain('12 months');
    // Only the terms have a 2022 version; elsewhere `year` changes nothing.
    const privacy = await composed('/us/privacy-policy?year=2022');
    expect(privacy.page.canonical).toBe(`${ORIGIN}/us/privacy-policy`);
  });
});

describe('sanitising', () => {
  it('strips the scripts, event handlers, inline styles and javascript: links the CMS HTML holds', async () => {
    const raw = await sandbox.inject('/us/api/generic/help');
    expect(raw.body).toMatch(/<script>window\.chat/);
    const tree = await composed('/us/help');
    const html = JSON.stringify(propsOf(tree, 'ContentPage'));
    expect(html).not.toMatch(/<script|onclick|javascript:|window\.chat/);
    expect(html).toContain('Chat with us');
    const page = await get('/us/help');
    expect(page.body).not.toMatch(/window\.chat|javascript:openChat|onclick=/);
    const terms = JSON.stringify(propsOf(await composed('/us/terms-and-conditions'), 'ContentPage'));
    expect(terms).not.toMatch(/style=|MsoNormal/);
  });
});

describe('collections and landing links', () => {
  it.each([
    '/us/adventure-trips',
    '/us/family-tours',
    '/es/vacaciones-en-familia',
    '/mx/familia',
    '/us/seasonal-offers',
    '/de/saisonangebote',
    '/us/deals',
    '/fr/offres',
    '/us/flash-sale',
    '/us/last-minute',
    '/us/early-booking',
    '/us/landing/beach-vacations',
    '/us/landing/short-trips',
    '/us/landing/vacation-deals',
    '/uk/landing/holiday-deals',
    '/es/landing/escapadas-de-playa',
  ])('%s shows its trips, with an ItemList', async (path) => {
    const tree = await composed(path);
    expect(tree.page.kind).toBe('content');
    expect(propsOf(tree, 'ContentPage').variant).toBe('collection');
    const trips = propsOf(tree, 'ContentTrips');
    expect(trips.cards.length).toBeGreaterThan(0);
    const list = tree.page.structuredData.find((d) => d['@type'] === 'ItemList');
    expect(list?.numberOfItems).toBeGreaterThan(0);
    expect(tree.page.canonical).toBe(`${ORIGIN}${path}`);
  });

  it('lists the continents and countries on the destinations page, each with its friendly link', async () => {
    const tree = await composed('/us/destinations');
    const trips = propsOf(tree, 'ContentTrips');
    expect(trips.cards).toEqual([]);
    const africa = trips.continents.find((c: { href: string }) => c.href === '/us/africa');
    expect(africa.countries.some((c: { href: string }) => c.href === '/us/africa/kenya')).toBe(true);
  });

  it('has a page for every one-segment and landing link of each market’s home page that the generic API knows', async () => {
    for (const market of MARKETS) {
      const home = await composed(`/${market}`);
      const hrefs = new Set(
        JSON.stringify(home.regions)
          .match(/"href":"\/[^"]*"/g)!
          .map((m) => m.slice(8, -1).split(/[?#]/, 1)[0]!),
      );
      let checked = 0;
      for (const href of hrefs) {
        const segments = href.split('/').filter(Boolean);
        const slug =
          segments.length === 2
            ? segments[1]
            : segments.length === 3 && segments[1] === 'landing'
              ? `landing/${segments[2]}`
              : null;
        if (!slug) continue;
        const upstream = await sandbox.inject(`/${segments[0]}/api/generic/${slug}`);
        if (upstream.statusCode !== 200) continue;
        const tree = await composed(href);
        expect(tree.page.kind, href).toBe('content');
        checked++;
      }
      expect(checked, market).toBeGreaterThan(5);
    }
  });
});

describe('unknown slugs and the excluded landing path', () => {
  it.each([
    '/us/no-such-page',
    '/us/landing/no-such-landing',
    '/de/terms',
    '/us/Terms-And-Conditions',
    '/us/landing/a/b',
  ])('%s is the not-found page with status 404', async (path) => {
    const res = await get(path);
    expect(res.statusCode).toBe(404);
    const tree = await composed(path, 404);
    expect(tree.page.kind).toBe('error');
  });

  it('serves the landing path of §2 without a promotion bar, while other landing paths show it', async () => {
    const excluded = await composed(PROMOTION_BAR_EXCLUDED_PATH);
    expect(excluded.page.kind).toBe('content');
    expect(propsOf(excluded, 'ContentTrips').cards.length).toBeGreaterThan(0);
    expect(typesOf(excluded)).not.toContain('PromotionBar');
    const other = await composed('/us/landing/beach-vacations');
    expect(typesOf(other)).toContain('PromotionBar');
    // Asked again (cached blocks), the excluded path still has no bar.
    expect(typesOf(await composed(PROMOTION_BAR_EXCLUDED_PATH))).not.toContain('PromotionBar');
  });
});

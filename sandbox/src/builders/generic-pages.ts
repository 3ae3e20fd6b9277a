/**
 * Generic pages by slug (storefront.md §7 "Leads, content and search": /api/generic/{slug} and
 * /api/generic/terms/blocks): the legal and help pages of §2 in each language's words, and a page for
 * every one-segment and landing link the API hands out (themes, hero slides, deals, flash sale, last
 * minute, early booking, destinations, the /landing/ links). A slug no link names is no page (null).
 * The sandbox is lenient, as with languages: a slug in any of the four languages is known in every market.
 */
import type { UpstreamGenericPage, UpstreamTermsBlocks } from '@waypoint/schemas';
import {
  CATEGORIES,
  type Category,
  CONTINENT_INFO,
  CONTINENTS,
  continentPath,
  countryPath,
  type Trip,
} from '../catalogue/index.ts';
import {
  CONTENT_COPY,
  type CollectionKey,
  contentFacts,
  type PageText,
  SITE_PAGES,
  type SitePageKey,
} from '../content/index.ts';
import { MARKETS } from '../markets.ts';
import { hashString } from '../rng.ts';
import { heroSlug, type LegalPage, legalPath, pagePath, themeSlug } from '../site-paths.ts';
import { productCard } from './cards.ts';
import type { BuildContext } from './context.ts';

/** The date the legal texts were last changed (shown on them). */
const LEGAL_UPDATED = '2025-03-01';
const TERMS_2022_UPDATED = '2022-01-15';

type Page =
  | { kind: 'site'; page: SitePageKey }
  | { kind: 'collection'; key: CollectionKey }
  | { kind: 'theme'; category: Category }
  | { kind: 'destinations' };

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

const SITE_LINKS: Record<SitePageKey, LegalPage | null> = {
  terms: 'terms',
  cookies: 'cookies',
  privacy: 'privacy',
  impressum: null,
  promotionalTerms: 'promoTerms',
  help: 'help',
  about: 'about',
  contact: 'contact',
};

/** Every slug the site's links use, in every market's URL language, plus the slug groups' extras (§2). */
function slugTable(): Map<string, Page> {
  const table = new Map<string, Page>();
  const add = (slug: string, page: Page) => {
    if (!table.has(slug)) table.set(slug, page);
  };
  for (const market of MARKETS) {
    for (const page of SITE_PAGES) {
      const link = SITE_LINKS[page];
      if (link) add(lastSegment(legalPath(link, market)), { kind: 'site', page });
    }
    for (const category of CATEGORIES) add(themeSlug(category, market), { kind: 'theme', category });
    for (let i = 0; i < 4; i++)
      add(heroSlug(i, market), { kind: 'collection', key: `hero${i + 1}` as CollectionKey });
    add(lastSegment(pagePath('deals', market)), { kind: 'collection', key: 'deals' });
    add(lastSegment(pagePath('flash', market)), { kind: 'collection', key: 'flash' });
    add(lastSegment(pagePath('lastMinute', market)), { kind: 'collection', key: 'lastMinute' });
    add(lastSegment(pagePath('early', market)), { kind: 'collection', key: 'early' });
    add(lastSegment(pagePath('destinations', market)), { kind: 'destinations' });
  }
  // storefront.md §2 "Legal pages are recognised by slug groups": the groups' slugs beyond the links.
  add('cookies-politique', { kind: 'site', page: 'cookies' });
  add('cookies-richtlinie', { kind: 'site', page: 'cookies' });
  add('privacy-richtlinie', { kind: 'site', page: 'privacy' });
  add('impressum', { kind: 'site', page: 'impressum' });
  return table;
}

const SLUGS = slugTable();

/**
 * The landing links of the site's carousels and promotions, per locale ('See all trips', the beach and
 * short-trips carousels), and the partner landing path where the promotion bar never shows (§2).
 */
const LANDING_SLUGS: Readonly<Record<string, CollectionKey>> = {
  'vacation-deals': 'landingDeals',
  'holiday-deals': 'landingDeals',
  'ofertas-de-viajes': 'landingDeals',
  'offres-de-voyages': 'landingDeals',
  reiseangebote: 'landingDeals',
  'beach-vacations': 'landingBeach',
  'beach-holidays': 'landingBeach',
  'escapadas-de-playa': 'landingBeach',
  'sejours-plage': 'landingBeach',
  strandurlaub: 'landingBeach',
  'short-trips': 'landingShort',
  'short-breaks': 'landingShort',
  'short-getaways': 'landingShort',
  'viajes-cortos': 'landingShort',
  'courts-sejours': 'landingShort',
  kurzreisen: 'landingShort',
  'partner-exclusive': 'partnerExclusive',
};

/** Trips of a collection: its rule, then a per-market, per-collection order (deterministic). */
const COLLECTION_TRIPS: Record<CollectionKey, (trip: Trip) => boolean> = {
  deals: (t) => t.discount > 0,
  flash: (t) => t.discount >= 15,
  lastMinute: (t) => t.discount > 0 && t.days <= 10,
  early: (t) => t.days >= 9,
  hero1: (t) => t.discount > 0,
  hero2: (t) => t.days >= 12,
  hero3: (t) => t.basePriceUsd >= 2500,
  hero4: (t) => t.categories.includes('honeymoon') || t.basePriceUsd >= 3500,
  landingDeals: (t) => t.discount > 0,
  landingBeach: (t) => t.categories.includes('beach'),
  landingShort: (t) => t.categories.includes('short-trips') || t.days <= 7,
  partnerExclusive: (t) => t.popularity > 0,
};

const COLLECTION_SIZE = 12;

function pickTrips(ctx: BuildContext, key: string, keep: (trip: Trip) => boolean): Trip[] {
  const order = (trip: Trip) => hashString(`${ctx.market}:${key}:${trip.id}`);
  const picked = ctx.catalogue.trips.filter(keep);
  const list = picked.length > 0 ? picked : [...ctx.catalogue.trips];
  return list.sort((a, b) => order(a) - order(b) || a.id - b.id).slice(0, COLLECTION_SIZE);
}

function page(
  slug: string,
  type: UpstreamGenericPage['type'],
  text: Pick<PageText, 'title' | 'intro'> & Partial<Pick<PageText, 'sections'>>,
  extra: Partial<UpstreamGenericPage> = {},
): UpstreamGenericPage {
  return {
    slug,
    type,
    title: text.title,
    intro: text.intro,
    updatedAt: null,
    sections: (text.sections ?? []).map(([id, title, html]) => ({ id, title, html })),
    cards: [],
    continents: [],
    ...extra,
  };
}

function destinations(ctx: BuildContext): UpstreamGenericPage['continents'] {
  const { catalogue, market, lang } = ctx;
  return CONTINENTS.map((continent) => {
    const countries = catalogue.countries
      .filter((country) => country.continent === continent)
      .map((country) => ({
        id: country.id,
        name: country.name[lang],
        url: countryPath(country, market),
        trips: catalogue.tripsOfCountry(country.id).length,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, lang));
    return {
      id: CONTINENT_INFO[continent].id,
      name: CONTINENT_INFO[continent].name[lang],
      url: continentPath(continent, market),
      trips: countries.reduce((sum, c) => sum + c.trips, 0),
      countries,
    };
  }).filter((continent) => continent.countries.length > 0);
}

function build(ctx: BuildContext, slug: string, found: Page): UpstreamGenericPage {
  const copy = CONTENT_COPY[ctx.lang];
  const cards = (trips: Trip[]) => trips.map((trip) => productCard(ctx, trip));
  switch (found.kind) {
    case 'site': {
      const text = copy.pages[found.page](contentFacts(ctx.market, ctx.lang));
      const legal = ['terms', 'cookies', 'privacy', 'impressum'].includes(found.page);
      return page(slug, legal ? 'legal' : 'info', text, legal ? { updatedAt: LEGAL_UPDATED } : {});
    }
    case 'collection':
      return page(slug, 'collection', copy.collections[found.key], {
        cards: cards(pickTrips(ctx, found.key, COLLECTION_TRIPS[found.key])),
      });
    case 'theme': {
      const theme = ctx.copy.themes[found.category];
      return page(
        slug,
        'collection',
        { title: theme.title, intro: copy.theme.intro(theme.title, theme.description) },
        { cards: cards(pickTrips(ctx, found.category, (t) => t.categories.includes(found.category))) },
      );
    }
    case 'destinations':
      return page(slug, 'collection', copy.destinations, { continents: destinations(ctx) });
  }
}

/** GET /api/generic/{slug}: the page, or undefined for a slug no link names. */
export function genericPage(ctx: BuildContext, slug: string): UpstreamGenericPage | undefined {
  const found = SLUGS.get(slug);
  return found ? build(ctx, slug, found) : undefined;
}

/** GET /api/generic/landing/{slug}: a landing link's page, or undefined. */
export function genericLandingPage(ctx: BuildContext, slug: string): UpstreamGenericPage | undefined {
  const key = Object.hasOwn(LANDING_SLUGS, slug) ? LANDING_SLUGS[slug] : undefined;
  return key ? build(ctx, `landing/${slug}`, { kind: 'collection', key }) : undefined;
}

/** GET /api/generic/terms/blocks[?year=2022]: the terms as blocks, the 2022 version on request (§2). */
export function termsBlocks(ctx: BuildContext, year: string | undefined): UpstreamTermsBlocks {
  const copy = CONTENT_COPY[ctx.lang];
  const facts = contentFacts(ctx.market, ctx.lang);
  const older = year === '2022';
  const text = older ? copy.terms2022(facts) : copy.pages.terms(facts);
  return {
    title: text.title,
    year: older ? 2022 : null,
    updatedAt: older ? TERMS_2022_UPDATED : LEGAL_UPDATED,
    intro: text.intro,
    blocks: text.sections.map(([id, title, html]) => ({ id, title, html })),
  };
}

/** Every slug with a page in a market's URL language (the tests and the sitemap read it). */
export function genericSlugs(): { slugs: string[]; landing: string[] } {
  return { slugs: [...SLUGS.keys()], landing: Object.keys(LANDING_SLUGS) };
}

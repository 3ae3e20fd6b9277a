/** The generic pages: every one-segment and landing link the API hands out has a page, in each language. */
import { UpstreamGenericPage, UpstreamTermsBlocks, upstreamEnvelope } from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.ts';
import { CONTINENTS, continentPath } from '../catalogue/index.ts';
import { MARKETS } from '../markets.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = buildSandbox({ publicUrl: 'https://sandbox.example/' });
  await app.ready();
});
afterAll(() => app.close());

async function get(url: string) {
  const response = await app.inject({ url });
  return { status: response.statusCode, body: JSON.parse(response.body) };
}

/** Every string in a JSON value that looks like a site path. */
function paths(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string' && value.startsWith('/')) out.push(value);
  else if (Array.isArray(value)) for (const v of value) paths(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) paths(v, out);
  return out;
}

/** Paths of other page kinds (campaign pages, continents), which are not generic pages. */
const OTHER_KINDS = new Set(['referral', 'bestpriceguarantee', '404', '500']);

describe('GET /:market/api/generic/:slug', () => {
  it.each(MARKETS)(
    'has a page for every one-segment link of %s (header, footer, home, promotions)',
    async (market) => {
      const continents = new Set(CONTINENTS.map((c) => continentPath(c, market)));
      const sources = [
        '/api/header',
        '/api/footer',
        '/api/home',
        '/api/promotion',
        '/api/campaign-components',
      ];
      const links = new Set<string>();
      for (const source of sources) {
        const { body } = await get(`/${market}${source}`);
        for (const path of paths(body.data)) {
          const segments = path.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
          if (segments.length === 2 && !OTHER_KINDS.has(segments[1]!) && !continents.has(path))
            links.add(`/${segments[0]}/api/generic/${segments[1]}`);
        }
      }
      // Themed slides carry their slug without the market.
      const { body: promotion } = await get(`/${market}/api/promotion`);
      for (const slide of promotion.data.styling.slider) links.add(`/${market}/api/generic/${slide.slug}`);
      expect(links.size).toBeGreaterThan(15);
      for (const link of links) {
        const { status, body } = await get(link);
        expect(status, link).toBe(200);
        expect(upstreamEnvelope(UpstreamGenericPage).safeParse(body).success, link).toBe(true);
      }
    },
  );

  it.each([
    ['us', 'terms-and-conditions', 'en', 'Terms and conditions', 'legal'],
    ['es', 'terminos-y-condiciones', 'es', 'Términos y condiciones', 'legal'],
    ['fr', 'politique-de-confidentialite', 'fr', 'Politique de confidentialité', 'legal'],
    ['de', 'datenschutzrichtlinie', 'de', 'Datenschutzrichtlinie', 'legal'],
    ['de', 'impressum', 'de', 'Impressum', 'legal'],
    ['de', 'cookies-richtlinie', 'de', 'Cookie-Richtlinie', 'legal'],
    ['fr', 'cookies-politique', 'fr', 'Politique des cookies', 'legal'],
    ['de', 'privacy-richtlinie', 'de', 'Datenschutzrichtlinie', 'legal'],
    ['mx', 'ayuda', 'es', 'Centro de ayuda', 'info'],
    ['de', 'bezuglich', 'de', 'Über Waypoint', 'info'],
    ['fr', 'a-propos-de', 'fr', 'À propos de Waypoint', 'info'],
    ['es', 'contacto', 'es', 'Contacto', 'info'],
    ['de', 'aktionsbedingungen', 'de', 'Aktionsbedingungen', 'info'],
  ])('/%s/api/generic/%s is in its language (%s): %s', async (market, slug, lang, title, type) => {
    const { status, body } = await get(`/${market}/api/generic/${slug}?locale=${lang}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ slug, title, type });
    expect(body.data.sections.length).toBeGreaterThan(1);
  });

  it('names the market’s company and contact data', async () => {
    const { body } = await get('/uk/api/generic/contact');
    const html = body.data.sections.map((s: { html: string }) => s.html).join('');
    expect(html).toContain('Waypoint Travel Ltd');
    expect(html).toContain('help.uk@waypoint.test');
  });

  it('holds HTML that a client must not receive as it is (the composer sanitises it)', async () => {
    const { body } = await get('/us/api/generic/help');
    const html = body.data.sections.map((s: { html: string }) => s.html).join('');
    expect(html).toContain('<script>');
    expect(html).toContain('onclick=');
  });

  it('lists trips on a collection page and the continents and countries on the destinations page', async () => {
    const { body: deals } = await get('/us/api/generic/deals');
    expect(deals.data.cards.length).toBeGreaterThan(3);
    expect(deals.data.cards.every((c: { url: string }) => c.url.startsWith('/us/'))).toBe(true);
    const { body: theme } = await get('/es/api/generic/vacaciones-en-familia');
    expect(theme.data.cards.every((c: { categories: string[] }) => c.categories.includes('family'))).toBe(
      true,
    );
    const { body: places } = await get('/de/api/generic/reiseziele');
    expect(places.data.continents.length).toBeGreaterThan(3);
    const africa = places.data.continents.find((c: { url: string }) => c.url === '/de/afrika');
    expect(africa.countries.length).toBeGreaterThan(0);
    expect(africa.countries[0].url.startsWith('/de/afrika/')).toBe(true);
  });

  it('answers 404 for a slug no link names', async () => {
    expect((await get('/us/api/generic/no-such-page')).status).toBe(404);
    expect((await get('/us/api/generic/landing')).status).toBe(404);
  });
});

describe('GET /:market/api/generic/landing/:slug', () => {
  it.each([
    ['us', 'beach-vacations'],
    ['us', 'short-trips'],
    ['us', 'vacation-deals'],
    ['us', 'partner-exclusive'],
    ['uk', 'holiday-deals'],
    ['au', 'short-getaways'],
    ['es', 'escapadas-de-playa'],
    ['fr', 'sejours-plage'],
    ['de', 'kurzreisen'],
  ])('/%s/…/landing/%s is a trip collection', async (market, slug) => {
    const { status, body } = await get(`/${market}/api/generic/landing/${slug}`);
    expect(status).toBe(200);
    expect(body.data.slug).toBe(`landing/${slug}`);
    expect(body.data.cards.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown landing slug', async () => {
    expect((await get('/us/api/generic/landing/nope')).status).toBe(404);
  });
});

describe('GET /:market/api/generic/terms/blocks', () => {
  it('holds the travel-credit conditions under their anchor, in every language', async () => {
    for (const lang of ['en', 'es', 'fr', 'de']) {
      const { status, body } = await get(`/us/api/generic/terms/blocks?locale=${lang}`);
      expect(status).toBe(200);
      expect(upstreamEnvelope(UpstreamTermsBlocks).safeParse(body).success).toBe(true);
      expect(body.data.year).toBeNull();
      expect(body.data.blocks.map((b: { id: string }) => b.id)).toContain('conditions-travel-credit');
    }
  });

  it('answers the 2022 version for year=2022, with its own text', async () => {
    const now = (await get('/us/api/generic/terms/blocks')).body.data;
    const old = (await get('/us/api/generic/terms/blocks?year=2022')).body.data;
    expect(old.year).toBe(2022);
    expect(old.title).toBe('Terms and conditions (2022)');
    const credit = (d: { blocks: { id: string; html: string }[] }) =>
      d.blocks.find((b) => b.id === 'conditions-travel-credit')!.html;
    expect(credit(now)).toContain('24 months');
    expect(credit(old)).toContain('12 months');
    expect((await get('/us/api/generic/terms/blocks?year=2019')).body.data.year).toBeNull();
  });
});

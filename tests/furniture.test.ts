import type { AddressInfo } from 'node:net';
import { MARKETS } from '@waypoint/config';
import { buildWebService, loadWebEnv } from '@waypoint/renderer';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebApp, type WebApp } from './support/web-app.ts';

let app: FastifyInstance;
let web: WebApp;

const MAIN = 'localhost:3000';
const WWW = 'www.localhost:3000';
const PARTNER = 'viajes.localhost:3000';

beforeAll(async () => {
  web = await startWebApp();
  ({ app } = web);
}, 120_000);

afterAll(() => web?.close());

const get = (url: string, host = MAIN, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host, ...headers } });

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(head(html))?.[1];
const alternates = (html: string) =>
  [...head(html).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [
    m[1],
    m[2]!.replaceAll('&amp;', '&'),
  ]);
const hrefs = (html: string, cls: string) =>
  [...html.matchAll(new RegExp(`<a class="${cls}" href="([^"]+)"`, 'g'))].map((m) =>
    m[1]!.replaceAll('&amp;', '&'),
  );
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('canonical, hreflang and robots in the head', () => {
  it('the home page: canonical itself, every market home as an alternate, x-default the default market', async () => {
    const res = await get('/es');
    expect(res.statusCode).toBe(200);
    expect(canonical(res.body)).toBe('http://localhost:3000/es');
    const alt = alternates(res.body);
    expect(alt).toContainEqual(['es-ES', 'http://localhost:3000/es']);
    expect(alt).toContainEqual(['en-GB', 'http://localhost:3000/uk']);
    expect(alt).toContainEqual(['fr-CA', 'http://localhost:3000/ca?locale=fr-CA']);
    expect(alt.at(-1)).toEqual(['x-default', 'http://localhost:3000/us']);
    expect(head(res.body)).not.toContain('name="robots"');
  });

  it('a page in the second language of its market is its own canonical, and one of its alternates', async () => {
    const res = await get('/ca?locale=fr-CA');
    expect(canonical(res.body)).toBe('http://localhost:3000/ca?locale=fr-CA');
    expect(alternates(res.body).map(([, href]) => href)).toContain(canonical(res.body));
  });

  it('a trip page: canonical without the selection, alternates in the market languages and x-default', async () => {
    const home = await get('/us');
    const trip = hrefs(home.body, 'header__deal-link')[0]!;
    const res = await get(`${trip}?adults=3`);
    expect(res.statusCode).toBe(200);
    expect(canonical(res.body)).toBe(`http://localhost:3000${trip}`);
    expect(alternates(res.body)).toEqual([
      ['en-US', `http://localhost:3000${trip}`],
      ['es-US', `http://localhost:3000${trip}?locale=es-US`],
      ['x-default', `http://localhost:3000${trip}`],
    ]);
  });

  it('no-index on a partner site (storefront.md §2 Layout), indexed on www', async () => {
    expect(head((await get('/es', PARTNER)).body)).toContain(
      '<meta name="robots" content="noindex, nofollow">',
    );
    expect(head((await get('/es', WWW)).body)).not.toContain('name="robots"');
  });
});

describe('robots.txt and sitemaps', () => {
  it('robots.txt on www allows crawling and names the sitemap; a partner site disallows all', async () => {
    const www = await get('/robots.txt', WWW);
    expect(www.statusCode).toBe(200);
    expect(www.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(www.headers['cache-control']).toBe('public, max-age=600');
    expect(www.body).toContain('Allow: /\n');
    expect(www.body).toContain('Sitemap: http://www.localhost:3000/sitemap.xml\n');
    const partner = await get('/robots.txt', PARTNER);
    expect(partner.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('the sitemap index lists one sitemap per market; every sitemap URL is absolute, on the site and answers', async () => {
    const index = await get('/sitemap.xml', WWW);
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toBe('public, max-age=3600');
    expect(index.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const files = locs(index.body);
    expect(files).toEqual(MARKETS.map((m) => `http://www.localhost:3000/sitemap-${m}.xml`));

    const mx = await get('/sitemap-mx.xml', WWW);
    expect(mx.statusCode).toBe(200);
    const urls = locs(mx.body);
    expect(urls.length).toBeGreaterThan(200);
    expect(urls.length).toBeLessThanOrEqual(50_000);
    for (const url of urls) expect(url.startsWith('http://www.localhost:3000/mx'), url).toBe(true);
    expect(urls[0]).toBe('http://www.localhost:3000/mx');

    // The home, a destination and a trip of the sitemap are pages.
    const sample = [urls[0]!, urls[1]!, urls.find((u) => /\/\d+-/.test(u))!];
    for (const url of sample) {
      const res = await get(new URL(url).pathname + new URL(url).search, WWW);
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('a market of two languages lists both versions with their alternates', async () => {
    const ca = await get('/sitemap-ca.xml', MAIN);
    const urls = locs(ca.body);
    expect(urls).toContain('http://localhost:3000/ca');
    expect(urls).toContain('http://localhost:3000/ca?locale=fr-CA');
    expect(ca.body).toContain(
      '<xhtml:link rel="alternate" hreflang="fr-CA" href="http://localhost:3000/ca?locale=fr-CA"/>',
    );
  });

  it('answers 404 for sitemaps on a partner site and for unknown sitemap names', async () => {
    for (const [url, host] of [
      ['/sitemap.xml', PARTNER],
      ['/sitemap-us.xml', PARTNER],
      ['/sitemap-zz.xml', WWW],
      ['/sitemap-us-2.xml', WWW],
      ['/sitemap-us.txt', WWW],
    ] as const) {
      const res = await get(url, host);
      expect(res.statusCode, `${host}${url}`).toBe(404);
    }
  });
});

describe('header and footer', () => {
  it('the MX footer and header links carry one market prefix (storefront.md §2)', async () => {
    const res = await get('/mx');
    const links = [
      ...hrefs(res.body, 'footer__link'),
      ...hrefs(res.body, 'header__menu-link'),
      ...hrefs(res.body, 'header__deal-link'),
    ];
    expect(links).toContain('/es/terminos-y-condiciones');
    for (const link of links) expect(link, link).not.toMatch(/^\/(mx|es)\/(mx|es)\//);
  });

  it('headerWithSearch (on by default) puts the search form in the header; v1 removes it', async () => {
    const on = await get('/us');
    expect(on.body).toMatch(
      /<form class="header__search-form" action="\/us\/search-results\/search-results" method="get">/,
    );
    const off = await get('/us?headerWithSearch=v1');
    expect(off.body).not.toContain('<form class="header__search-form"');
  });

  it('ABPhoneHeader v2 shows the phone as an icon only', async () => {
    const on = await get('/us?ABPhoneHeader=v2');
    expect(on.body).toContain('class="header__phone"');
    expect(on.body).not.toContain('class="header__phone-number"');
    expect((await get('/us')).body).toContain('class="header__phone-number"');
  });

  it('the language selector keeps the page and sets the locale, as plain links', async () => {
    const res = await get('/ca');
    expect(res.body).toMatch(/<a class="header__language-link" href="\?locale=fr-CA" hrefLang="fr-CA"/);
  });

  it('shows the language disclaimer in CA in French with the multilanguage test, nowhere else', async () => {
    const fr = await get('/ca?locale=fr-CA&ABMultilanguage=v2');
    expect(fr.body).toContain('<p class="header__disclaimer" role="note">');
    expect(fr.body).toContain('disponibles qu’en anglais');
    for (const url of [
      '/ca?locale=en-CA&ABMultilanguage=v2',
      '/ca?locale=fr-CA&ABMultilanguage=v1',
      '/us?locale=es-US&ABMultilanguage=v2',
    ]) {
      expect((await get(url)).body, url).not.toContain('<p class="header__disclaimer"');
    }
  });

  it('the markets selection lists every market and language, to its home, and works without JavaScript', async () => {
    const res = await get('/de');
    expect(res.body).toContain(
      '<details class="footer__markets-details"><summary class="footer__markets-button">',
    );
    const markets = [
      ...res.body.matchAll(/<a class="footer__market" href="([^"]+)" hrefLang="([^"]+)"/g),
    ].map((m) => m[1]);
    // In the disclosure; the closed modal renders its list only once opened.
    expect(markets.length).toBe(11);
    expect(new Set(markets)).toEqual(
      new Set([
        '/au',
        '/ca?locale=en-CA',
        '/ca?locale=fr-CA',
        '/co',
        '/de',
        '/es',
        '/fr',
        '/mx',
        '/uk',
        '/us?locale=en-US',
        '/us?locale=es-US',
      ]),
    );
    for (const href of new Set(markets)) expect((await get(href!)).statusCode, href).toBe(200);
  });
});

describe('the split web service (renderer/src/web-service.ts)', () => {
  it('passes robots.txt and the sitemaps to the composer with the visitor Host', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const composerUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const web = await buildWebService(loadWebEnv({ COMPOSER_URL: composerUrl, LOG_LEVEL: 'silent' }));
    try {
      const robots = await web.inject({ url: '/robots.txt', headers: { host: WWW } });
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toContain('Sitemap: http://www.localhost:3000/sitemap.xml');
      const index = await web.inject({ url: '/sitemap.xml', headers: { host: WWW } });
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(index.headers['cache-control']).toBe('public, max-age=3600');
      const es = await web.inject({ url: '/sitemap-es.xml', headers: { host: WWW } });
      expect(locs(es.body)[0]).toBe('http://www.localhost:3000/es');
      const partner = await web.inject({ url: '/sitemap.xml', headers: { host: PARTNER } });
      expect(partner.statusCode).toBe(404);
    } finally {
      await web.close();
    }
  }, 60_000);
});

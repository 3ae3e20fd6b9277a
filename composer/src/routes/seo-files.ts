/**
 * GET /robots.txt, /sitemap.xml and /sitemap-{market}[-{part}].xml (files for search engines;
 * storefront.md §2 Layout: pages are no-index unless the site is the main domain or www).
 *
 * An indexable site gets a robots.txt that allows crawling and names its sitemap, a sitemap index of
 * every market's sitemap, and each market's sitemap: the home, its destinations, trips and content pages
 * (`GET /{market}/api/seo/sitemap`, cached as upstream data). Any other site (a partner, advisors, sales)
 * gets `Disallow: /` and 404 for the sitemaps. URLs are absolute on the request's origin; the XML of a
 * market is cached once in the shared cache with a placeholder for the origin, so the cache key holds no
 * value a visitor chose (visitors cannot grow it). Public Cache-Control (storefront.md §9: medium 3600 s).
 */
import {
  CACHE_CONTROL_MAX_AGE,
  DEFAULT_AFFILIATE_ID,
  isMarket,
  isNoIndex,
  MAIN_SUBDOMAIN,
  MARKETS,
  marketMainLocale,
  siteFromHost,
  validHost,
} from '@waypoint/config';
import type { Market } from '@waypoint/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientOf } from '../client.ts';
import { Errors } from '../errors.ts';
import { createDataSources, type SourceSettings } from '../sources/data-sources.ts';
import { errorBody } from './error-handler.ts';
import {
  escapeXml,
  parseSitemapFile,
  robotsTxt,
  sitemapIndexXml,
  sitemapParts,
  sitemapXml,
} from './sitemap-xml.ts';

/** Stands for the request's origin in cached XML; it cannot occur in a URL. */
const ORIGIN_MARK = '\u0000origin\u0000';

const XML_TYPE = 'application/xml; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';
const PUBLIC_MEDIUM = `public, max-age=${CACHE_CONTROL_MAX_AGE.medium}`;
const PUBLIC_DEFAULT = `public, max-age=${CACHE_CONTROL_MAX_AGE.default}`;

export interface SeoFileOptions {
  baseDomain: string;
  sources: SourceSettings;
  ttlMs: number;
  staleMs: number;
}

/** The site a request is for: its origin, and whether §2 lets search engines index it. */
function siteOf(request: FastifyRequest, baseDomain: string): { origin: string; indexable: boolean } {
  const client = clientOf(request);
  const host = validHost(client.host);
  const site = siteFromHost(client.host, baseDomain);
  return {
    // As resolve-context builds every page's canonical: absolute links only from a valid host.
    origin: `${client.protocol}://${host ?? 'localhost'}`,
    // An invalid or missing Host names no site: nothing to index there.
    indexable: host !== null && !isNoIndex({ isMainDomain: site.isMainDomain, subdomain: site.subdomain }),
  };
}

export async function seoFileRoutes(app: FastifyInstance, options: SeoFileOptions): Promise<void> {
  const paths = (market: Market, request: FastifyRequest) =>
    createDataSources({
      client: app.upstream,
      cache: app.cache,
      scope: {
        market,
        locale: marketMainLocale(market),
        subdomain: MAIN_SUBDOMAIN,
        affiliateId: DEFAULT_AFFILIATE_ID,
      },
      settings: options.sources,
      log: request.log,
    })
      .sitemap()
      .then((data) => data.entries.map((e) => e.path));

  const cached = (key: string, load: () => Promise<string>) =>
    app.cache.wrap(key, { ttlMs: options.ttlMs, staleMs: options.staleMs, tags: ['upstream'] }, load);

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(404)
      .header('cache-control', PUBLIC_DEFAULT)
      .send(errorBody(new Errors.ROUTE_NOT_FOUND(`GET ${request.url.split('?')[0]}`), request.id));

  const xml = (reply: FastifyReply, body: string, origin: string) =>
    reply
      .header('content-type', XML_TYPE)
      .header('cache-control', PUBLIC_MEDIUM)
      .send(body.replaceAll(ORIGIN_MARK, escapeXml(origin)));

  app.get('/robots.txt', async (request, reply) => {
    const { origin, indexable } = siteOf(request, options.baseDomain);
    return reply
      .header('content-type', TEXT_TYPE)
      .header('cache-control', PUBLIC_DEFAULT)
      .send(robotsTxt(origin, indexable));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const { origin, indexable } = siteOf(request, options.baseDomain);
    if (!indexable) return notFound(request, reply);
    const body = await cached('seo:sitemap-index', async () => {
      const counts = await Promise.all(
        MARKETS.map(async (market) => ({
          market,
          parts: sitemapParts(market, (await paths(market, request)).length),
        })),
      );
      return sitemapIndexXml(ORIGIN_MARK, counts);
    });
    return xml(reply, body, origin);
  });

  app.get<{ Params: { file: string } }>('/sitemap-:file', async (request, reply) => {
    const { origin, indexable } = siteOf(request, options.baseDomain);
    const named = parseSitemapFile(`sitemap-${request.params.file}`);
    if (!indexable || !named || !isMarket(named.market)) return notFound(request, reply);
    const market = named.market;
    const list = await paths(market, request);
    if (named.part > sitemapParts(market, list.length)) return notFound(request, reply);
    const body = await cached(`seo:sitemap:${market}:${named.part}`, async () =>
      sitemapXml(ORIGIN_MARK, market, list, named.part),
    );
    return xml(reply, body, origin);
  });
}

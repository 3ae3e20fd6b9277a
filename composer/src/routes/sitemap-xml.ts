/**
 * Files for search engines: the sitemap index, one sitemap per market (split in files of at
 * most 50,000 URLs, the sitemaps.org limit) and robots.txt, as pure functions of the site's origin and
 * the market's paths. Every URL is absolute on the request's origin and XML-escaped.
 */
import { MARKET_LOCALES, marketMainLocale } from '@waypoint/config';
import type { Market } from '@waypoint/schemas';

/** sitemaps.org: at most 50,000 URLs per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The file name of a market's sitemap part (1-based): `sitemap-us.xml`, `sitemap-us-2.xml`, ... */
export const sitemapFile = (market: Market, part: number): string =>
  part === 1 ? `sitemap-${market}.xml` : `sitemap-${market}-${part}.xml`;

/** The market and part a sitemap file name names, or null. */
export function parseSitemapFile(name: string): { market: string; part: number } | null {
  const m = /^sitemap-([a-z]{2})(?:-([2-9]|[1-9]\d{1,3}))?\.xml$/.exec(name);
  return m ? { market: m[1]!, part: m[2] ? Number(m[2]) : 1 } : null;
}

/** Paths per part: each path stands for one URL per locale of the market. */
const pathsPerPart = (market: Market, max: number): number =>
  Math.max(1, Math.floor(max / MARKET_LOCALES[market].length));

/** How many files a market's sitemap takes. */
export const sitemapParts = (market: Market, pathCount: number, max = SITEMAP_MAX_URLS): number =>
  Math.max(1, Math.ceil(pathCount / pathsPerPart(market, max)));

/** The sitemap index: every part of every market's sitemap. */
export function sitemapIndexXml(origin: string, parts: readonly { market: Market; parts: number }[]): string {
  const entries = parts.flatMap(({ market, parts: n }) =>
    Array.from(
      { length: n },
      (_, i) => `<sitemap><loc>${escapeXml(`${origin}/${sitemapFile(market, i + 1)}`)}</loc></sitemap>`,
    ),
  );
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * One part of a market's sitemap. In a market of several languages each URL names its language
 * versions as xhtml alternates (the same addresses as the pages' hreflang: `?locale=` but for the main
 * locale), and each language version is listed itself.
 */
export function sitemapXml(
  origin: string,
  market: Market,
  paths: readonly string[],
  part = 1,
  max = SITEMAP_MAX_URLS,
): string {
  const locales = MARKET_LOCALES[market];
  const main = marketMainLocale(market);
  const urlOf = (path: string, locale: string) =>
    locale === main ? `${origin}${path}` : `${origin}${path}?locale=${locale}`;
  const perPart = pathsPerPart(market, max);
  const slice = paths.slice((part - 1) * perPart, part * perPart);
  const alternates = (path: string) =>
    locales.length > 1
      ? locales
          .map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(urlOf(path, l))}"/>`)
          .join('')
      : '';
  const urls = slice.flatMap((path) =>
    locales.map((locale) => `<url><loc>${escapeXml(urlOf(path, locale))}</loc>${alternates(path)}</url>`),
  );
  const ns = locales.length > 1 ? ` xmlns:xhtml="${XHTML_NS}"` : '';
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}"${ns}>\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt (storefront.md §2 Layout: only the main domain or www is indexed): an indexable site
 * allows crawling and names its sitemap; any other site disallows everything.
 */
export function robotsTxt(origin: string, indexable: boolean): string {
  return indexable
    ? `User-agent: *\nAllow: /\nDisallow: /studio/\n\nSitemap: ${origin}/sitemap.xml\n`
    : 'User-agent: *\nDisallow: /\n';
}

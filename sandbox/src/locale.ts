/**
 * Which language the copy is in: query `locale`, else the Accept-Language header, else the market's
 * main locale. The sandbox is lenient: any supported language is served in any market.
 */
import { LANGS, type Lang, langOf, type Market, mainLocale } from './markets.ts';

function supported(tag: string | undefined): Lang | undefined {
  if (!tag) return undefined;
  const lang = tag.trim().slice(0, 2).toLowerCase();
  return (LANGS as readonly string[]).includes(lang) ? (lang as Lang) : undefined;
}

/** Languages of an Accept-Language header, best first ('fr-CA,fr;q=0.9,en;q=0.8'). */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

export function resolveLang(market: Market, queryLocale?: unknown, acceptLanguage?: unknown): Lang {
  if (typeof queryLocale === 'string') {
    const fromQuery = supported(queryLocale.replace('_', '-'));
    if (fromQuery) return fromQuery;
  }
  if (typeof acceptLanguage === 'string' && acceptLanguage !== '') {
    for (const tag of parseAcceptLanguage(acceptLanguage)) {
      const lang = supported(tag);
      if (lang) return lang;
    }
  }
  return langOf(mainLocale(market));
}

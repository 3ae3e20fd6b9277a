/**
 * The content pages' meta, for search engines: the page's own address as canonical (the
 * privacy path `/{lang}/{market}/…` points to `/{market}/…`; the terms of 2022 keep their `?year=2022`),
 * hreflang alternates, the breadcrumb Home › page, and structured data: a `BreadcrumbList`, and on a
 * collection an `ItemList` of its trips (or of the destinations page's countries).
 */
import { isNoIndex } from '@waypoint/config';
import type { PageMeta } from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import { type ContentData, type ContentParams, contentPath, contentText } from '../blocks/content-data.ts';
import { absoluteUrl, breadcrumbList } from '../blocks/structured-data.ts';
import { canonicalUrl, pageAlternates, themeOf } from '../compose/page-meta.ts';
import type { RequestContext } from '../compose/types.ts';

/** The first paragraph of an HTML intro as plain text (the meta description). */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function itemList(data: ContentData, title: string, ctx: RequestContext) {
  if (data.source !== 'generic') return [];
  const items =
    data.page.cards.length > 0
      ? data.page.cards.map((card) => ({ name: card.title, url: card.url }))
      : data.page.continents.flatMap((c) =>
          c.countries.map((country) => ({ name: country.name, url: country.url })),
        );
  if (items.length === 0) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: title,
      numberOfItems: items.length,
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        url: absoluteUrl(item.url, ctx.origin),
      })),
    },
  ];
}

export function contentMeta(
  ctx: RequestContext,
  t: TFunction,
  params: ContentParams,
  data: ContentData,
): PageMeta {
  const text = contentText(data);
  // The terms of 2022 keep their `?year=2022` (contentPath): the locale joins that query.
  const [path = '', query = ''] = contentPath(params).split('?');
  const home = `/${ctx.market}`;
  const breadcrumbs = [
    { title: t('home.breadcrumb'), link: home },
    { title: text.title, link: path },
  ];
  const description = plainText(text.intro);
  return {
    kind: 'content',
    path,
    canonical: canonicalUrl(ctx, path, query),
    title: text.title,
    ...(description ? { description } : {}),
    noindex: isNoIndex(ctx.site),
    layout: 'default',
    breadcrumbs,
    alternates: pageAlternates(ctx, path, query),
    structuredData: [breadcrumbList(breadcrumbs, ctx), ...itemList(data, text.title, ctx)],
    ...themeOf(ctx),
  };
}

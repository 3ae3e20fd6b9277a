/**
 * The destination pages' meta, for search engines: title and description, the friendly URL as
 * canonical (page 2 on keeps its `?page=`; a sort order is the same content), hreflang alternates, the
 * breadcrumb, and structured data: a `BreadcrumbList` and an `ItemList` of the trips the page shows.
 */
import { DESTINATION_PAGE_SIZE, isNoIndex } from '@waypoint/config';
import type { PageMeta, UpstreamDestinationLanding } from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import { tripsShown } from '../blocks/destination-data.ts';
import { absoluteUrl, breadcrumbList } from '../blocks/structured-data.ts';
import { canonicalUrl, pageAlternates, themeOf } from '../compose/page-meta.ts';
import type { RequestContext } from '../compose/types.ts';
import type { DestinationParams } from './destination-routing.ts';

export function destinationMeta(
  ctx: RequestContext,
  t: TFunction,
  params: DestinationParams,
  landing: UpstreamDestinationLanding,
): PageMeta {
  const shown = tripsShown(landing, params);
  const path = landing.url;
  const breadcrumbs = landing.breadcrumb.map((b) => ({ title: b.title, link: b.link }));
  const description = landing.intro.split(/\n\s*\n/)[0] ?? landing.title;
  return {
    kind: landing.kind,
    path,
    canonical: canonicalUrl(ctx, path, shown.page > 1 ? `page=${shown.page}` : ''),
    title:
      shown.page > 1
        ? t('destination.titlePaged', { title: landing.title, page: shown.page })
        : landing.title,
    description,
    noindex: isNoIndex(ctx.site),
    layout: 'default',
    breadcrumbs,
    alternates: withPage(pageAlternates(ctx, path), shown.page),
    structuredData: [
      breadcrumbList(breadcrumbs, ctx),
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: landing.title,
        numberOfItems: shown.items.length,
        itemListElement: shown.items.map((card, index) => ({
          '@type': 'ListItem',
          position: (shown.page - 1) * DESTINATION_PAGE_SIZE + index + 1,
          name: card.title,
          url: absoluteUrl(card.url, ctx.origin),
        })),
      },
    ],
    ...themeOf(ctx),
  };
}

/** The alternates of page `page` of the list: each keeps its `?page=` (page 1 has none). */
function withPage(alternates: PageMeta['alternates'], page: number): PageMeta['alternates'] {
  if (page <= 1 || !alternates) return alternates;
  return alternates.map((a) => {
    const url = new URL(a.href);
    url.searchParams.set('page', String(page));
    url.searchParams.sort();
    return { ...a, href: url.toString() };
  });
}

/** A landing page's meta: the layout's name as its title, with breadcrumbs. */
import { isNoIndex } from '@waypoint/config';
import type { PageMeta } from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import { breadcrumbList } from '../blocks/structured-data.ts';
import { canonicalUrl, pageAlternates, themeOf } from '../compose/page-meta.ts';
import type { RequestContext } from '../context/request-context.ts';

/** storefront.md §2: landing pages have breadcrumbs; the title is the layout's name in the studio. */
export function landingMeta(ctx: RequestContext, t: TFunction, slug: string, title: string): PageMeta {
  const home = `/${ctx.market}`;
  const path = `${home}/landingPage/${slug}`;
  return {
    kind: 'landing',
    path,
    canonical: canonicalUrl(ctx, path),
    title,
    noindex: isNoIndex(ctx.site),
    layout: 'default',
    breadcrumbs: [
      { title: t('home.breadcrumb'), link: home },
      { title, link: path },
    ],
    alternates: pageAlternates(ctx, path),
    structuredData: [
      breadcrumbList(
        [
          { title: t('home.breadcrumb'), link: home },
          { title, link: path },
        ],
        ctx,
      ),
    ],
    ...themeOf(ctx),
  };
}

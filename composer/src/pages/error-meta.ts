/** The error pages' meta: never indexed, no header and footer. */
import type { PageMeta } from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import { themeOf } from '../compose/page-meta.ts';
import type { RequestContext } from '../context/request-context.ts';

export function errorMeta(ctx: RequestContext, t: TFunction, status: 404 | 500): PageMeta {
  const path = `/${ctx.market}/${status}`;
  return {
    kind: 'error',
    path,
    canonical: `${ctx.origin}${path}`,
    title: t(`errorPage.${status}.title`),
    noindex: true,
    // storefront.md §2 Layout: a 404 page renders without header and footer.
    layout: 'none',
    breadcrumbs: [],
    structuredData: [],
    ...themeOf(ctx),
  };
}

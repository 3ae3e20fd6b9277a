/**
 * The campaign pages' `page` meta: canonical address, hreflang alternates, the breadcrumb
 * Home › page with its BreadcrumbList, and the no-index rule of storefront.md §2 "Layout". Paid landings
 * are never indexed: they exist for ad traffic, repeat the home page's trips and would compete with the
 * pages that search engines should rank; their canonical still names them.
 */
import { isNoIndex } from '@waypoint/config';
import type { PageKind, PageMeta } from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import { breadcrumbList } from '../blocks/structured-data.ts';
import { canonicalUrl, pageAlternates, themeOf } from '../compose/page-meta.ts';
import type { RequestContext } from '../compose/types.ts';

export interface CampaignMetaInput {
  kind: Extract<PageKind, 'referral' | 'bestPriceGuarantee' | 'paidLanding' | 'raffleLanding'>;
  path: string;
  title: string;
  description: string;
  /** Never indexed whatever the site (a paid landing, a thank-you). */
  noindex?: boolean;
}

export function campaignMeta(ctx: RequestContext, t: TFunction, input: CampaignMetaInput): PageMeta {
  const home = `/${ctx.market}`;
  const breadcrumbs = [
    { title: t('home.breadcrumb'), link: home },
    { title: input.title, link: input.path },
  ];
  return {
    kind: input.kind,
    path: input.path,
    canonical: canonicalUrl(ctx, input.path),
    title: input.title,
    description: input.description,
    // storefront.md §2 Layout: no-index unless the main domain or the www subdomain.
    noindex: input.noindex === true || isNoIndex(ctx.site),
    layout: 'default',
    breadcrumbs,
    alternates: pageAlternates(ctx, input.path),
    structuredData: [breadcrumbList(breadcrumbs, ctx)],
    ...themeOf(ctx),
  };
}

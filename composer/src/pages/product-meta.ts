/** The trip page's meta. */
import { isNoIndex } from '@waypoint/config';
import type { PageMeta, UpstreamProductDetail, UpstreamProductSeo } from '@waypoint/schemas';
import { breadcrumbList, productStructuredData } from '../blocks/structured-data.ts';
import { canonicalUrl, pageAlternates, themeOf } from '../compose/page-meta.ts';
import type { RequestContext } from '../context/request-context.ts';
import type { TripParams } from '../trip/selection.ts';

/**
 * The trip page (buying-flow.md §2): its SEO title and description, its canonical address without the
 * selection (every selection is the same trip), its breadcrumb, and structured data: a `Product` with
 * its offer and a `BreadcrumbList`. Preview data is never indexed.
 */
export function productMeta(
  ctx: RequestContext,
  product: UpstreamProductDetail,
  seo: UpstreamProductSeo,
  params: Pick<TripParams, 'preview'>,
): PageMeta {
  const breadcrumbs = product.breadcrumb.map((b) => ({ title: b.title, link: b.link }));
  return {
    kind: 'product',
    path: product.url,
    canonical: canonicalUrl(ctx, seo.canonicalPath),
    title: seo.title,
    description: seo.description,
    noindex: isNoIndex(ctx.site) || params.preview,
    layout: 'default',
    breadcrumbs,
    alternates: pageAlternates(ctx, seo.canonicalPath),
    structuredData: [{ ...productStructuredData(product, ctx) }, breadcrumbList(breadcrumbs, ctx)],
    ...themeOf(ctx),
  };
}

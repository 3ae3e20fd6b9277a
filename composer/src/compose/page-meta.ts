/**
 * The `page` part of the envelope: title, canonical, robots, breadcrumbs, hreflang alternates,
 * structured data, and the affiliate's favicon and theme (as CSS custom property values).
 */
import { affiliateConfig, isNoIndex, MARKET_LOCALES, resellerTheme } from '@waypoint/config';
import type {
  PageContext,
  PageMeta,
  UpstreamProductCard,
  UpstreamProductDetail,
  UpstreamProductSeo,
} from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import {
  absoluteUrl,
  breadcrumbList,
  productStructuredData,
  tripStructuredData,
} from '../blocks/structured-data.ts';
import type { TripParams } from '../trip/selection.ts';
import type { RequestContext } from './types.ts';

/** The affiliate whose look the page takes: a reseller's partner theme wins (storefront.md §4). */
export function themeAffiliateId(ctx: RequestContext): number {
  return resellerTheme(ctx.site.reseller, ctx.market)?.themeAffiliateId ?? ctx.site.affiliateId;
}

function themeOf(ctx: RequestContext): { favicon: string; theme: Record<string, string> } {
  const affiliate = affiliateConfig(themeAffiliateId(ctx));
  const t = affiliate.theme;
  const theme: Record<string, string> = {
    'color-primary': t.primary,
    'color-primary-contrast': t.primaryContrast,
    'color-accent': t.accent,
    'color-background': t.background,
    'color-text': t.text,
    'color-header-background': t.headerBackground,
    'color-header-text': t.headerText,
  };
  if (t.fontFamily) theme['font-family'] = t.fontFamily;
  return { favicon: affiliate.favicon, theme };
}

export function homeMeta(ctx: RequestContext, t: TFunction, cards: readonly UpstreamProductCard[]): PageMeta {
  const path = `/${ctx.market}`;
  const locales = MARKET_LOCALES[ctx.market];
  return {
    kind: 'home',
    path,
    canonical: `${ctx.origin}${path}`,
    title: t('home.title'),
    description: t('home.description'),
    // storefront.md §2 Layout: no-index unless the main domain or the www subdomain.
    noindex: isNoIndex(ctx.site),
    layout: 'default',
    breadcrumbs: [{ title: t('home.breadcrumb'), link: path }],
    alternates:
      locales.length > 1
        ? locales.map((locale) => ({ hreflang: locale, href: `${ctx.origin}${path}?locale=${locale}` }))
        : [{ hreflang: ctx.locale, href: `${ctx.origin}${path}` }],
    structuredData: dedupeById(cards).map((card) => ({ ...tripStructuredData(card, ctx) })),
    ...themeOf(ctx),
  };
}

/** storefront.md §2: landing pages have breadcrumbs; the title is the layout's name in the studio. */
export function landingMeta(ctx: RequestContext, t: TFunction, slug: string, title: string): PageMeta {
  const home = `/${ctx.market}`;
  const path = `${home}/landingPage/${slug}`;
  return {
    kind: 'landing',
    path,
    canonical: `${ctx.origin}${path}`,
    title,
    noindex: isNoIndex(ctx.site),
    layout: 'default',
    breadcrumbs: [
      { title: t('home.breadcrumb'), link: home },
      { title, link: path },
    ],
    alternates: [{ hreflang: ctx.locale, href: `${ctx.origin}${path}` }],
    structuredData: [],
    ...themeOf(ctx),
  };
}

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
    canonical: `${ctx.origin}${seo.canonicalPath}`,
    title: seo.title,
    description: seo.description,
    noindex: isNoIndex(ctx.site) || params.preview,
    layout: 'default',
    breadcrumbs,
    alternates: [{ hreflang: ctx.locale, href: absoluteUrl(seo.canonicalPath, ctx.origin) }],
    structuredData: [{ ...productStructuredData(product, ctx) }, breadcrumbList(breadcrumbs, ctx)],
    ...themeOf(ctx),
  };
}

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

function dedupeById(cards: readonly UpstreamProductCard[]): UpstreamProductCard[] {
  const seen = new Set<number>();
  return cards.filter((c) => !seen.has(c.id) && seen.add(c.id));
}

/** The wire context: what clients may read, nothing internal. */
export function wireContext(ctx: RequestContext): PageContext {
  return {
    market: ctx.market,
    locale: ctx.locale,
    currency: ctx.currency,
    device: ctx.device,
    site: ctx.site,
    experiments: ctx.experiments,
  };
}

/**
 * A checkout step (buying-flow.md §2 "Checkout"): never indexed, no breadcrumbs of the site (the step
 * breadcrumb is a block), the address with its token and step.
 */
export function checkoutMeta(ctx: RequestContext, t: TFunction, path: string, trip: string): PageMeta {
  return visitorPageMeta(ctx, {
    kind: 'checkout',
    path,
    title: t('checkout.pageTitle', { trip }),
    layout: 'default',
  });
}

/**
 * A page of one visitor's booking or documents (buying-flow.md §2 "Other pages"): never indexed, no site
 * breadcrumbs; PDF pages (budget, ticket) without header and footer (storefront.md §2 "Layout").
 */
export function visitorPageMeta(
  ctx: RequestContext,
  input: { kind: PageMeta['kind']; path: string; title: string; layout: 'default' | 'none' },
): PageMeta {
  return {
    kind: input.kind,
    path: input.path,
    canonical: `${ctx.origin}${input.path}`,
    title: input.title,
    noindex: true,
    layout: input.layout,
    breadcrumbs: [],
    structuredData: [],
    ...themeOf(ctx),
  };
}

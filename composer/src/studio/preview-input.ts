/**
 * A studio preview audience as the request a traveller would send: the site's host for the affiliate and
 * site kind, a user agent for the device, forced experiment variants as query parameters (storefront.md §4
 * "A/B experiments": a query parameter named after the test forces its variant). Pure.
 */
import type { LayoutScope, Market, PreviewAudience } from '@waypoint/schemas';
import type { RequestInput } from '../context/request-input.ts';
import { samplePathOf } from '../pages/index.ts';
import { type SiteOption, siteOptions } from './options.ts';

export const PREVIEW_USER_AGENTS = {
  mobile:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  tablet:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
} as const;

export type PreviewSite = { ok: true; site: SiteOption } | { ok: false; message: string };

/** The site of an affiliate and site kind; affiliate 1 (the company's own) has main, advisors and sales. */
export function previewSite(audience: PreviewAudience, baseDomain: string): PreviewSite {
  const sites = siteOptions(baseDomain);
  const affiliateId = audience.affiliateId;
  if (affiliateId === undefined) {
    const own = sites.find((s) => s.id === 1 && s.siteKind === audience.siteKind);
    if (own) return { ok: true, site: own };
    const first = sites.find((s) => s.siteKind === audience.siteKind);
    return first ? { ok: true, site: first } : { ok: false, message: `No site of kind ${audience.siteKind}` };
  }
  const candidates = sites.filter((s) => s.id === affiliateId);
  if (candidates.length === 0) return { ok: false, message: `No site serves affiliate ${affiliateId}` };
  const exact = candidates.find((s) => s.siteKind === audience.siteKind);
  if (exact) return { ok: true, site: exact };
  // An affiliate with one site: its kind follows from the affiliate ('main', the default, is not a choice).
  if (candidates.length === 1 && audience.siteKind === 'main') return { ok: true, site: candidates[0]! };
  return {
    ok: false,
    message: `Affiliate ${affiliateId} has no ${audience.siteKind} site; it has ${candidates.map((c) => c.siteKind).join(', ')}`,
  };
}

/** The trip a trip layout is previewed with unless staff pick another: a safari sold in every market. */
export const SAMPLE_PRODUCT_ID = 12;

/**
 * The site path at which a layout is previewed for a market, as its page definition gives it (a trip
 * layout: the trip's product path, answered with a 301 to its own address); null for a page that exists
 * for one visitor's booking only.
 */
export function sitePath(
  scope: Pick<LayoutScope, 'pageKey'>,
  market: Market,
  productId = SAMPLE_PRODUCT_ID,
): string | null {
  return samplePathOf(scope.pageKey, { market, productId });
}

export function previewRequest(
  audience: PreviewAudience,
  scope: Pick<LayoutScope, 'pageKey'>,
  site: SiteOption,
  protocol: 'http' | 'https',
  port: string,
): RequestInput | null {
  const path = sitePath(scope, audience.market, audience.productId);
  if (path === null) return null;
  const query: Record<string, string> = {};
  for (const pair of audience.experiments?.split(',') ?? []) {
    const [name, variant] = pair.split(':');
    if (name && variant) query[name] = variant;
  }
  return {
    host: `${site.host}${port}`,
    path,
    query,
    cookies: {},
    userAgent: PREVIEW_USER_AGENTS[audience.device],
    protocol,
    headers: {},
  };
}

/**
 * What the preview of one layout should tell staff about who really gets it: nothing when travellers
 * with this audience are served this layout, else which layout they are served (a more specific one,
 * such as a partner's own, or none at all), since the preview shows this draft whatever the audience.
 */
export function servedLayoutNote(
  previewed: { layoutId: string },
  live: { layoutId: string; name?: string | undefined } | null,
): string | undefined {
  if (live === null)
    return 'No published layout serves this audience yet: travellers get this page only once this layout is published.';
  if (live.layoutId === previewed.layoutId) return undefined;
  return `Travellers with this audience are served "${live.name ?? live.layoutId}", not this layout: the preview shows how this draft would look to them.`;
}

/**
 * Cache keys built from exactly the context dimensions a resolver declares (ARCHITECTURE.md step 5),
 * and the key of a whole composed page, which covers everything on the wire.
 *
 * Bounded keys: a key holds visitor-chosen values only from bounded sets. The error code is one
 * of the catalogue's or `UNKNOWN` (the context bounds it); an advisor token only when the upstream knows
 * its advisor (any other token is the one '?' variant: it changes nothing but "an agent is here"); a
 * reseller in a block key only when it is known (its logo or theme), else '?'. Page params are the
 * canonical ones a page's `resolve` checked against the upstream (a trip that exists, its categories,
 * cities and months), or what `cacheParams` keeps (the not-found page drops the missing path). Query
 * parameters outside these never reach a key. What is left unbounded (a page for an unknown host or an
 * unknown reseller, whose name is on the wire) is `boundedPage(...) === false`: kept in the bounded
 * in-process tier only, never in Redis, never as a last good copy.
 */
import type { PublishedLayout } from '@waypoint/schemas';
import type { PageParams } from '../pages/define-page.ts';
import type { Dimension, RequestContext } from './types.ts';

const NO_PARAMS: PageParams = { market: 'us' };

export function dimensionValue(dimension: Dimension, ctx: RequestContext, params = NO_PARAMS): string {
  switch (dimension) {
    case 'market':
      return ctx.market;
    case 'locale':
      return ctx.locale;
    case 'device':
      return ctx.device;
    case 'affiliate':
      return String(ctx.site.affiliateId);
    case 'siteKind':
      return ctx.site.kind;
    case 'siteFlags': {
      const s = ctx.site;
      const f = ctx.flags;
      return [
        s.subdomain,
        s.layoutType,
        s.partnerType,
        s.isB2COnly,
        s.isPrivateLabel,
        s.isReseller,
        s.isMainDomain,
        s.isB2BDomain,
        s.isB2B2CDomain,
        ctx.isAdvisor,
        ctx.hasResellerCookie,
        ...Object.values(f),
      ]
        .map((v) => (v === true ? '1' : v === false ? '0' : v))
        .join('.');
    }
    case 'advisor':
      return advisorKeyPart(ctx);
    case 'reseller':
      return resellerKeyPart(ctx);
    case 'hidePromotion':
      return ctx.hidePromotion ? '1' : '0';
    case 'errorCode':
      return ctx.errorCode ?? '-';
    case 'translatorMode':
      return ctx.translatorMode ? '1' : '0';
    case 'origin':
      return ctx.origin;
    default:
      if (dimension.startsWith('param:')) return String(params[dimension.slice('param:'.length)] ?? '-');
      return ctx.experiments[dimension.slice('experiment:'.length)] ?? 'v1';
  }
}

/** The advisor token in a key: itself when the upstream knows its advisor, else the one '?' variant. */
export function advisorKeyPart(ctx: Pick<RequestContext, 'advisorToken' | 'advisor'>): string {
  if (ctx.advisorToken === null) return '-';
  return ctx.advisor !== null ? ctx.advisorToken : '?';
}

/** The reseller in a block key: itself when known (a logo upstream, or a theme), else the one '?' variant. */
export function resellerKeyPart(ctx: Pick<RequestContext, 'site' | 'resellerKnown'>): string {
  const reseller = ctx.site.reseller;
  if (!reseller) return '-';
  return ctx.resellerKnown ? reseller : '?';
}

/** The params part of a page's cache key: every param but the market (already in the key), in name order. */
export function paramsKey(params: PageParams): string {
  return Object.keys(params)
    .filter((name) => name !== 'market')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

export function blockCacheKey(
  type: string,
  placementId: string,
  configKey: string,
  dimensions: readonly Dimension[],
  ctx: RequestContext,
  params: PageParams = NO_PARAMS,
): string {
  let key = `blk:${type}:${placementId}:${configKey}:t${ctx.translatorMode ? 1 : 0}`;
  for (const d of dimensions) key += `:${dimensionValue(d, ctx, params)}`;
  return key;
}

export function layoutRef(layout: Pick<PublishedLayout, 'layoutId' | 'version'>): string {
  return `${layout.layoutId}@${layout.version}`;
}

/** The whole page depends on the full wire context, the query flags, the site origin and its params. */
export function pageCacheKey(
  pageKey: string,
  layout: string,
  ctx: RequestContext,
  params: PageParams = NO_PARAMS,
): string {
  const experiments = Object.keys(ctx.experiments)
    .sort()
    .map((name) => `${name}=${ctx.experiments[name]}`)
    .join(',');
  return [
    'page',
    pageKey,
    layout,
    ctx.origin,
    ctx.market,
    ctx.locale,
    ctx.device,
    dimensionValue('siteFlags', ctx),
    ctx.site.affiliateId,
    // The reseller's name is on the wire (context.site.reseller): an unknown one makes the page unbounded.
    ctx.site.reseller ?? '-',
    advisorKeyPart(ctx),
    ctx.hidePromotion ? 1 : 0,
    ctx.errorCode ?? '-',
    ctx.translatorMode ? 1 : 0,
    experiments,
    paramsKey(params),
  ].join('|');
}

/**
 * Whether a page's key holds only values from bounded sets, so that it may live in Redis and keep a last
 * good copy: its host names a site (not an unknown or invalid Host) and its reseller, if any, is known.
 */
export function boundedPage(
  ctx: Pick<RequestContext, 'site' | 'resellerKnown'>,
  hostKnown: boolean,
): boolean {
  return hostKnown && (!ctx.site.reseller || ctx.resellerKnown);
}

/** The last-good copy of a page is kept under its page key with this prefix. */
export const LAST_GOOD_PREFIX = 'last:';

/** Keys of composed output (pages, blocks, last-good copies), as opposed to upstream data and layouts. */
export function isCompositionKey(key: string): boolean {
  return key.startsWith('page|') || key.startsWith('blk:') || key.startsWith(LAST_GOOD_PREFIX);
}

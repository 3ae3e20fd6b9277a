/**
 * The contract between the composition pipeline and the block resolvers. A resolver reads only the
 * request context, its placement's config and the data sources, and declares which context dimensions
 * it reads so that its output can be cached under exactly those.
 */
import type { HomeFeatureFlags } from '@waypoint/config';
import type { BlockType, ConfigOf, PageContext, PropsOf } from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { TFunction } from 'i18next';
import type { PageParams } from '../pages/define-page.ts';
import type { DataSources } from '../sources/data-sources.ts';

/** storefront.md §6 feature flags that touch the home page, from @waypoint/config `featureFlags`. */
export type HomeFlags = HomeFeatureFlags;

export type AdvisorProfile = {
  id: number;
  name: string;
  email: string;
  photo: string | null;
  phone: string;
  agencyLogo: string | null;
};

/** Everything a resolver may read about the request; `PageContext` is what goes on the wire. */
export interface RequestContext extends PageContext {
  /** Site path of the page, e.g. '/us'. */
  path: string;
  /** Public origin of the site, e.g. 'http://localhost:3000', for canonical and absolute links. */
  origin: string;
  hidePromotion: boolean;
  errorCode: string | null;
  translatorMode: boolean;
  advisorToken: string | null;
  /** Private-label config of the advisor_token in force (storefront.md §3 Advisor private-label config). */
  advisor: AdvisorProfile | null;
  /** A utm_reseller cookie was present on the request (storefront.md §4 Home page, hero intro rule). */
  hasResellerCookie: boolean;
  /** The reseller in force is known: the upstream has its logo, or it has a theme (cache keys: '?' else). */
  resellerKnown: boolean;
  /** Agent identification present (advisor_token, advisorId or externalAgentId): storefront.md §6. */
  isAdvisor: boolean;
  /**
   * Who is asking, from the customer cookies (storefront.md §4: soft, then guest, then full). Only
   * visitor-scoped resolvers may read it: their blocks are never cached (ARCHITECTURE.md "Visitor data").
   */
  visitor: { userId: string; kind: 'soft' | 'guest' | 'full' } | null;
  flags: HomeFlags;
}

/** Context dimensions a resolver can declare; its cache key is built from exactly these. */
export type Dimension =
  | 'market'
  | 'locale'
  | 'device'
  | 'affiliate'
  | 'siteKind'
  | 'siteFlags'
  | 'advisor'
  | 'reseller'
  | 'hidePromotion'
  | 'errorCode'
  | 'translatorMode'
  /** The site's origin, for absolute links (share links of the trip page). */
  | 'origin'
  | `experiment:${string}`
  /** A page param (`param:category`): the trip page's selection is in its URL, not in the context. */
  | `param:${string}`;

export interface ResolveArgs<T extends BlockType> {
  ctx: RequestContext;
  config: ConfigOf<T>;
  placementId: string;
  /** Translates for the request's locale and its fallbacks; shows keys in translatorMode. */
  t: TFunction;
  sources: DataSources;
  log: FastifyBaseLogger;
  /** The page's canonical params (its market, and what its path and query select). */
  params: PageParams;
  /** Fires at the page deadline: pass it to upstream calls, so a late one is cancelled, not left running. */
  signal: AbortSignal;
}

/**
 * A block shown in a reduced form because a call it needs failed (the calendar without prices): served
 * to this request, never cached, and neither is the page around it, so the next request tries again.
 */
export interface Degraded<P> {
  degraded: P;
}
export const degraded = <P>(props: P): Degraded<P> => ({ degraded: props });

/** A resolver's result without its `degraded` wrapper, and whether it had one. */
export function undegraded<R, P>(result: R | Degraded<P>): { value: R | P; degraded: boolean } {
  return result !== null && typeof result === 'object' && 'degraded' in result
    ? { value: (result as Degraded<P>).degraded, degraded: true }
    : { value: result as R, degraded: false };
}

/** What a resolver returns: props, several props (one block each, e.g. themed carousels), or null to hide. */
export type ResolveResult<T extends BlockType> = PropsOf<T> | PropsOf<T>[] | Degraded<PropsOf<T>> | null;

export interface BlockResolver<T extends BlockType> {
  type: T;
  /**
   * 'shared' (the default): its output depends only on the declared dimensions and is cached under them.
   * 'visitor': it depends on who asks (a customer, a checkout); it is resolved per request and never
   * reaches the block cache, the page cache or the last good copy (ARCHITECTURE.md "Visitor data").
   */
  scope?: 'shared' | 'visitor';
  dimensions: readonly Dimension[];
  resolve(args: ResolveArgs<T>): Promise<ResolveResult<T>>;
}

export type ResolverRegistry = { [T in BlockType]: BlockResolver<T> };

/** Identity helper that keeps the literal type of a resolver. */
export const defineResolver = <T extends BlockType>(resolver: BlockResolver<T>): BlockResolver<T> => resolver;

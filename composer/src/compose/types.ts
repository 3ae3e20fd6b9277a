/**
 * The contract between the composition pipeline and the block resolvers. A resolver reads only the
 * request context, its placement's config and the data sources, and declares which context dimensions
 * it reads so that its output can be cached under exactly those.
 */
import type { BlockType, ConfigOf, PropsOf } from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { TFunction } from 'i18next';
import type { RequestContext } from '../context/request-context.ts';
import type { PageParams } from '../pages/page-params.ts';
import type { DataSources } from '../sources/data-sources.ts';

export type { AdvisorProfile, HomeFlags, RequestContext } from '../context/request-context.ts';

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

/**
 * One definition per page kind (ARCHITECTURE.md "Pages"): how a site path becomes the page's params, which
 * layout it reads, which page-data calls it makes, its meta, and whether it may be cached for everyone.
 * `page-service.ts` runs these steps for any definition and knows no page kind by name; the definitions
 * are found by `pnpm gen` in this folder and tried in the order of `PAGE_KINDS` (storefront.md §2).
 */
import type { Market, PageKind, PageMeta, PublishedLayout } from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { TFunction } from 'i18next';
import type { RequestContext } from '../context/request-context.ts';
import type { DataSources } from '../sources/data-sources.ts';
import type { PageParams, Query } from './page-params.ts';

export type { PageParams, ParamValue, Query } from './page-params.ts';

/** What a studio preview is shown with: the audience's market, and the trip a trip layout shows. */
export interface Sample {
  market: Market;
  /** The trip a trip layout is previewed on; absent, its path is the pattern every trip is served at. */
  productId?: number;
}

export interface MatchInput {
  /** The decoded site path as requested, e.g. '/us/asia/japan/12-japan-classic'. */
  path: string;
  /** Its non-empty segments. */
  segments: readonly string[];
  query: Query;
  /** The market that `lang` names, else the default one (storefront.md §2: lang carries the market). */
  langMarket: Market;
}

export interface Redirect {
  status: 301 | 302 | 303;
  location: string;
  headers?: Record<string, string>;
  /** Logged: why the request is sent elsewhere. */
  reason: string;
}

export type Matched<P extends PageParams> =
  /** `sitePath` is the page's own path (ctx.path; the locale-cookie rule reads it). */
  | { params: P; sitePath: string }
  | { redirect: Redirect }
  /** The path is this kind of page's, but names none (a malformed slug): the market's not-found page. */
  | { notFound: string; market: Market };

export interface ResolveArgs<P extends PageParams> {
  params: P;
  /** The decoded site path as requested (a page may answer 301 to its own). */
  path: string;
  query: Query;
  sources: DataSources;
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** A signed-in studio user asked (preview data, storefront.md buying-flow §2 "type" query). */
  studio: boolean;
  /** The composer's clock (the trip page's bookable months start today). */
  now: Date;
  /** The visitor's locale (a confirmation page's address is in its language). */
  locale: string;
  /** Routing an action's page, not showing it: only read, redirect nothing that the action decides. */
  forAction: boolean;
}

export type Resolved<P extends PageParams> =
  /** The canonical params: what the page shows and is cached under. */
  | { kind: 'page'; params: P; sitePath?: string }
  | { kind: 'redirect'; redirect: Redirect }
  | { kind: 'notFound'; reason: string }
  /**
   * The path only looked like this page: the data names no such thing (`/us/deals` is no continent), so
   * the definitions after this one are tried (a friendly destination path is known only to the data).
   */
  | { kind: 'next'; reason: string };

export interface PrefetchArgs<P extends PageParams> {
  params: P;
  sources: DataSources;
  signal: AbortSignal;
}

export interface MetaArgs<P extends PageParams, D> {
  ctx: RequestContext;
  t: TFunction;
  params: P;
  /** What `prefetch` returned. */
  data: D;
  layout: PublishedLayout;
}

export interface PageDefinition<P extends PageParams = PageParams, D = unknown> {
  kind: PageKind;
  /** The page's params for a site path, a redirect, or null when the path is not this page. Pure. */
  match(input: MatchInput): Matched<P> | null;
  /**
   * Data-dependent routing, run before the page cache is asked (so keep it to memoised data): whether the
   * page exists, its canonical address and params. Without it, the matched params are canonical.
   */
  resolve?(args: ResolveArgs<P>): Promise<Resolved<P>>;
  /** The content-store page key of its layout: `home`, `landing:<slug>`, `product`. */
  layoutKey(params: P): string;
  /**
   * The params the page's content depends on, for its cache key; all of them by default. A param the
   * content ignores must not be a key part (else any path typed would make a new key: the not-found page ignores the path).
   */
  cacheParams?(params: P): PageParams;
  /**
   * Whether every param comes from a bounded set (the default). A page whose params hold what a visitor
   * types (a search query) answers false: the page and its blocks then stay in the bounded in-process
   * tier, never in Redis, and keep no last good copy, so Redis does not grow with what visitors type.
   */
  boundedParams?(params: P): boolean;
  /** A fixed layout that needs no content store (error pages must render while it is down). */
  builtinLayout?(params: P): PublishedLayout;
  /** No published layout: the not-found page (landing pages), or a failure (the default). */
  missingLayout?: 'notFound' | 'fail';
  /**
   * 'shared': the same for everyone with the same context, so it is cached; 'visitor': it depends on who
   * asks (a checkout), so it is composed per request and never stored in a shared cache.
   */
  scope: 'shared' | 'visitor';
  /** Experiments the page reads besides those in audience rules and resolver dimensions. */
  experiments?: readonly string[];
  /**
   * The page-data calls of storefront.md §7 "Server-side page load", started beside the resolvers; a
   * failure fails the page (last good copy, else the spec's 302 to /us/500).
   */
  prefetch?(args: PrefetchArgs<P>): Promise<D>;
  meta(args: MetaArgs<P, D>): PageMeta;
  /**
   * The site path at which the studio previews a layout of this page, or null when the layout key is not
   * this page's. A page that exists for one visitor only (a checkout, a booking's documents) has none:
   * its layouts cannot be previewed without a real booking.
   */
  samplePath?(layoutKey: string, sample: Sample): string | null;
  /** The page's layout serves every trip of its market: the studio previews it on one trip, by number. */
  previewTrip?: true;
  /**
   * The page carries a payment provider's form (buying-flow.md §2 "Checkout", "Part payment page"): said
   * in its meta, so that the web server allows the providers' origins as form targets on it alone.
   */
  paymentForms?: true;
  /** The HTTP status of the page (error pages); 200 by default. */
  status?(params: P): 200 | 404 | 500;
}

/** Identity that keeps a definition's param and data types. */
export const definePage = <P extends PageParams, D = undefined>(definition: PageDefinition<P, D>) =>
  definition;

export type AnyPageDefinition = PageDefinition<PageParams, unknown>;

/** What one composition reads, once the page is routed and its layout and context are known. */
import type { PublishedLayout } from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../context/request-context.ts';
import type { PageMatch } from '../pages/index.ts';
import type { DataSources, UpstreamReads } from '../sources/data-sources.ts';
import type { Deadline } from '../sources/deadline.ts';

export interface Composition extends PageMatch {
  layout: PublishedLayout;
  ctx: RequestContext;
  sources: DataSources;
  log: FastifyBaseLogger;
  now: Date;
  /** The page-data calls, when they were started early. */
  prefetched?: Promise<unknown> | undefined;
  explain?: boolean;
  uncachedBlocks?: boolean;
  note?: string;
  /** The request's deadline. */
  deadline: Deadline;
  /** Its page key holds only bounded values: it may live in Redis and keep a last good copy. */
  bounded: boolean;
  /** Its params hold visitor-typed values (boundedParams): its blocks stay in the in-process tier too. */
  localBlocks?: boolean;
}

/** How a page request is asked for. */
export interface HandleOptions {
  /** `?explain=1` from a signed-in studio user: composed fresh, never cached, blocks tagged. */
  explain?: boolean;
  /** A signed-in studio user asks (the trip page's preview data). */
  studio?: boolean;
  /**
   * Everything of the request that the answer can depend on (URL, Host, cookies, user agent, headers
   * read), as one string: the answer is remembered under it. The caller asks `remembered` first, so that
   * a repeat is answered without a promise (`handle` does not ask again).
   */
  fingerprint?: string;
  /**
   * The upstream reads of this request, shared with another composition of the same request (an
   * action's answer composes the page on screen and the page it leads to): each read is made once.
   */
  reads?: UpstreamReads;
}

/** A studio preview: a draft layout, composed for any audience at any moment, never cached. */
export interface PreviewOptions {
  layout: PublishedLayout;
  now: Date;
  /** Said in the explain section: e.g. that travellers with this audience are served another layout. */
  note?: string;
}

/** A page located for an action: its definition, canonical params, the visitor's locale and sources. */
export interface Located extends PageMatch {
  locale: RequestContext['locale'];
  sources: DataSources;
  /** The site's public origin (absolute return addresses for a payment provider). */
  origin: string;
  /** The site the host names (its kind: sales and advisors key in cards as mail-or-telephone orders). */
  site: { kind: string; subdomain: string };
  /** Agent identification present (advisor_token, advisorId or externalAgentId): storefront.md §6. */
  isAgent: boolean;
}

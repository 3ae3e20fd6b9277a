/**
 * Steps 1 and 2 of a page request: the path becomes a page definition and its params (storefront.md §2
 * "Page kinds"), the sales sub-site's sign-in gate, the referral cookies, then data-dependent routing
 * (does the trip exist, where does it live, what does it select; a definition that answers `next` passes
 * the path on to the definitions after it). The request's data sources are made here, on first use.
 */
import {
  type CookieInstruction,
  isLoggedIn,
  referralCookies,
  salesSiteRedirect,
  siteFromHost,
} from '@waypoint/config';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestInput } from '../context/request-input.ts';
import { type BaseContext, baseContextOf } from '../context/resolve-context.ts';
import { Errors } from '../errors.ts';
import { matchPage, notFound, type PageMatch } from '../pages/index.ts';
import {
  createDataSources,
  type DataSources,
  type SourceSettings,
  type UpstreamReads,
} from '../sources/data-sources.ts';
import { type Deadline, NO_DEADLINE } from '../sources/deadline.ts';
import type { UpstreamClient } from '../sources/upstream-client.ts';
import type { CacheLike } from './cache-like.ts';
import type { Located } from './composition.ts';
import { type Answer, answer, type Failed, redirectAnswer } from './page-response.ts';
import { headerSafeLocation } from './response-headers.ts';

export type SiteOfHost = ReturnType<typeof siteFromHost>;

/** Who the request's sources read for: its market, locale and site. */
export interface SourceScope {
  market: BaseContext['market'];
  locale: BaseContext['locale'];
  site: { subdomain: string; affiliateId: number };
}

export type MakeSources = (
  scope: SourceScope,
  log: FastifyBaseLogger,
  reads: UpstreamReads | undefined,
  deadline: Deadline,
) => DataSources;

export interface RouteOptions {
  /** Apply the sales sub-site's sign-in gate (pages, not actions or previews). */
  gate: boolean;
  /** A signed-in studio user asks (preview data). */
  studio: boolean;
  reads?: UpstreamReads | undefined;
  deadline: Deadline;
}

export interface Routed {
  kind: 'routed';
  matched: PageMatch;
  base: BaseContext;
  host: SiteOfHost;
  referral: CookieInstruction[];
  /** The request's sources, made now if no step made them yet. */
  sources: () => DataSources;
  /** The request's sources if a step made them. */
  madeSources: () => DataSources | undefined;
}

export interface RouteDeps {
  baseDomain: string;
  now: () => Date;
  makeSources: MakeSources;
}

export async function routeRequest(
  deps: RouteDeps,
  input: RequestInput,
  log: FastifyBaseLogger,
  options: RouteOptions,
): Promise<Routed | Answer | Failed> {
  // 1. Route
  let matched = matchPage(input.path, input.query);
  if ('redirect' in matched) return redirectAnswer(matched.redirect, log);
  // The not-found page says which path it stands for.
  if (matched.params['missing'])
    log.info({ err: new Errors.PAGE_NOT_FOUND(String(matched.params['missing'])) }, 'no page');
  let base = baseContextOf(input, matched);
  const host = siteFromHost(input.host, deps.baseDomain);
  if (options.gate && host.kind === 'sales') {
    const gate = salesSiteRedirect({
      host: input.host,
      protocol: input.protocol,
      path: input.path,
      search: searchOf(input.query),
      isAgent: base.isAgent,
      loggedIn: isLoggedIn(input.cookies),
    });
    if (gate) {
      log.info({ err: new Errors.SALES_AUTH(), reason: gate.reason }, 'sales site: redirect');
      const location = headerSafeLocation(gate.location);
      return answer({ kind: 'redirect', status: 302, location, headers: {}, cookies: [] });
    }
  }
  const referral = referralCookies({
    mgm: input.query['MGM'],
    referralToken: input.query['referralToken'],
    promocode: input.query['promocode'],
    showSales: host.kind === 'sales',
    cookies: input.cookies,
  });
  const scope: SourceScope = { market: base.market, locale: base.locale, site: host };
  let made: DataSources | undefined;
  const sources = () => {
    made ??= deps.makeSources(scope, log, options.reads, options.deadline);
    return made;
  };
  // 2. Data-dependent routing
  while (matched.page.resolve) {
    let resolved: Awaited<ReturnType<NonNullable<typeof matched.page.resolve>>>;
    try {
      resolved = await matched.page.resolve({
        params: matched.params,
        path: input.path,
        query: input.query,
        sources: sources(),
        signal: options.deadline.signal,
        log,
        studio: options.studio,
        now: deps.now(),
        locale: base.locale,
        forAction: !options.gate,
      });
    } catch (err) {
      return { kind: 'failed', err, pageKind: matched.page.kind };
    }
    if (resolved.kind === 'redirect') return redirectAnswer(resolved.redirect, log);
    if (resolved.kind === 'next') {
      log.debug({ reason: resolved.reason, kind: matched.page.kind }, 'not this page: next definition');
      const next = matchPage(input.path, input.query, matched.page);
      if ('redirect' in next) return redirectAnswer(next.redirect, log);
      matched = next;
      base = baseContextOf(input, matched);
      continue;
    }
    if (resolved.kind === 'notFound') {
      log.info({ err: new Errors.PAGE_NOT_FOUND(input.path), reason: resolved.reason }, 'no page');
      matched = notFound(matched.params.market, input.path);
    } else {
      matched = { ...matched, params: resolved.params, sitePath: resolved.sitePath ?? matched.sitePath };
    }
    if (matched.sitePath !== base.path) base = baseContextOf(input, matched);
    break;
  }
  return { kind: 'routed', matched, base, host, referral, sources, madeSources: () => made };
}

/** The request's query string, without '?', as the site URL carried it. */
function searchOf(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.append(key, value);
  return params.toString();
}

/** How a request's data sources are made: one set per request, reading through the shared cache. */
export function sourcesMaker(deps: {
  client: UpstreamClient;
  cache: CacheLike;
  sources: SourceSettings;
}): MakeSources {
  return (scope, log, reads, deadline) =>
    createDataSources({
      client: deps.client,
      cache: deps.cache,
      scope: {
        market: scope.market,
        locale: scope.locale,
        subdomain: scope.site.subdomain,
        affiliateId: scope.site.affiliateId,
      },
      settings: deps.sources,
      log,
      ...(reads ? { reads } : {}),
      ...(deadline !== NO_DEADLINE ? { deadline } : {}),
    });
}

/**
 * The page an action posted from a site path works on, after data-dependent routing, with the visitor's
 * locale; anything but a page (a redirect, a failure) is null. No page deadline: the action goes on using
 * these sources under its own bounds.
 */
export async function locatePage(
  deps: RouteDeps,
  input: RequestInput,
  log: FastifyBaseLogger,
): Promise<Located | Failed | null> {
  const routed = await routeRequest(deps, input, log, { gate: false, studio: false, deadline: NO_DEADLINE });
  if (routed.kind !== 'routed') return routed.kind === 'failed' ? routed : null;
  const { matched, base, host } = routed;
  return {
    ...matched,
    locale: base.locale,
    sources: routed.sources(),
    origin: base.origin,
    site: { kind: host.kind, subdomain: host.subdomain },
    isAgent: base.isAgent,
  };
}

/**
 * Steps 1 to 3 of composition for any page, up to the point where it can be composed: the route
 * (route-request.ts), the layout (a missing one is the not-found page where the page says so; when even
 * the layout is cold the page-data calls start beside it), the advisor's private label and whether the
 * reseller is known, then the complete context with the experiments that the page reads.
 */
import type { CookieInstruction } from '@waypoint/config';
import type { PublishedLayout } from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { ExperimentNames } from '../context/experiment-names.ts';
import type { RequestInput } from '../context/request-input.ts';
import { baseContextOf, completeContext } from '../context/resolve-context.ts';
import { advisorProfile, resellerKnown } from '../context/site-lookups.ts';
import { Errors } from '../errors.ts';
import { notFound } from '../pages/index.ts';
import { boundedPage } from './cache-keys.ts';
import type { Composition } from './composition.ts';
import { LayoutSource } from './layout-source.ts';
import type { Answer, Failed } from './page-response.ts';
import { type RouteDeps, type RouteOptions, routeRequest } from './route-request.ts';

export interface Ready {
  kind: 'ready';
  composition: Composition;
  cookies: CookieInstruction[];
  /** No random draw (an experiment assigned now): the same request gets the same answer. */
  repeatable: boolean;
}

export interface PrepareOptions extends RouteOptions {
  /** A draft to compose instead of the published layout (the studio's preview). */
  layout?: PublishedLayout;
  /** The moment to compose for (the studio's preview); the clock by default. */
  now?: Date;
}

export interface PrepareDeps extends RouteDeps {
  layouts: LayoutSource;
  experiments: ExperimentNames;
  random: () => number;
}

export async function preparePage(
  deps: PrepareDeps,
  input: RequestInput,
  log: FastifyBaseLogger,
  options: PrepareOptions,
): Promise<Ready | Answer | Failed> {
  const routed = await routeRequest(deps, input, log, options);
  if (routed.kind !== 'routed') return routed;
  let { matched, base } = routed;
  const { host, referral, sources } = routed;
  base.cookies.push(...referral);
  // 3. Layout; when even the layout is cold, the page-data calls start beside it
  const { page, params } = matched;
  const layoutQuery = {
    pageKey: page.layoutKey(params),
    market: base.market,
    affiliateId: host.affiliateId,
    siteKind: host.kind,
  };
  const layoutKey = LayoutSource.key(layoutQuery);
  let prefetched: Promise<unknown> | undefined;
  if (page.prefetch && !options.layout && deps.layouts.cold(layoutKey)) {
    prefetched = page.prefetch({ params, sources: sources(), signal: options.deadline.signal });
    prefetched.catch((err) => log.debug({ err }, 'early page-data call failed'));
  }
  let layout: PublishedLayout;
  try {
    layout =
      options.layout ?? page.builtinLayout?.(params) ?? (await deps.layouts.get(layoutKey, layoutQuery));
  } catch (err) {
    if (!(err instanceof Errors.LAYOUT_NOT_FOUND && page.missingLayout === 'notFound')) {
      // No layout, no page key and so no last good copy: the spec's error redirect.
      return { kind: 'failed', err, pageKind: page.kind };
    }
    // An unpublished (or unknown) landing page is a plain not-found page.
    log.info({ err: new Errors.PAGE_NOT_FOUND(input.path) }, `no published ${page.kind} page`);
    matched = notFound(params.market, input.path);
    base = baseContextOf(input, matched);
    base.cookies.push(...referral);
    layout = matched.page.builtinLayout!(matched.params);
    prefetched = undefined;
  }
  // 4. Advisor, reseller and context: is the token's advisor, is the reseller, known upstream?
  const [advisor, known] = await Promise.all([
    base.advisorToken ? advisorProfile(base.advisorToken, sources(), log) : null,
    base.reseller && !base.advisorToken ? resellerKnown(base.reseller, base.market, sources(), log) : false,
  ]);
  const now = options.now ?? deps.now();
  let repeatable = true;
  const { ctx, cookies } = completeContext(base, input, {
    baseDomain: deps.baseDomain,
    advisor,
    resellerKnown: known,
    experimentNames: deps.experiments.of(matched.page, layout),
    now,
    random: () => {
      repeatable = false;
      return deps.random();
    },
    pageKind: matched.page.kind,
  });
  const boundedParams = matched.page.boundedParams?.(matched.params) ?? true;
  return {
    kind: 'ready',
    composition: {
      ...matched,
      layout,
      ctx,
      sources: routed.madeSources() ?? deps.makeSources(ctx, log, options.reads, options.deadline),
      log,
      now,
      prefetched,
      deadline: options.deadline,
      // "invalid host" and "unknown host" alike: a Host that names no site of ours.
      bounded: boundedPage(ctx, host.reason === undefined || host.reason === 'no host') && boundedParams,
      localBlocks: !boundedParams,
    },
    cookies,
    repeatable,
  };
}

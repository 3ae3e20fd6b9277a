/**
 * Step 1 of composition (ARCHITECTURE.md): host, path, query, cookies and user agent become a typed
 * RequestContext, by the pure rules of @waypoint/config. Cookies to set are returned, never written.
 * Two phases: `baseContext` is synchronous and cheap (the cache-hit path runs it on every request);
 * `completeContext` adds what needs data (the advisor's private-label config) and the experiments.
 */
import {
  advisorTokenAndReseller,
  assignExperiments,
  COOKIE_NAMES,
  type CookieInstruction,
  currencyForMarket,
  currentUser,
  deviceFromUserAgent,
  EXPERIMENTS,
  featureFlags,
  knownErrorCode,
  localeCookie,
  type PageKind,
  resolveSite,
  selectLocale,
  shouldSetLocaleCookie,
  validHost,
} from '@waypoint/config';
import type { Device, ExperimentVariant, Locale, Market } from '@waypoint/schemas';
import { LRUCache } from 'lru-cache';
import type { AdvisorProfile, RequestContext } from './request-context.ts';
import type { RequestInput } from './request-input.ts';

export interface BaseContext {
  market: Market;
  locale: Locale;
  device: Device;
  path: string;
  origin: string;
  host: string | undefined;
  advisorToken: string | null;
  reseller: string | null;
  hasResellerCookie: boolean;
  isAgent: boolean;
  hidePromotion: boolean;
  errorCode: string | null;
  translatorMode: boolean;
  cookies: CookieInstruction[];
}

const deviceCache = new LRUCache<string, Device>({ max: 2000 });

/** User agents repeat: parse each distinct one once. */
function deviceOf(userAgent: string | undefined): Device {
  if (!userAgent) return 'desktop';
  let device = deviceCache.get(userAgent);
  if (device === undefined) {
    device = deviceFromUserAgent(userAgent);
    deviceCache.set(userAgent, device);
  }
  return device;
}

const truthy = (v: string | undefined): boolean =>
  v !== undefined && v !== 'false' && v !== '0' && v !== 'off';

export function baseContext(input: RequestInput, market: Market, sitePath: string): BaseContext {
  const { query, cookies } = input;
  const cookies_: CookieInstruction[] = [];
  // storefront.md §4 Locale and language: query 'locale', else the cookie, else the market default.
  const selection = selectLocale({
    market,
    queryLocale: query['locale'] ?? null,
    cookieLocale: cookies[COOKIE_NAMES.locale] ?? null,
  });
  if (
    shouldSetLocaleCookie({
      path: sitePath,
      selected: selection.locale,
      cookieLocale: cookies[COOKIE_NAMES.locale] ?? null,
    })
  ) {
    cookies_.push(localeCookie(selection.locale));
  }
  // storefront.md §4 Advisor token and reseller: query wins over cookies; the token wins over the reseller.
  const ar = advisorTokenAndReseller({
    queryAdvisorToken: query['advisor_token'] ?? null,
    queryReseller: query['utm_reseller'] ?? null,
    cookieAdvisorToken: cookies[COOKIE_NAMES.advisorToken] ?? null,
    cookieReseller: cookies[COOKIE_NAMES.reseller] ?? null,
  });
  cookies_.push(...ar.cookies);
  return {
    market,
    locale: selection.locale,
    device: deviceOf(input.userAgent),
    path: sitePath,
    // Absolute links are built only from a valid host: a forged Host never reaches a link.
    origin: `${input.protocol}://${validHost(input.host) ?? 'localhost'}`,
    host: input.host,
    advisorToken: ar.advisorToken,
    reseller: ar.reseller,
    hasResellerCookie: Boolean(cookies[COOKIE_NAMES.reseller]),
    // storefront.md §6: agents are identified by advisor_token, advisorId or externalAgentId.
    isAgent:
      ar.advisorToken !== null ||
      Boolean(query['advisorId'] ?? cookies['advisorId']) ||
      Boolean(query['externalAgentId']),
    hidePromotion: query['hidePromotion'] !== undefined,
    // A bounded cache-key part: a code of the catalogue, or the one UNKNOWN code (config/src/error-codes.ts).
    errorCode: knownErrorCode(query['errorCode']),
    translatorMode: truthy(query['translatorMode']),
    cookies: cookies_,
  };
}

/** The base context of a routed page: its market and its own site path (the locale-cookie rule reads it). */
export const baseContextOf = (
  input: RequestInput,
  page: { params: { market: Market }; sitePath: string },
): BaseContext => baseContext(input, page.params.market, page.sitePath);

export function completeContext(
  base: BaseContext,
  input: RequestInput,
  options: {
    baseDomain: string;
    advisor: AdvisorProfile | null;
    /** The reseller in force is known upstream or has a theme. */
    resellerKnown?: boolean;
    experimentNames: ReadonlySet<string>;
    now: Date;
    random: () => number;
    pageKind: string;
  },
): { ctx: RequestContext; cookies: CookieInstruction[] } {
  const site = resolveSite({
    host: input.host,
    baseDomain: options.baseDomain,
    advisorToken: base.advisorToken,
    reseller: base.reseller,
    // storefront.md §6: private label is on when a private-label config is present.
    privateLabel: options.advisor !== null,
  });
  const defs = EXPERIMENTS.filter((d) => options.experimentNames.has(d.name));
  const assigned = assignExperiments(defs, {
    device: base.device,
    cookies: input.cookies as Record<string, string>,
    query: input.query,
    headers: input.headers,
    now: options.now,
    random: options.random,
  });
  const experiments: Record<string, ExperimentVariant> = assigned.experiments;
  const isAdvisor = base.isAgent || site.kind === 'advisors';
  const flags = featureFlags({
    site,
    market: base.market,
    pageKind: options.pageKind as PageKind,
    experiments,
    locale: base.locale,
  });
  const ctx: RequestContext = {
    market: base.market,
    locale: base.locale,
    currency: currencyForMarket(base.market),
    device: base.device,
    site,
    experiments,
    path: base.path,
    origin: base.origin,
    hidePromotion: base.hidePromotion,
    errorCode: base.errorCode,
    translatorMode: base.translatorMode,
    advisorToken: base.advisorToken,
    advisor: options.advisor,
    hasResellerCookie: base.hasResellerCookie,
    resellerKnown: site.reseller !== null && (options.resellerKnown ?? false),
    isAdvisor,
    flags,
    visitor: currentUser(input.cookies),
  };
  return { ctx, cookies: [...base.cookies, ...assigned.cookies] };
}

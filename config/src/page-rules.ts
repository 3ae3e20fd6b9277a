/** Page kinds and the page-level rules (storefront.md §2 "Page kinds", "Layout", §4 "Promotion bar", §6 flags). */
import type {
  PageKind as ContractPageKind,
  ExperimentVariant,
  Locale,
  Market,
  Site,
} from '@waypoint/schemas';
import { resellerTheme } from './advisor-reseller.ts';
import {
  DEFAULT_AFFILIATE_ID,
  HIDDEN_ELEMENTS_AFFILIATE,
  LEAD_DIALOG_PARTNER_AFFILIATE,
  PROMOTION_BAR_ALWAYS_ALLOWED_AFFILIATE,
  PROMOTION_BAR_EXCLUDED_AFFILIATES,
} from './affiliates.ts';
import { EXPERIMENT_NAMES, variantIs } from './experiment-definitions.ts';
import { isLocale, languageCode, marketMainLocale } from './locales.ts';
import { BNPL_MARKETS, CHATBOT_MARKETS, isMarket } from './markets.ts';
import { ADVISORS_SUBDOMAIN, isAdvisorSite, isSalesSite, MAIN_SUBDOMAIN, SALES_SUBDOMAIN } from './sites.ts';

/**
 * A page kind of the contract (listed once, in schemas' `PAGE_KINDS`), or 'other': a location that none of
 * storefront.md §2's rules recognises. The page-level rules below take any of them.
 */
export type PageKind = ContractPageKind | 'other';

/** What the location rule can tell: every kind but the composer's own pages (landing pages, error pages). */
type LocationPageKind = Exclude<PageKind, 'landing' | 'error'>;

export type QueryLike = Record<string, unknown> | URLSearchParams | null | undefined;

const hasParam = (query: QueryLike, name: string): boolean => {
  if (!query) return false;
  if (query instanceof URLSearchParams) return query.has(name);
  return Object.hasOwn(query, name) && query[name] !== undefined;
};

/** The path without query, fragment and trailing slashes ('/' stays '/'). */
const cleanPath = (path: unknown): string => {
  if (typeof path !== 'string') return '';
  const p = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return p === '' ? '/' : p;
};

/** The path with a leading market segment removed: the spec's routes carry no market prefix. */
const withoutMarket = (path: string): string => {
  const match = /^\/([^/]+)(\/.*)?$/.exec(path);
  return match && isMarket(match[1]!.toLowerCase()) ? (match[2] ?? '/') : path;
};

const DESTINATION = (kind: string) => new RegExp(`^/destination/${kind}/[^/]+$`);
const CONTAINS = (path: string, ...parts: string[]) => parts.some((p) => path.includes(p.toLowerCase()));

/** storefront.md §2 "Page kinds recognised from the current location": the first true kind, '/' and '/{market}' home. */
export function pageKindFromLocation(path: string, query?: QueryLike): LocationPageKind {
  const full = cleanPath(path);
  if (full === '') return 'other';
  const route = withoutMarket(full);
  const lower = full.toLowerCase();
  if (route === '/') return 'home';
  if (route === '/search-results/search-results') return 'searchResults';
  if (DESTINATION('country').test(route)) return 'country';
  if (DESTINATION('region').test(route)) return 'region';
  if (DESTINATION('continent').test(route)) return 'continent';
  if (hasParam(query, 'product')) return 'product';
  if (CONTAINS(`${lower}/`, 'my-trip', '/checkout/') || hasParam(query, 'isPayment')) return 'checkout';
  if (CONTAINS(lower, 'part-payment')) return 'partPayment';
  if (CONTAINS(`${lower}/`, '/ticket/pdf/')) return 'ticketPdf';
  if (CONTAINS(`${lower}/`, '/budget/pdf/')) return 'budgetPdf';
  if (CONTAINS(lower, 'confirmada', 'confirmed', 'confirme', 'bestatigt')) return 'confirmation';
  if (CONTAINS(lower, 'RaffleLanding')) return 'raffleLanding';
  return 'other';
}

/** A product URL: /{optional market}/{segment}/{segment}/{numericId}-{slug} (storefront.md §2 "Page routes"). */
export function parseProductPath(path: string): { market: Market | null; productId: number } | null {
  const match = /^\/(?:(es|fr|de|uk|us|ca|mx)\/)?[^/]+\/[^/]+\/(\d+)-[^/]+$/i.exec(cleanPath(path));
  if (!match) return null;
  const productId = Number(match[2]);
  if (!Number.isSafeInteger(productId)) return null;
  return { market: (match[1]?.toLowerCase() as Market | undefined) ?? null, productId };
}

// storefront.md §2 "one specific landing path under /us/landing/": the promotion bar is never shown on it
export const PROMOTION_BAR_EXCLUDED_PATH = '/us/landing/partner-exclusive';

// storefront.md §4 "Promotion bar"
export function shouldShowPromotionBar(input: {
  hidePromotion: boolean;
  affiliateId: number;
  pageKind: PageKind;
  path: string;
}): { show: boolean; reason?: string } {
  if (input.hidePromotion) return { show: false, reason: 'hidePromotion parameter' };
  const excluded =
    PROMOTION_BAR_EXCLUDED_AFFILIATES.includes(input.affiliateId) &&
    input.affiliateId !== PROMOTION_BAR_ALWAYS_ALLOWED_AFFILIATE;
  if (excluded) return { show: false, reason: `affiliate ${input.affiliateId} is excluded` };
  if (input.pageKind === 'checkout') return { show: false, reason: 'checkout page' };
  if (cleanPath(input.path).toLowerCase() === PROMOTION_BAR_EXCLUDED_PATH) {
    return { show: false, reason: 'excluded landing path' };
  }
  return { show: true };
}

// storefront.md §2 "Layout": no-index unless the main domain or the www subdomain
export const isNoIndex = (input: { isMainDomain: boolean; subdomain: string }): boolean =>
  !(input.isMainDomain || input.subdomain === MAIN_SUBDOMAIN);

export type HomeFeatureFlags = {
  premiumCareInfo: boolean;
  resellerLogo: boolean;
  chatbot: boolean;
  /** Whether site rules allow the member-get-member promotion; the site config's mgmPromotion must also be on. */
  mgmPromotion: boolean;
  blackFriday: boolean;
  immersiveHome: boolean;
  dealsHeaderMenu: boolean;
  leadDialog: boolean;
  promiseSection: boolean;
  languageDisclaimer: boolean;
  bnplPromo: boolean;
  /** The partner that hides FAQs, mobile menu, cookie banner, copyright and promo banners. */
  hiddenElementsPartner: boolean;
  walletBestCombination: boolean;
};

// storefront.md §6 "Lead dialog" (buying-flow.md §6 "PDP rules" repeats it for the trip page)
export const leadDialogEnabled = (
  site: Pick<Site, 'isB2BDomain' | 'isB2B2CDomain' | 'affiliateId'>,
  pageKind: PageKind,
): boolean =>
  pageKind !== 'checkout' &&
  pageKind !== 'raffleLanding' &&
  (!(site.isB2BDomain || site.isB2B2CDomain) || site.affiliateId === LEAD_DIALOG_PARTNER_AFFILIATE);

/**
 * The storefront.md §6 feature flags that touch the home page. Readings:
 * - promiseSection, "main brand only": affiliate 1, not a private-label site and not under a reseller's partner
 *   theme (the last_minute reseller in DE, ES, FR, UK);
 * - languageDisclaimer needs the locale; without one it is off.
 */
export function featureFlags(input: {
  site: Site;
  market: Market;
  pageKind: PageKind;
  experiments: Record<string, ExperimentVariant>;
  locale?: Locale;
}): HomeFeatureFlags {
  const { site, market, pageKind, experiments } = input;
  const www = site.subdomain === MAIN_SUBDOMAIN;
  const isSales = isSalesSite(site) || site.subdomain === SALES_SUBDOMAIN;
  const isAdvisor = isAdvisorSite(site);
  const ownSubSite = www || isAdvisor || isSales || site.subdomain === ADVISORS_SUBDOMAIN;
  const isCheckout = pageKind === 'checkout';
  const language = input.locale && isLocale(input.locale) ? languageCode(input.locale) : null;
  return {
    premiumCareInfo: isSales || www,
    resellerLogo: site.isReseller && (isSales || www),
    chatbot:
      variantIs(experiments, EXPERIMENT_NAMES.showChatbot, 'v2') &&
      ownSubSite &&
      CHATBOT_MARKETS.includes(market),
    mgmPromotion: !(isAdvisor && market === 'au'),
    blackFriday: ownSubSite,
    immersiveHome: (site.isB2COnly || isSales) && pageKind === 'home',
    dealsHeaderMenu: www && !isCheckout && pageKind !== 'confirmation',
    leadDialog: leadDialogEnabled(site, pageKind),
    promiseSection:
      site.affiliateId === DEFAULT_AFFILIATE_ID &&
      !site.isPrivateLabel &&
      resellerTheme(site.reseller, market) === null,
    languageDisclaimer:
      variantIs(experiments, EXPERIMENT_NAMES.multilanguage, 'v2') &&
      market === 'ca' &&
      language !== null &&
      language !== languageCode(marketMainLocale(market)),
    bnplPromo:
      BNPL_MARKETS.includes(market) && variantIs(experiments, EXPERIMENT_NAMES.payLaterPromoMessage, 'v2'),
    hiddenElementsPartner: site.affiliateId === HIDDEN_ELEMENTS_AFFILIATE,
    walletBestCombination: site.isB2COnly,
  };
}

/**
 * The checkout's capability rules (buying-flow.md §6 "Checkout capability rules", one function per row) and the
 * checkout experiments of §2 "Checkout" and §9 "Experiments in this flow". Experiments are a record of name to
 * variant ('v1' | 'v2'); a missing or malformed record reads as v1 everywhere.
 *
 * The recommended tab follows reading A of the spec's table. "The partner brand" of the flight tabs is
 * FLIGHT_TABS_PARTNER_AFFILIATE_ID. The row "Social login at checkout" (not B2B and not two specific partners)
 * is not here: the spec does not say which two partners.
 */
import { DEFAULT_AFFILIATE_ID } from './affiliate-data.ts';
import { EXPERIMENT_NAMES, variantIs } from './experiment-definitions.ts';

type Experiments = Readonly<Record<string, string>>;
type Device = 'mobile' | 'tablet' | 'desktop';

/** The checkout experiments these rules read (each is in EXPERIMENTS with the spec's split). */
export const CHECKOUT_EXPERIMENT_NAMES = {
  promoBannerBF: 'ABPromoBannerBFCheckout',
  simplifiedFlightSelector: 'ABSimplifiedFlightSelector',
  flightFilterNoFlightPreSelection: 'ABFlightFilterNoFlightPreSelection',
  simplifiedSummary: 'ABSimplifiedSummary',
  simplifiedSummaryFlightStep: 'ABSimplifiedSummaryFlightStep',
} as const;

const on = (x: unknown): boolean => x === true;
const lower = (x: unknown): string => (typeof x === 'string' ? x.trim().toLowerCase() : '');
const affiliate = (x: unknown): number =>
  typeof x === 'number' ? x : typeof x === 'string' && x.trim() !== '' ? Number(x) : Number.NaN;

// buying-flow.md §6: (the flight selector is enabled OR the domain is B2B) AND the flight is not predicted
export const realFlightDetailsShown = (i: {
  flightSelectorEnabled: boolean;
  isB2B: boolean;
  isPredicted: boolean;
}): boolean => (on(i?.flightSelectorEnabled) || on(i?.isB2B)) && !on(i?.isPredicted);

// buying-flow.md §6: the flight selector is enabled AND the trip is not land-only
export const normalFlightsEnabled = (i: { flightSelectorEnabled: boolean; isLandOnly: boolean }): boolean =>
  on(i?.flightSelectorEnabled) && !on(i?.isLandOnly);

/**
 * "The partner brand" of buying-flow.md §6's Recommended tab (reading A) and Business tab rows: affiliate 2, the
 * `viajes` B2B2C travel-agency partner. It is the partner the existing config already singles out as "a specific
 * partner" (LEAD_DIALOG_PARTNER_AFFILIATE, BUDGET_PDF_DOWNLOAD_AFFILIATES), the first partner brand of the
 * enumeration with its own host and theme, and the partner of the one partner subdomain that reading B names
 * ("shown except on one partner subdomain"), so both readings hide the tab on the same site.
 */
export const FLIGHT_TABS_PARTNER_AFFILIATE_ID = 2;

export type FlightTab = 'recommended' | 'business' | 'shortest';

// buying-flow.md §6 "Business tab: enabled unless it is the partner brand"
export const businessTabEnabled = (i: { affiliateId: number }): boolean =>
  affiliate(i?.affiliateId) !== FLIGHT_TABS_PARTNER_AFFILIATE_ID;

/**
 * buying-flow.md §6 "Recommended tab (reading A)": on the main brand (DEFAULT_AFFILIATE_ID) when the site's
 * flight-recommended-tab version flag is set; on other brands unless it is the partner brand.
 */
export const recommendedTabEnabled = (i: {
  affiliateId: number;
  recommendedTabVersion: boolean;
}): boolean => {
  const id = affiliate(i?.affiliateId);
  return id === DEFAULT_AFFILIATE_ID ? on(i?.recommendedTabVersion) : id !== FLIGHT_TABS_PARTNER_AFFILIATE_ID;
};

/**
 * The flight selector's tabs (buying-flow.md §2 "a flight selector with the tabs recommended, business and
 * shortest"; §6): 'recommended' when `recommendedTabEnabled`, 'shortest' always ("shown as the alternative"),
 * 'business' when `businessTabEnabled`. The first tab is the default one: recommended, else shortest.
 * `subdomain` is not read by reading A (reading B would need it).
 */
export function flightSelectorTabs(i: {
  affiliateId: number;
  subdomain: string;
  recommendedTabVersion: boolean;
}): FlightTab[] {
  const tabs: FlightTab[] = [];
  if (recommendedTabEnabled(i)) tabs.push('recommended');
  tabs.push('shortest');
  if (businessTabEnabled(i)) tabs.push('business');
  return tabs;
}

// buying-flow.md §9 "Express price lock is excluded in the UK market"
const EXPRESS_PRICE_LOCK_EXCLUDED_MARKETS: readonly string[] = Object.freeze(['uk']);

/**
 * buying-flow.md §6: price holding is enabled AND the screen is smaller than tablet AND the market is not UK.
 * "Smaller than tablet" (§9 breakpoints, under 768 px) is the 'mobile' device. Markets are compared case-blind.
 */
export const expressPriceLockShown = (i: {
  priceHoldingEnable: boolean;
  device: Device;
  market: string;
}): boolean =>
  on(i?.priceHoldingEnable) &&
  i.device === 'mobile' &&
  !EXPRESS_PRICE_LOCK_EXCLUDED_MARKETS.includes(lower(i.market));

// buying-flow.md §9 "The buy-now-pay-later promo message is limited to the US and CA markets"
const BNPL_PROMO_MARKETS: readonly string[] = Object.freeze(['us', 'ca']);

// buying-flow.md §6: market is US or CA AND its version flag or experiment (ABPayLaterPromoMessage v2) is on
export const bnplPromoMessageShown = (i: {
  market: string;
  versionFlag: boolean;
  experiments: Experiments;
}): boolean =>
  BNPL_PROMO_MARKETS.includes(lower(i?.market)) &&
  (on(i.versionFlag) || variantIs(i.experiments, EXPERIMENT_NAMES.payLaterPromoMessage, 'v2'));

// buying-flow.md §6 "Payment plan: more than one plan is available"
export const paymentPlanOffered = (i: { availablePaymentPlansCount: number }): boolean =>
  typeof i?.availablePaymentPlansCount === 'number' && i.availablePaymentPlansCount > 1;

// buying-flow.md §6 "Wallet best combination: only on B2C-only sites"
export const walletBestCombinationOffered = (i: { isB2COnly: boolean }): boolean => on(i?.isB2COnly);

// buying-flow.md §6 "Guest checkout: when the site option guestCheckout is on"
export const guestCheckoutAllowed = (i: { guestCheckout: boolean }): boolean => on(i?.guestCheckout);

/**
 * buying-flow.md §2 "a Black Friday promo banner with a timer, shown on desktop by default
 * (ABPromoBannerBFCheckout)": the v2 variant. The split (0-0-100) already gives v2 to desktop only, so a forced
 * v2 on another device shows it too; `device` is not read.
 */
export const blackFridayBannerShown = (i: { device: Device; experiments: Experiments }): boolean =>
  variantIs(i?.experiments, CHECKOUT_EXPERIMENT_NAMES.promoBannerBF, 'v2');

// buying-flow.md §9 "ABSimplifiedFlightSelector ... (shows the price difference)": v2
export const simplifiedFlightSelector = (experiments: Experiments): boolean =>
  variantIs(experiments, CHECKOUT_EXPERIMENT_NAMES.simplifiedFlightSelector, 'v2');

// buying-flow.md §9 ABFlightFilterNoFlightPreSelection: its v2 does not preselect a flight
export const flightPreselected = (experiments: Experiments): boolean =>
  !variantIs(experiments, CHECKOUT_EXPERIMENT_NAMES.flightFilterNoFlightPreSelection, 'v2');

// buying-flow.md §2 "a simplified summary variant"; §9 ABSimplifiedSummary, ABSimplifiedSummaryFlightStep
export const simplifiedSummary = (
  experiments: Experiments,
  step: 'passengers' | 'personalization' | 'flight' | 'payment',
): boolean =>
  variantIs(experiments, CHECKOUT_EXPERIMENT_NAMES.simplifiedSummary, 'v2') ||
  (step === 'flight' && variantIs(experiments, CHECKOUT_EXPERIMENT_NAMES.simplifiedSummaryFlightStep, 'v2'));

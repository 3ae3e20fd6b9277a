/**
 * The experiments of storefront.md §9 "A/B experiments" (and buying-flow.md §9). Weights are percentages per device.
 * A two-variant split `Name-m-t-d` gives v2 those percentages and v1 the rest; a three-variant `ABC_` split gives
 * v2 and v3 theirs and v1 the rest. No experiment in the spec has an end date.
 */
import type { Device, ExperimentVariant } from '@waypoint/schemas';
import { experimentCookieName } from './cookies.ts';

export type DeviceWeights = Record<Device, number>;

export type ExperimentDefinition = {
  name: string;
  /** `{name}-version`. */
  cookie: string;
  variants: { v1: DeviceWeights; v2: DeviceWeights; v3?: DeviceWeights };
  /** ISO 8601; after it every visitor gets v1. */
  endsAt?: string;
  /** A request header that forces the variant, like a query override. */
  overrideHeader?: string;
  /** What each variant shows, where the spec says. */
  labels?: Partial<Record<ExperimentVariant, string>>;
};

type Triple = readonly [mobile: number, tablet: number, desktop: number];
type Extras = Pick<ExperimentDefinition, 'endsAt' | 'overrideHeader' | 'labels'>;

const weights = ([mobile, tablet, desktop]: Triple): DeviceWeights => ({ mobile, tablet, desktop });
const rest = (...taken: Triple[]): DeviceWeights =>
  weights([0, 1, 2].map((i) => 100 - taken.reduce((sum, t) => sum + t[i]!, 0)) as unknown as Triple);

/** A two-variant experiment: v2 gets `v2` per device (mobile, tablet, desktop), v1 the rest. */
export const twoWay = (name: string, v2: Triple, extras: Extras = {}): ExperimentDefinition => ({
  name,
  cookie: experimentCookieName(name),
  variants: { v1: rest(v2), v2: weights(v2) },
  ...extras,
});

/** A three-variant experiment: v2 and v3 get theirs per device, v1 the rest. */
export const threeWay = (
  name: string,
  v2: Triple,
  v3: Triple,
  extras: Extras = {},
): ExperimentDefinition => ({
  name,
  cookie: experimentCookieName(name),
  variants: { v1: rest(v2, v3), v2: weights(v2), v3: weights(v3) },
  ...extras,
});

const OFF: Triple = [0, 0, 0];
const ON: Triple = [100, 100, 100];
const HALF: Triple = [50, 50, 50];

/** Names the rules read; `ABPayLaterPromoMessage` stands for the spec's `AB{pay-later}PromoMessage`. */
export const EXPERIMENT_NAMES = {
  showChatbot: 'ABShowChatbot',
  payLaterPromoMessage: 'ABPayLaterPromoMessage',
  multilanguage: 'ABMultilanguage',
  mvpPdp: 'ABMvpPdp',
  calendar: 'calendar',
  pdpV2: 'pdpv2',
  calendarAllPrices: 'ABCalendarAllPrices',
  calendarPrice: 'calendarPrice',
  categoriesInCalendar: 'ABcategoriesCalendarPdp',
  leadDialogPdp: 'LeadDialogBehaviourInPDP',
} as const;

/** Whether the visitor's variant of the experiment `name` is `variant`; false for missing or malformed input. */
export const variantIs = (
  experiments: Readonly<Record<string, string>> | null | undefined,
  name: string,
  variant: ExperimentVariant,
): boolean => !!experiments && typeof experiments === 'object' && experiments[name] === variant;

export const EXPERIMENTS: readonly ExperimentDefinition[] = [
  twoWay('headerWithSearch', ON, { labels: { v1: 'without search', v2: 'with search' } }),
  twoWay('ABTripQuoteSimplification', ON, { labels: { v2: 'budget PDF with QR' } }),
  twoWay('ABSimplifiedSummary', OFF),
  twoWay('ABSimplifiedFlightSelector', ON, { labels: { v2: 'show price difference' } }),
  twoWay('ABPromoBannerBFCheckout', [0, 0, 100]),
  twoWay(EXPERIMENT_NAMES.categoriesInCalendar, [0, 100, 100]),
  twoWay('ABCookiesModalRedesign', [20, 20, 20], { labels: { v1: 'original', v2: 'new' } }),
  twoWay('ABSimplifiedPaymentSection', OFF),
  twoWay('ABCartLastCheckouts', OFF),
  twoWay('ABSimplifiedSummaryFlightStep', OFF),
  twoWay('ABPhoneHeader', OFF),
  twoWay(EXPERIMENT_NAMES.showChatbot, OFF, { labels: { v1: 'no chatbot', v2: 'chatbot' } }),
  twoWay(EXPERIMENT_NAMES.payLaterPromoMessage, ON),
  twoWay('ABNewUserLogin', OFF),
  twoWay('ABFlightFilterNoFlightPreSelection', OFF),
  twoWay('ABFlightRecommendedTab', OFF),
  twoWay('ABPaymentPlan', OFF),
  twoWay(EXPERIMENT_NAMES.multilanguage, OFF, { labels: { v2: 'multilanguage' } }),
  twoWay(EXPERIMENT_NAMES.mvpPdp, HALF),
  threeWay('ABC_PLPRevamp', OFF, OFF),
  twoWay('ABCountryPLPSearch', [10, 10, 10]),
  twoWay(EXPERIMENT_NAMES.calendar, [0, 100, 100], { overrideHeader: 'x-calendar-version' }),
  twoWay(EXPERIMENT_NAMES.pdpV2, [0, 100, 100]),
  twoWay(EXPERIMENT_NAMES.calendarPrice, HALF, { labels: { v2: 'without strikethrough prices' } }),
  twoWay('leadRaffle', HALF, { labels: { v1: 'raffle-B/D', v2: 'raffle-C' } }),
  twoWay('leadOnboarding', HALF, { labels: { v1: 'onboarding-B', v2: 'onboarding-raffle-D' } }),
  twoWay('extendPriceLockSurvey', HALF),
  twoWay(EXPERIMENT_NAMES.leadDialogPdp, [10, 0, 0], { labels: { v1: 'original', v2: 'new' } }),
  // The spec's "new PLP results" has no name or split; named here and kept off until it has one.
  twoWay('ABNewPLPResults', OFF),
  // buying-flow.md §2's all-prices calendar "with its experiment" has no name or split; named here and kept off.
  twoWay(EXPERIMENT_NAMES.calendarAllPrices, OFF, { labels: { v2: 'all prices' } }),
];

export const experimentByName = (name: string): ExperimentDefinition | undefined =>
  EXPERIMENTS.find((e) => e.name === name);

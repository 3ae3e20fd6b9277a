/**
 * Test fixtures of the payment and document resolvers (their *.test.ts): an order attempt, its payment
 * state and part payment as the seller's API sends them (each parsed with its upstream schema), and data
 * sources whose reads answer these for one token while every other read still goes to the real sandbox.
 */
import {
  UpstreamCheckoutStatic,
  UpstreamFractional,
  type UpstreamPaymentMethod,
  UpstreamPaymentState,
} from '@waypoint/schemas';
import type { DataSources } from '../src/sources/data-sources.ts';

/** The order attempt's token (the sandbox knows no attempt of it: unstubbed reads answer null). */
export const TOKEN = 'oa_8fK2mQ7xLr4Tz9Wb';
/** The booking's token (the sandbox knows no booking of it). */
export const BOOKING_TOKEN = 'bk_Q4mZ8sLw2XnR7pTa';
export const TRIP = 'Safari and wildlife: Nairobi, Naivasha and Mombasa';
export const TRIP_URL = '/us/africa/kenya/12-safari-and-wildlife-nairobi-naivasha-and-mombasa';

/** The methods the sandbox offers in the US, in its order (sandbox checkout/payment.ts). */
export const CARD: UpstreamPaymentMethod = {
  id: 1,
  name: 'Credit or debit card',
  provider: 'cardpay',
  kind: 'card',
  fee: { percentage: 0, description: '' },
};
export const SECURE_CARD: UpstreamPaymentMethod = {
  id: 6,
  name: 'Card, secure checkout',
  provider: 'dropin',
  kind: 'card',
  fee: { percentage: 0.015, description: 'Card processing fee' },
};
export const ACH: UpstreamPaymentMethod = {
  id: 7,
  name: 'Bank transfer (ACH)',
  provider: 'dropin',
  kind: 'ach',
  fee: { percentage: 0, description: '' },
};
export const BNPL: UpstreamPaymentMethod = {
  id: 9,
  name: 'Pay later in 4',
  provider: 'bnpl',
  kind: 'bnpl',
  fee: { percentage: 0.03, description: 'Pay later fee' },
};

/** A $4,200.00 trip paid in full with the plain card (no fee, no plan). */
export function paymentState(patch: Partial<UpstreamPaymentState> = {}): UpstreamPaymentState {
  return UpstreamPaymentState.parse({
    revision: 7,
    currency: 'USD',
    methods: [CARD, SECURE_CARD, ACH, BNPL],
    paymentMethodId: 1,
    paymentFee: null,
    plans: [{ isSelected: true, payments: [{ percentage: 1 }] }],
    consent: { accepted: false, termsVersion: null },
    amounts: { total: 4200, dueNow: 4200, later: 0 },
    booking: null,
    ...patch,
  });
}

/** The attempt's static data, on its payment step, paid in full. */
export function attempt(patch: Partial<UpstreamCheckoutStatic> = {}): UpstreamCheckoutStatic {
  return UpstreamCheckoutStatic.parse({
    token: TOKEN,
    revision: 7,
    step: 'payment',
    progressStep: 'payment',
    expired: false,
    productId: 12,
    productUrl: TRIP_URL,
    categoryId: 120,
    offerId: 'off-12-120-2026-12-03',
    departureCity: 'New York',
    departureDate: '2026-12-03',
    currency: 'USD',
    isLandOnly: false,
    priceHoldingEnable: false,
    isSimplifiedSummaryFlightStep: false,
    isFlightFilterNoFlightPreSelectionVersion: false,
    isFlightRecommendedTabVersion: false,
    bnplPromoMessageVersion: false,
    enabledExtraServices: { isFlightSelectorEnabled: true },
    availablePaymentPlans: {
      availablePaymentPlansCount: 1,
      paymentPlans: [{ isSelected: true, payments: [{ percentage: 1 }] }],
    },
    checkout: { expirationDate: '2026-03-01T11:00:00.000Z', showHelpDropdown: false },
    campaignBanner: null,
    externalAgent: null,
    guestCheckout: true,
    ...patch,
  });
}

/** A booking paid 25% of $4,263.00, its second share due (the sandbox's share methods have no fee). */
export function fractional(patch: Partial<UpstreamFractional> = {}): UpstreamFractional {
  return UpstreamFractional.parse({
    token: TOKEN,
    bookingToken: BOOKING_TOKEN,
    currency: 'USD',
    total: 4263,
    paid: 1065.75,
    remaining: 3197.25,
    next: { index: 1, amount: 3197.25, dueDate: '2026-10-19' },
    methods: [CARD, { ...SECURE_CARD, fee: { percentage: 0, description: '' } }],
    paymentStatus: 'PENDIENTE',
    productTitle: TRIP,
    ...patch,
  });
}

/** A read that answers `value` for one key (TOKEN by default) and `missing` for any other, as the API would. */
export const forToken =
  <T, M = null>(value: T, key: string = TOKEN, missing: M = null as M) =>
  async (asked: string): Promise<T | M> =>
    asked === key ? value : missing;

/** Data sources whose `source` answers some reads from fixtures; its other reads still ask the sandbox. */
export const withReads =
  <K extends 'checkout' | 'documents'>(source: K, reads: Partial<DataSources[K]>) =>
  (real: DataSources): Partial<DataSources> => ({
    [source]: new Proxy(real[source], {
      get(target, key) {
        if (Object.hasOwn(reads, key)) return reads[key as keyof typeof reads];
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }),
  });

export const withCheckout = (reads: Partial<DataSources['checkout']>) => withReads('checkout', reads);

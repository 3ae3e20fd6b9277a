/**
 * The payment step of an order attempt (buying-flow.md §3 "Other checkout state", "availablePaymentPlans";
 * §4 "Payment"; §5 "Payment plan code"; §6 "Payment plan"): the market's payment methods, the plans the
 * attempt offers, and what is due now. Every amount is in integer cents, from the summary's total plus
 * the chosen method's fee, so the provider is always asked for exactly what the sandbox computes.
 */
import type { PaymentProviderId, UpstreamPaymentMethod, UpstreamPaymentState } from '@waypoint/schemas';
import type { PaymentCopy } from '../copy/index.ts';
import { MARKET_INFO, type Market } from '../markets.ts';
import type { OrderAttempt } from './attempts.ts';
import type { AttemptView } from './offer.ts';
import { chosenPlanIndex, plansOf, sharesOf } from './plans.ts';
import { linesOf } from './summary.ts';

export type MethodKind = UpstreamPaymentMethod['kind'];

export interface MethodDef {
  id: number;
  provider: PaymentProviderId;
  kind: MethodKind;
  /** The fee as a fraction of the amount. */
  fee: number;
  copy: keyof PaymentCopy['methods'];
}

const CARD: MethodDef = { id: 1, provider: 'cardpay', kind: 'card', fee: 0, copy: 'card' };
const SECURE_CARD: MethodDef = { id: 6, provider: 'dropin', kind: 'card', fee: 0.015, copy: 'secureCard' };
const ACH: MethodDef = { id: 7, provider: 'dropin', kind: 'ach', fee: 0, copy: 'ach' };
const BNPL: MethodDef = { id: 9, provider: 'bnpl', kind: 'bnpl', fee: 0.03, copy: 'bnpl' };

/**
 * The methods of a market, in the order the payment step lists them: both cards everywhere (the secure
 * drop-in first in ES and FR), ACH in the US, pay later in the US and CA (§9: the buy-now-pay-later
 * promo is limited to them). The composer preselects the first whose id is 1 or 6 (§4).
 */
export function methodDefsOf(market: Market): MethodDef[] {
  const cards = market === 'es' || market === 'fr' ? [SECURE_CARD, CARD] : [CARD, SECURE_CARD];
  return [...cards, ...(market === 'us' ? [ACH] : []), ...(market === 'us' || market === 'ca' ? [BNPL] : [])];
}

export function methodOf(def: MethodDef, copy: PaymentCopy): UpstreamPaymentMethod {
  const description = def.copy === 'secureCard' || def.copy === 'bnpl' ? copy.fees[def.copy] : '';
  return {
    id: def.id,
    name: copy.methods[def.copy],
    provider: def.provider,
    kind: def.kind,
    fee: { percentage: def.fee, description: def.fee > 0 ? description : '' },
  };
}

/**
 * The method a provider's payment is made with: the attempt's chosen one when it is that provider's
 * (and kind's), else the market's first of them; undefined when the market does not offer it.
 */
export function methodFor(
  attempt: OrderAttempt,
  market: Market,
  provider: PaymentProviderId,
  kind: MethodKind,
): MethodDef | undefined {
  const defs = methodDefsOf(market).filter((def) => def.provider === provider && def.kind === kind);
  return defs.find((def) => def.id === attempt.paymentMethodId) ?? defs[0];
}

// --- What is due ---

export interface PaymentQuote {
  /** The summary's total, without the fee. */
  tripCents: number;
  method: MethodDef | undefined;
  feeCents: number;
  /** The trip's total plus the fee. */
  totalCents: number;
  plans: (readonly number[])[];
  planIndex: number;
  plan: readonly number[];
  /** The plan's shares of the total; the first is due now. */
  shares: number[];
}

/** What the attempt costs with `methodId` (default: the chosen method; 0 is none, without a fee). */
export function paymentQuoteOf(
  view: AttemptView,
  today: string,
  methodId = view.attempt.paymentMethodId,
): PaymentQuote {
  const tripCents = linesOf(view).reduce((sum, line) => sum + line.cents, 0);
  const method = methodDefsOf(view.ctx.market).find((def) => def.id === methodId);
  const feeCents = Math.round(tripCents * (method?.fee ?? 0));
  const totalCents = tripCents + feeCents;
  const plans = plansOf(view, today);
  const planIndex = chosenPlanIndex(view.attempt, plans);
  const plan = plans[planIndex] ?? [1];
  return {
    tripCents,
    method,
    feeCents,
    totalCents,
    plans,
    planIndex,
    plan,
    shares: sharesOf(totalCents, plan),
  };
}

export const money = (cents: number) => cents / 100;

/** The version of the terms the traveller consents to (GET .../terms-and-conditions-version). */
export const TERMS_VERSION = '2026-03';

/** GET .../payment-method: the payment step's state. `booking` is the attempt's, as it stands now. */
export function paymentStateOf(
  view: AttemptView,
  today: string,
  booking: UpstreamPaymentState['booking'],
): UpstreamPaymentState {
  const { attempt, ctx } = view;
  const quote = paymentQuoteOf(view, today);
  const dueNow = quote.shares[0] ?? quote.totalCents;
  const { method } = quote;
  return {
    revision: attempt.revision,
    currency: MARKET_INFO[ctx.market].currency.isoCode,
    methods: methodDefsOf(ctx.market).map((def) => methodOf(def, ctx.paymentCopy)),
    paymentMethodId: method ? method.id : 0,
    paymentFee:
      method && method.fee > 0
        ? {
            percentage: method.fee,
            price: money(quote.feeCents),
            description: methodOf(method, ctx.paymentCopy).fee.description,
          }
        : null,
    plans: quote.plans.map((plan, index) => ({
      isSelected: index === quote.planIndex,
      payments: plan.map((percentage) => ({ percentage })),
    })),
    consent: { ...attempt.consent },
    amounts: {
      total: money(quote.totalCents),
      dueNow: money(dueNow),
      later: money(quote.totalCents - dueNow),
    },
    booking,
  };
}

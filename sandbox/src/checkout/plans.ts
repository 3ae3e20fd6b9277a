/**
 * Payment plans (buying-flow.md §3 "availablePaymentPlans", §4 "The selected payment plan is the one
 * marked isSelected", §5 "Payment plan code", §6 "Payment plan: more than one plan is available"): which
 * plans an attempt offers, the chosen one, its code and its shares of a total.
 */
import { dayOfIso } from '../catalogue/calendar.ts';
import { hashString, mix32 } from '../rng.ts';
import type { OrderAttempt } from './attempts.ts';
import type { AttemptView } from './offer.ts';

/** Pay in full; 25% to book and 75% before travel; three equal payments (§9 "Payment plan labels"). */
export const PLANS: readonly (readonly number[])[] = [[1], [0.25, 0.75], [1 / 3, 1 / 3, 1 / 3]];

/** A plan's later shares are due this many days before departure; a nearer departure is paid in full. */
export const BALANCE_DUE_DAYS = 45;

/**
 * The plans an attempt offers (`availablePaymentPlans`): only the full payment for land only and for
 * departures within BALANCE_DUE_DAYS of today; otherwise one to three plans, from a hash of the trip and
 * the market (so some markets offer a trip's plans and others do not).
 */
export function plansOf(view: AttemptView, today: string): (readonly number[])[] {
  const full = [PLANS[0] as readonly number[]];
  if (view.isLandOnly) return full;
  if (dayOfIso(view.attempt.departureDate) - dayOfIso(today) <= BALANCE_DUE_DAYS) return full;
  const hash = mix32(hashString(`plans:${view.ctx.catalogue.seed}:${view.ctx.market}:${view.ref.trip.id}`));
  return PLANS.slice(0, 1 + (hash % PLANS.length));
}

/** The chosen plan's index: the attempt's, else the one marked isSelected (the first). */
export function chosenPlanIndex(attempt: OrderAttempt, plans: readonly (readonly number[])[]): number {
  const index = attempt.planIndex;
  return index !== null && index >= 0 && index < plans.length ? index : 0;
}

/**
 * buying-flow.md §5 "Payment plan code": the percentages × 100, with zeros dropped, joined with '_'
 * ([0.25, 0.75] is '25_75', [1] is '100', a third is 33).
 */
export function planCode(plan: readonly number[]): string {
  return plan
    .map((fraction) => Math.round(fraction * 100))
    .filter((percent) => percent > 0)
    .join('_');
}

/** A plan's shares of `totalCents`: each rounded to the cent, the last one what is left. */
export function sharesOf(totalCents: number, plan: readonly number[]): number[] {
  const shares = plan.slice(0, -1).map((fraction) => Math.round(totalCents * fraction));
  return [...shares, totalCents - shares.reduce((sum, cents) => sum + cents, 0)];
}

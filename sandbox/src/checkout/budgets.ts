/**
 * Budgets, the quotes a traveller saves and sends (buying-flow.md §1 "A trip can also be saved as a
 * budget", §7 "Budget"): made from an order attempt's summary, or from a choice on the trip page priced
 * by its calendar (the day's price, or the lowest of the twelve months without a day). A budget is stored
 * as it was made, in the language it was asked in, and valid for BUDGET_VALID_DAYS.
 */
import { randomBytes } from 'node:crypto';
import type { UpstreamBudget } from '@waypoint/schemas';
import { BoundedMap } from '../bounded-map.ts';
import { cityImageName } from '../builders/cards.ts';
import type { BuildContext } from '../builders/context.ts';
import { departureOf, quoteOf, type TripSearch } from '../builders/flights.ts';
import { lowestPrice } from '../builders/prices.ts';
import { departureName } from '../builders/product-copy.ts';
import { dayOfIso, isoDay, isoOfDay } from '../catalogue/calendar.ts';
import { type CategoryRef, tripPath } from '../catalogue/index.ts';
import type { Pax } from '../catalogue/pricing.ts';
import type { Lang } from '../markets.ts';
import { MARKET_INFO } from '../markets.ts';
import { mediaUrl } from '../media/urls.ts';
import { localAmount } from '../money.ts';
import { fill } from '../text.ts';
import type { AttemptView } from './offer.ts';
import { HANDLING_FEE, type Line, linesOf, summaryOf } from './summary.ts';

export const BUDGET_VALID_DAYS = 7;

export interface StoredBudget {
  budget: UpstreamBudget;
  lang: Lang;
}

export class BudgetStore {
  private readonly budgets: BoundedMap<string, StoredBudget>;

  constructor(capacity = 10_000) {
    this.budgets = new BoundedMap(capacity);
  }

  get(id: string): StoredBudget | undefined {
    return this.budgets.get(id);
  }

  put(stored: StoredBudget): void {
    this.budgets.set(stored.budget.id, stored);
  }

  clear(): void {
    this.budgets.clear();
  }
}

/** 20 URL-safe random characters. */
export const newBudgetId = () => randomBytes(15).toString('base64url');

interface Made {
  id: string;
  now: Date;
  email: string | null;
  /** The media base URL (the product's picture). */
  base: string;
}

function shell(ctx: BuildContext, ref: CategoryRef, made: Made) {
  const { trip, category } = ref;
  return {
    id: made.id,
    market: ctx.market,
    createdAt: made.now.toISOString(),
    validUntil: isoOfDay(dayOfIso(isoDay(made.now)) + BUDGET_VALID_DAYS),
    email: made.email,
    sentTo: [],
    currency: MARKET_INFO[ctx.market].currency.isoCode,
    product: {
      id: trip.id,
      title: trip.title[ctx.lang],
      url: tripPath(trip, ctx.market),
      image: mediaUrl(made.base, 'card', cityImageName(trip, 0)),
      days: category.days,
    },
    category: ctx.pdpCopy.tiers[category.tier],
  };
}

/** A summary line's name on a quote, in the request's language. */
function lineName(view: AttemptView, line: Line): string {
  const copy = view.ctx.paymentCopy.budget;
  switch (line.code) {
    case 'campaign':
      return fill(copy.trip, { trip: view.ref.trip.title[view.ctx.lang] });
    case 'extra_night':
      return fill(copy.extraNights, { nights: line.name });
    case 'insurance':
      return fill(copy.insurance, { name: line.name });
    case 'fees':
      return copy.handlingFee;
    case 'discount':
      return fill(copy.discount, { code: view.attempt.voucherCode ?? '' });
    default:
      return line.name;
  }
}

/** A budget of the attempt: its summary's lines and total. */
export function budgetOfAttempt(view: AttemptView, made: Made): UpstreamBudget {
  const summary = summaryOf(view);
  const lines = linesOf(view);
  const { attempt } = view;
  return {
    ...shell(view.ctx, view.ref, made),
    departureCity: summary.product.departure_city,
    departureDate: attempt.departureDate,
    pax: { ...attempt.pax },
    lines: lines.map((line) => ({ name: lineName(view, line), amount: line.cents / 100 })),
    total: summary.price.total,
    orderAttemptToken: attempt.token,
  };
}

/**
 * A budget of a choice on the trip page, priced by the calendar; or why it has no price: a departure the
 * category does not serve, or no day the calendar offers (that day, or any) for these passengers.
 */
export function budgetOfChoice(
  ctx: BuildContext,
  search: Omit<TripSearch, 'departureDate'> & { departureDate: string | null },
  made: Made,
): UpstreamBudget | { refused: 'NOT_SERVED' | 'NOT_BOOKABLE' } {
  const { ref, pax } = search;
  const departure = departureOf(ctx, { ...search, departureDate: search.departureDate ?? ctx.today });
  if (!departure) return { refused: 'NOT_SERVED' };
  const price =
    search.departureDate === null
      ? lowestPrice(ctx, ref, departure, pax)
      : (quoteOf(ctx, { ...search, departureDate: search.departureDate })?.price ?? null);
  if (price === null) return { refused: 'NOT_BOOKABLE' };
  const paying = payingOf(pax);
  const copy = ctx.paymentCopy.budget;
  const lines = [
    { name: fill(copy.trip, { trip: ref.trip.title[ctx.lang] }), amount: price * paying },
    { name: copy.handlingFee, amount: localAmount(HANDLING_FEE, ctx.market) * paying },
  ];
  return {
    ...shell(ctx, ref, made),
    departureCity: departureName(departure, ctx.pdpCopy),
    departureDate: search.departureDate,
    pax: { ...pax },
    lines,
    total: Math.round(lines.reduce((sum, line) => sum + line.amount * 100, 0)) / 100,
    orderAttemptToken: null,
  };
}

const payingOf = (pax: Pax) => pax.adults + pax.children;

/**
 * An order attempt's price and its fixed data (buying-flow.md §3 "Checkout summary", "Checkout static
 * and personalisation data"; §5 "Prices"). Every amount is summed in integer cents and shown rounded
 * to cents, so `price.total` is exactly the sum of the breakdown's lines.
 *
 * Lines, in the breakdown's order: `campaign` (the price per person with the chosen flight, or the
 * land price, times the paying travellers), `extra_night` (named by the number of nights), the chosen
 * room (`accommodation`, 0 when included), the insurance package unless it is the included STANDARD
 * (`insurance`), one `option` per chosen activity ((adults + children) × unit price), the handling fee
 * (`handlingFee`, 15 per paying traveller in local terms) and the voucher's `discount` (negative).
 */
import type { UpstreamCheckoutStatic, UpstreamCheckoutSummary } from '@waypoint/schemas';
import { isoDay } from '../catalogue/calendar.ts';
import { productDepartures } from '../catalogue/departures.ts';
import { returnDateOf } from '../catalogue/flights.ts';
import { tripPath } from '../catalogue/index.ts';
import { MARKET_INFO, type Market } from '../markets.ts';
import { localAmount } from '../money.ts';
import { hashString, mix32 } from '../rng.ts';
import { fill } from '../text.ts';
import { isExpired } from './attempts.ts';
import {
  type AttemptView,
  accommodationOf,
  activitiesOf,
  chosenFlight,
  extraNightsOf,
  INCLUDED_INSURANCE,
  insurancesOf,
  payingOf,
  pricePerPerson,
  travellersOf,
} from './offer.ts';
import { chosenPlanIndex, plansOf } from './plans.ts';
import { discountCents } from './vouchers.ts';

/** Per paying traveller, in dollars (see localAmount). */
export const HANDLING_FEE = 15;

/** The share of the price per person that is not the flight (as land only costs, departures.ts). */
const LAND_SHARE = 0.75;

export interface Line {
  name: string;
  code: string;
  id: string | null;
  cents: number;
}

const cents = (amount: number) => Math.round(amount * 100);
const sum = (lines: readonly Line[]) => lines.reduce((total, line) => total + line.cents, 0);

/** The breakdown's lines of the attempt, in cents. */
export function linesOf(view: AttemptView): Line[] {
  const { attempt, ctx } = view;
  const paying = payingOf(attempt);
  const trip = cents(pricePerPerson(view)) * paying;
  const lines: Line[] = [{ name: 'campaign', code: 'campaign', id: null, cents: trip }];
  if (attempt.extraNights > 0) {
    const option = extraNightsOf(view).options[String(attempt.extraNights)];
    const name = String(attempt.extraNights);
    lines.push({ name, code: 'extra_night', id: null, cents: cents(option?.incrementPrice ?? 0) });
  }
  const rooms = accommodationOf(view);
  const room = [...rooms.includes, ...rooms.supplements].find((r) => r.id === attempt.accommodationId);
  if (room) lines.push({ name: room.name, code: 'accommodation', id: room.id, cents: cents(room.price) });
  if (attempt.insuranceKey !== INCLUDED_INSURANCE) {
    const pack = insurancesOf(view).packages.find((p) => p.key === attempt.insuranceKey);
    if (pack)
      lines.push({ name: pack.name, code: 'insurance', id: pack.key, cents: cents(pack.TotalPremium) });
  }
  const activities = activitiesOf(view).supplements;
  for (const id of attempt.activityIds) {
    const activity = activities.find((a) => a.id === id);
    if (activity) {
      lines.push({ name: activity.name, code: 'option', id, cents: paying * cents(activity.unitPrice) });
    }
  }
  const fee = localAmount(HANDLING_FEE, ctx.market) * 100 * paying;
  lines.push({ name: 'handlingFee', code: 'fees', id: null, cents: fee });
  if (attempt.voucherCode) {
    const discount = discountCents(attempt.voucherCode, trip, sum(lines), ctx.market);
    if (discount > 0) lines.push({ name: 'discount', code: 'discount', id: null, cents: -discount });
  }
  return lines;
}

/** The order before discounts, in cents (what a voucher's minimum is checked against). */
export const totalWithoutDiscountsCents = (view: AttemptView) =>
  sum(linesOf(view).filter((line) => line.code !== 'discount'));

export function summaryOf(view: AttemptView): UpstreamCheckoutSummary {
  const { ctx, attempt, ref } = view;
  const { trip, offers, category } = ref;
  const { pdpCopy, market, lang } = ctx;
  const paying = payingOf(attempt);
  const lines = linesOf(view);
  const perPerson = (value: number) => Math.round(value / paying) / 100;
  const campaign = lines[0]?.cents ?? 0;
  const flight = chosenFlight(view);
  const grain = Math.max(1, MARKET_INFO[market].priceStep / 10);
  const landShare = Math.round((attempt.dayPrice * LAND_SHARE) / grain) * grain;
  const flightCents = flight ? Math.max(0, cents(flight.price - landShare)) * paying : 0;
  const departure = productDepartures(trip, offers, market).find((p) => p.id === attempt.departureCity);
  const baseReturn = returnDateOf(category, attempt.departureDate);
  const returnDate = returnDateOf(category, attempt.departureDate, attempt.extraNights);
  const rooms = accommodationOf(view);
  const priced = ({ id, price }: { id: string; price: number }) => ({ id, price });
  return {
    revision: attempt.revision,
    product: {
      title: trip.title[lang],
      name: trip.country.name[lang],
      departure_city: departure?.city ?? pdpCopy.landOnly,
      departure_date: attempt.departureDate,
      arrival_date: returnDate,
    },
    offer: { days: category.days + attempt.extraNights },
    price: {
      total: sum(lines) / 100,
      totalWithoutDiscounts: sum(lines.filter((line) => line.code !== 'discount')) / 100,
      base: campaign / 100,
      flightPrice: flightCents / 100,
    },
    breakdown: lines.map((line) => ({
      name: line.name,
      code: line.code,
      id: line.id,
      totalPrice: line.cents / 100,
      totalPricePerPerson: perPerson(line.cents),
    })),
    includes: view.isLandOnly
      ? [...pdpCopy.included.items]
      : [pdpCopy.included.flights, ...pdpCopy.included.items],
    category: { type: category.tier, name: pdpCopy.tiers[category.tier] },
    details: {
      passengersCount: travellersOf(attempt),
      baseDays: category.days,
      baseNights: category.days - 1,
      departure: { date: attempt.departureDate },
      arrival: { date: returnDate, original_date: baseReturn },
    },
    pax: { passengers: travellersOf(attempt), ...attempt.pax },
    supplements: {
      supplements: activitiesOf(view).supplements.map((a) => ({ id: a.id, price: a.unitPrice })),
    },
    accommodations: { includes: rooms.includes.map(priced), supplements: rooms.supplements.map(priced) },
    currency: MARKET_INFO[market].currency.isoCode,
    flight: flight && {
      id: flight.id,
      isPredicted: flight.isPredicted,
      baggageAllowance: flight.baggageAllowance,
      return: {
        itinerary: flight.return.segments.map((segment) => ({
          departureDate: segment.departure.slice(0, 10),
        })),
      },
    },
    voucherCode: attempt.voucherCode,
    custom: attempt.custom,
  };
}

/** Markets whose checkout shows the help dropdown (site config). */
const HELP_DROPDOWN: readonly Market[] = ['us', 'uk', 'es', 'mx'];

export function staticOf(view: AttemptView, now: Date): UpstreamCheckoutStatic {
  const { ctx, attempt, ref } = view;
  const { trip, offers } = ref;
  const { market } = ctx;
  const hash = mix32(hashString(`checkout:${ctx.catalogue.seed}:${trip.id}`));
  const plans = plansOf(view, isoDay(now));
  const chosen = chosenPlanIndex(attempt, plans);
  const header = offers.pdpHeader;
  const banner = header
    ? {
        title: fill(ctx.checkoutCopy.campaignBanner.title, {
          percent: header.percent,
          month: ctx.pdpCopy.months[header.month - 1] ?? '',
        }),
        description: fill(ctx.checkoutCopy.campaignBanner.description, {
          month: ctx.pdpCopy.months[header.month - 1] ?? '',
        }),
      }
    : offers.isDealOfTheWeek
      ? { ...ctx.checkoutCopy.dealBanner }
      : null;
  return {
    token: attempt.token,
    revision: attempt.revision,
    step: attempt.step,
    progressStep: attempt.progressStep,
    expired: isExpired(attempt, now),
    productId: trip.id,
    productUrl: tripPath(trip, market),
    categoryId: attempt.categoryId,
    offerId: attempt.offerId,
    departureCity: attempt.departureCity,
    departureDate: attempt.departureDate,
    currency: MARKET_INFO[market].currency.isoCode,
    isLandOnly: view.isLandOnly,
    // buying-flow.md §9: express price lock is excluded in the UK market.
    priceHoldingEnable: market !== 'uk' && (hash >>> 4) % 10 !== 0,
    isSimplifiedSummaryFlightStep: false,
    isFlightFilterNoFlightPreSelectionVersion: false,
    isFlightRecommendedTabVersion: false,
    bnplPromoMessageVersion: false,
    enabledExtraServices: { isFlightSelectorEnabled: !view.isLandOnly },
    availablePaymentPlans: {
      availablePaymentPlansCount: plans.length,
      paymentPlans: plans.map((payments, index) => ({
        isSelected: index === chosen,
        payments: payments.map((percentage) => ({ percentage })),
      })),
    },
    checkout: { expirationDate: attempt.expiresAt, showHelpDropdown: HELP_DROPDOWN.includes(market) },
    campaignBanner: banner,
    externalAgent: attempt.externalAgent,
    guestCheckout: true,
  };
}

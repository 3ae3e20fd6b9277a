/**
 * Order attempts (buying-flow.md §7 "Order attempt v2"): what a traveller is buying, kept in memory by
 * the sandbox app instance, so every composer instance that talks to one sandbox sees the same
 * attempts. An attempt is plain data (it is cloned for each write, and a refused write drops the
 * clone); everything priced is derived from it and the catalogue when read (offer.ts, summary.ts).
 *
 * The store is bounded like the body memo: past `capacity` attempts, the oldest are dropped.
 */

import { randomBytes } from 'node:crypto';
import type { CheckoutStep, PaymentProviderId } from '@waypoint/schemas';
import { BoundedMap } from '../bounded-map.ts';
import type { Pax } from '../catalogue/pricing.ts';
import type { Market } from '../markets.ts';

/** An attempt lives this long after creation, and a retry extends it by as much. */
export const ATTEMPT_LIFETIME_MS = 90 * 60_000;

/** Marketing fields of the create form, stored as given (exposed by GET /__attempts/:token). */
export const TRACKING_FIELDS = [
  'googleAnalyticsClientId',
  'gclId',
  'fbclid',
  'msclkid',
  'utm_source',
  'utm_campaign',
  'utm_medium',
] as const;
export type TrackingField = (typeof TRACKING_FIELDS)[number];

export interface Tracking extends Record<TrackingField, string> {
  resellerToken: string | null;
  advisorToken: string | null;
}

/** A traveller as saved by POST passengers (type and age band come from the attempt's category). */
export interface SavedPassenger {
  firstName: string;
  lastName: string;
  birthDate: string;
  documentNumber: string;
  email: string;
  phone: string;
}

/** The traveller's consent to the terms (PATCH consent): the version accepted, null before. */
export interface Consent {
  accepted: boolean;
  termsVersion: string | null;
}

/**
 * A payment made for the attempt, by reference: the provider's record lives in the app's PaymentStore
 * (payments/store.ts). `share` is the plan's share it pays: 0 at checkout, 1.. for part payments.
 */
export interface PaymentRef {
  provider: PaymentProviderId;
  id: string;
  share: number;
}

/**
 * The order created from the attempt (POST booking), at most one per attempt. What it was sold for is
 * frozen here (in cents); its texts are read in the request's language (checkout/booking.ts).
 */
export interface StoredBooking {
  bookingToken: string;
  orderId: number;
  groupId: number;
  locator: string;
  createdAt: string;
  /** The payment of the first share. */
  provider: PaymentProviderId;
  paymentId: string;
  paymentMethodId: number;
  /** The plan's percentages (fractions), frozen at booking; [1] for a single full payment. */
  plan: number[];
  /** Whether the attempt offered more than one plan (the plan code is null with a single full plan). */
  planOffered: boolean;
  totalCents: number;
  totalWithoutDiscountsCents: number;
  totalSuplementsCents: number;
  /** Each share: its amount, due date, and the payment that paid it (null until paid). */
  shares: { cents: number; dueDate: string; paymentId: string | null; paidAt: string | null }[];
  /** §4 "Orders in my account": set once a second payment is registered. */
  secondPayment: boolean;
}

export interface OrderAttempt {
  token: string;
  market: Market;
  /** ISO date-times of the sandbox clock. */
  createdAt: string;
  expiresAt: string;
  revision: number;
  productId: number;
  categoryId: number;
  offerId: string;
  /** An IATA code, or LAND_ONLY_DEPARTURE_ID. */
  departureCity: string;
  /** YYYY-MM-DD. */
  departureDate: string;
  pax: Pax;
  /** The calendar's price per person when the attempt was created: the attempt holds that price. */
  dayPrice: number;
  /** null for land only. */
  flightId: string | null;
  accommodationId: string;
  activityIds: string[];
  /** A package key of the insurances (INSURANCE_KEYS); STANDARD is included. */
  insuranceKey: string;
  extraNights: number;
  voucherCode: string | null;
  custom: boolean;
  step: CheckoutStep;
  progressStep: CheckoutStep;
  externalAgent: string | null;
  /** Empty until POST passengers saves them, then one per traveller (adults, children, babies). */
  passengers: SavedPassenger[];
  tracking: Tracking;
  /** The chosen payment method's id; 0 while none is chosen (buying-flow.md §4 "Payment"). */
  paymentMethodId: number;
  /** The chosen plan's index; null for the plan marked isSelected (checkout/payment.ts `plansOf`). */
  planIndex: number | null;
  consent: Consent;
  /** Every payment opened for the attempt, oldest first. */
  payments: PaymentRef[];
  booking: StoredBooking | null;
}

type PaymentFields = 'paymentMethodId' | 'planIndex' | 'consent' | 'payments' | 'booking';

/** What a new attempt starts with for its payment: no method, the default plan, no consent, nothing paid. */
export const noPayment = (): Pick<OrderAttempt, PaymentFields> => ({
  paymentMethodId: 0,
  planIndex: null,
  consent: { accepted: false, termsVersion: null },
  payments: [],
  booking: null,
});

/** 32 URL-safe random characters (24 random bytes). */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export const isExpired = (attempt: OrderAttempt, now: Date) => now.getTime() >= Date.parse(attempt.expiresAt);

export class AttemptStore {
  private readonly attempts: BoundedMap<string, OrderAttempt>;
  /** Every booking stored, by booking token: the attempt it belongs to (a ledger, also for /__charges). */
  private readonly bookings = new Map<string, string>();
  private orders = 0;

  constructor(capacity = 10_000) {
    // The oldest attempts go once the store is full, and their bookings with them.
    this.attempts = new BoundedMap(capacity, (_token, old) => {
      if (old.booking) this.bookings.delete(old.booking.bookingToken);
    });
  }

  get size(): number {
    return this.attempts.size;
  }

  get(token: string): OrderAttempt | undefined {
    return this.attempts.get(token);
  }

  /** The attempt that holds the booking `bookingToken`. */
  byBooking(bookingToken: string): OrderAttempt | undefined {
    const token = this.bookings.get(bookingToken);
    const attempt = token === undefined ? undefined : this.attempts.get(token);
    return attempt?.booking?.bookingToken === bookingToken ? attempt : undefined;
  }

  /** How many bookings were ever stored for the attempt `token`. */
  bookingCount(token: string): number {
    let count = 0;
    for (const owner of this.bookings.values()) if (owner === token) count++;
    return count;
  }

  /** The next order number of this store (bookings' orderId). */
  nextOrderNumber(): number {
    this.orders += 1;
    return this.orders;
  }

  /** Stores (or replaces) an attempt; the oldest attempts go once the store is full. */
  put(attempt: OrderAttempt): void {
    this.attempts.set(attempt.token, attempt);
    if (attempt.booking) this.bookings.set(attempt.booking.bookingToken, attempt.token);
  }

  list(): OrderAttempt[] {
    return [...this.attempts.values()];
  }

  clear(): void {
    this.attempts.clear();
    this.bookings.clear();
  }
}

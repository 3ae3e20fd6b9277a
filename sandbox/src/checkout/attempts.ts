/**
 * Order attempts (buying-flow.md §7 "Order attempt v2"): what a traveller is buying, kept in memory by
 * the sandbox app instance, so every composer instance that talks to one sandbox sees the same
 * attempts. An attempt is plain data (it is cloned for each write, and a refused write drops the
 * clone); everything priced is derived from it and the catalogue when read (offer.ts, summary.ts).
 *
 * The store is bounded like the body memo: past `capacity` attempts, the oldest are dropped.
 */
import { randomBytes } from 'node:crypto';
import type { CheckoutStep } from '@waypoint/schemas';
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
}

/** 32 URL-safe random characters (24 random bytes). */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export const isExpired = (attempt: OrderAttempt, now: Date) => now.getTime() >= Date.parse(attempt.expiresAt);

export class AttemptStore {
  private readonly attempts = new Map<string, OrderAttempt>();

  constructor(private readonly capacity = 10_000) {}

  get size(): number {
    return this.attempts.size;
  }

  get(token: string): OrderAttempt | undefined {
    return this.attempts.get(token);
  }

  /** Stores (or replaces) an attempt; the oldest attempts go once the store is full. */
  put(attempt: OrderAttempt): void {
    if (!this.attempts.has(attempt.token)) {
      for (const token of this.attempts.keys()) {
        if (this.attempts.size < this.capacity) break;
        this.attempts.delete(token);
      }
    }
    this.attempts.set(attempt.token, attempt);
  }

  list(): OrderAttempt[] {
    return [...this.attempts.values()];
  }

  clear(): void {
    this.attempts.clear();
  }
}

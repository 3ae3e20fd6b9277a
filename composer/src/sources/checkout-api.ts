/**
 * The order attempt v2 (buying-flow.md §7 "Order attempt v2"), read and written for one request. The
 * composer keeps no checkout state of its own: every read goes to the seller's API, so a reload, a
 * second tab or another composer instance shows the same checkout; reads are memoised for the request
 * only, and nothing here ever enters a cache (ARCHITECTURE.md "Visitor data").
 *
 * Writes carry the attempt's revision: a stale one is refused upstream (409), and the caller shows the
 * fresh state with a clear message instead of silently losing a change.
 */
import {
  type CheckoutStep,
  UpstreamAccommodation,
  UpstreamActivities,
  UpstreamBaggages,
  UpstreamBooking,
  UpstreamBookingStatus,
  UpstreamCancellationPolicy,
  UpstreamCheckoutError,
  UpstreamCheckoutFlights,
  UpstreamCheckoutPassengers,
  UpstreamCheckoutStatic,
  UpstreamCheckoutSummary,
  UpstreamExtraNights,
  UpstreamFractional,
  UpstreamInsurances,
  UpstreamNotConfirmed,
  UpstreamOrderAttemptCreated,
  UpstreamPaymentState,
  UpstreamTermsVersion,
  UpstreamWriteResult,
  upstreamEnvelope,
} from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { Errors } from '../errors.ts';
import type { UpstreamClient } from './upstream-client.ts';

/** What a write came to: done (the new revision), or why not. */
export type WriteOutcome =
  | { kind: 'done'; revision: number }
  | { kind: 'invalid'; fields: Record<string, string>; message: string }
  | { kind: 'stale'; revision: number | null }
  | { kind: 'expired' }
  | { kind: 'notFound' };

export interface CheckoutPassengerInput {
  firstName: string;
  lastName: string;
  birthDate: string;
  documentNumber: string;
  email: string;
  phone: string;
}

export interface MetadataChange {
  flightId?: string;
  accommodationId?: string;
  activityIds?: string[];
  insuranceKey?: string | null;
}

const BASE = '/api/checkout/v2/order-attempts';

export class CheckoutApi {
  readonly #memo: Map<string, Promise<unknown>>;

  constructor(
    private readonly client: UpstreamClient,
    private readonly scope: { market: string; locale: string },
    private readonly log: FastifyBaseLogger,
    /** The request's reads (shared by the compositions of one action's answer). */
    memo: Map<string, Promise<unknown>> = new Map(),
  ) {
    this.#memo = memo;
  }

  #path(token: string, rest: string): string {
    return `/${this.scope.market}${BASE}/${encodeURIComponent(token)}/${rest}`;
  }

  /** A read of the attempt; null when the attempt does not exist. Memoised for this request. */
  #read<S extends z.ZodType>(token: string, rest: string, schema: S, signal?: AbortSignal) {
    return this.#readAt(this.#path(token, rest), schema, signal);
  }

  #readAt<S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal) {
    let promise = this.#memo.get(`checkout:${path}`) as Promise<z.infer<S> | null> | undefined;
    if (!promise) {
      promise = this.#readNow(path, schema, signal);
      this.#memo.set(`checkout:${path}`, promise);
    }
    return promise;
  }

  async #readNow<S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal) {
    let answer: { status: number; body: unknown };
    try {
      answer = await this.client.send(
        { method: 'GET', path },
        { source: 'orderAttempt', acceptLanguage: this.scope.locale, ...(signal ? { signal } : {}) },
        this.log,
      );
    } catch (cause) {
      throw new Errors.ERROR_ORDER_ATTEMPT_DATA(path, { cause });
    }
    if (answer.status === 404) return null;
    const parsed = upstreamEnvelope(schema).safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) {
      this.log.error(
        { status: answer.status, issues: parsed.success ? undefined : parsed.error.issues.slice(0, 5) },
        'order attempt read failed',
      );
      throw new Errors.ERROR_ORDER_ATTEMPT_DATA(path);
    }
    return (parsed.data as { data: z.infer<S> }).data;
  }

  /** Forget what this request read of the attempt: after a write, the next read is fresh. */
  forget(): void {
    for (const key of this.#memo.keys()) if (key.startsWith('checkout:')) this.#memo.delete(key);
  }

  static = (token: string, signal?: AbortSignal) =>
    this.#read(token, 'static', UpstreamCheckoutStatic, signal);
  summary = (token: string, signal?: AbortSignal) =>
    this.#read(token, 'summary', UpstreamCheckoutSummary, signal);
  flights = (token: string, signal?: AbortSignal) =>
    this.#read(token, 'personalization/flights', UpstreamCheckoutFlights, signal);
  accommodation = (token: string, signal?: AbortSignal) =>
    this.#read(token, 'personalization/accommodation', UpstreamAccommodation, signal);
  activities = (token: string, signal?: AbortSignal) =>
    this.#read(token, 'personalization/activities-and-services', UpstreamActivities, signal);
  insurances = (token: string, signal?: AbortSignal) =>
    this.#read(token, 'personalization/insurances', UpstreamInsurances, signal);
  baggages = (token: string, signal?: AbortSignal) =>
    this.#read(token, 'personalization/baggages', UpstreamBaggages, signal);
  extraNights = (token: string, signal?: AbortSignal) =>
    this.#read(token, 'extra-nights', UpstreamExtraNights, signal);
  cancellationPolicy = (token: string, signal?: AbortSignal) =>
    this.#read(token, 'cancellation-policy', UpstreamCancellationPolicy, signal);
  passengers = (token: string, signal?: AbortSignal) =>
    this.#read(token, 'passengers', UpstreamCheckoutPassengers, signal);
  /** The payment step's state (§4 "Payment"): methods, fee, plans, consent, amounts, the booking. */
  payment = (token: string, signal?: AbortSignal) =>
    this.#read(token, 'payment-method', UpstreamPaymentState, signal);
  /** The booking made from the attempt; null before there is one. */
  booking = (token: string, signal?: AbortSignal) => this.#read(token, 'booking', UpstreamBooking, signal);
  /** §7 "T&C version": the terms the traveller consents to. */
  termsVersion = (token: string, signal?: AbortSignal) =>
    this.#readAt(
      `/${this.scope.market}/api/booking/${encodeURIComponent(token)}/terms-and-conditions-version`,
      UpstreamTermsVersion,
      signal,
    );
  /** §7 `my-trip/not-confirmed/{token}`: why the attempt has no booking. */
  notConfirmed = (token: string, signal?: AbortSignal) =>
    this.#readAt(
      `/${this.scope.market}/api/checkout/v2/my-trip/not-confirmed/${encodeURIComponent(token)}`,
      UpstreamNotConfirmed,
      signal,
    );
  /** §7 "Fractional (part) payment": the booking's next share and the methods for it. */
  fractional = (token: string, signal?: AbortSignal) =>
    this.#readAt(
      `/${this.scope.market}/api/checkout/v2/fractional/${encodeURIComponent(token)}`,
      UpstreamFractional,
      signal,
    );

  /**
   * `booking/status`, memoised for the request like the other reads (the page's routing and its payment
   * block share one read); `fresh` reads it again, as the poll does while the provider confirms.
   */
  bookingStatus(token: string, signal?: AbortSignal, options: { fresh?: boolean } = {}) {
    const path = this.#path(token, 'booking/status');
    if (options.fresh) this.#memo.delete(`checkout:${path}`);
    return this.#readAt(path, UpstreamBookingStatus, signal);
  }

  choosePaymentMethod(token: string, revision: number, paymentMethodId: number) {
    return this.#write('PATCH', this.#path(token, 'payment-method'), {
      form: { revision: String(revision), paymentMethodId: String(paymentMethodId) },
    });
  }
  choosePaymentPlan(token: string, revision: number, planIndex: number) {
    return this.#write('PATCH', this.#path(token, 'payment-plan'), {
      form: { revision: String(revision), planIndex: String(planIndex) },
    });
  }
  consent(token: string, revision: number, accepted: boolean, termsVersion: string) {
    return this.#write('PATCH', this.#path(token, 'consent'), {
      form: { revision: String(revision), accepted: String(accepted), termsVersion },
    });
  }

  /**
   * `booking` (post): the order from the paid attempt, exactly once. The idempotency key names the attempt,
   * so a double click, a retry after a timeout, a second tab or another composer instance all get the one
   * booking; and since the key makes it safe, a failed or timed-out call is tried once more.
   */
  createBooking(token: string, payment: { provider: string; paymentId: string }) {
    return this.#book(this.#path(token, 'booking'), `booking:${token}`, {
      provider: payment.provider,
      paymentId: payment.paymentId,
    });
  }

  /** §7 `/api/fractional/payment`: a later share of a booking, registered once per share. */
  registerPartPayment(token: string, index: number, payment: { provider: string; paymentId: string }) {
    return this.#book(`/${this.scope.market}/api/fractional/payment`, `part:${token}:${index}`, {
      orderAttemptToken: token,
      index: String(index),
      provider: payment.provider,
      paymentId: payment.paymentId,
    });
  }

  async #book(
    path: string,
    key: string,
    form: Record<string, string>,
  ): Promise<
    | { kind: 'booked'; booking: z.infer<typeof UpstreamBooking> }
    | { kind: 'refused'; status: number; code: string; message: string }
  > {
    this.forget();
    let answer: { status: number; body: unknown } | undefined;
    for (let attempt = 0; answer === undefined; attempt++) {
      try {
        answer = await this.client.send(
          { method: 'POST', path, form, headers: { 'idempotency-key': key } },
          { source: 'booking', acceptLanguage: this.scope.locale },
          this.log,
        );
      } catch (cause) {
        const code = (cause as { code?: string }).code;
        if (attempt === 0 && code !== 'WP_UPSTREAM_CANCELLED') continue;
        throw new Errors.ERROR_ORDER_CREATE_DATA(path, { cause });
      }
    }
    if (answer.status === 200 || answer.status === 201) {
      const parsed = upstreamEnvelope(UpstreamBooking).safeParse(answer.body);
      if (parsed.success) return { kind: 'booked', booking: parsed.data.data };
      this.log.error({ issues: parsed.error.issues.slice(0, 5) }, 'booking breaks its schema');
      throw new Errors.ERROR_ORDER_CREATE_DATA(path);
    }
    const error = UpstreamCheckoutError.safeParse(answer.body);
    if (answer.status >= 400 && answer.status < 500 && error.success) {
      this.log.warn({ status: answer.status, code: error.data.error.code }, 'booking refused');
      return {
        kind: 'refused',
        status: answer.status,
        code: error.data.error.code,
        message: error.data.error.message,
      };
    }
    this.log.error({ status: answer.status, path }, 'booking refused');
    throw new Errors.ERROR_ORDER_CREATE_DATA(path);
  }

  /** POST /api/checkout/v2/order-attempts (form): the new attempt's token, or the refused fields. */
  async create(
    form: Record<string, string>,
  ): Promise<{ kind: 'created'; token: string } | { kind: 'invalid'; fields: Record<string, string> }> {
    const path = `/${this.scope.market}${BASE}`;
    let answer: { status: number; body: unknown };
    try {
      answer = await this.client.send(
        { method: 'POST', path, form },
        { source: 'orderAttemptCreate', acceptLanguage: this.scope.locale },
        this.log,
      );
    } catch (cause) {
      throw new Errors.ERROR_ORDER_ATTEMPT_CREATE_DATA(path, { cause });
    }
    if (answer.status === 201 || answer.status === 200) {
      const parsed = upstreamEnvelope(UpstreamOrderAttemptCreated).safeParse(answer.body);
      if (parsed.success) return { kind: 'created', token: parsed.data.data.token };
    }
    const error = UpstreamCheckoutError.safeParse(answer.body);
    if (answer.status === 400 && error.success)
      return { kind: 'invalid', fields: error.data.error.fields ?? {} };
    this.log.error({ status: answer.status }, 'order attempt create refused');
    throw new Errors.ERROR_ORDER_ATTEMPT_CREATE_DATA(path);
  }

  /** POST .../retry: the attempt is held 90 minutes more (buying-flow.md §4 "Payment", §9). */
  retry(token: string): Promise<WriteOutcome> {
    return this.#write('POST', `/${this.scope.market}${BASE}/retry`, { form: { token } });
  }

  savePassengers(token: string, revision: number, passengers: CheckoutPassengerInput[]) {
    return this.#write('POST', this.#path(token, 'passengers'), { json: { revision, passengers } });
  }
  updateMetadata(token: string, revision: number, change: MetadataChange) {
    return this.#write('PATCH', this.#path(token, 'metadata'), { json: { revision, ...change } });
  }
  selectExtraNights(token: string, revision: number, nights: number) {
    return this.#write('POST', this.#path(token, `extra-nights/v2/0/${nights}`), { json: { revision } });
  }
  applyVoucher(token: string, revision: number, voucherCode: string) {
    return this.#write('POST', this.#path(token, 'payment/discounts'), { json: { revision, voucherCode } });
  }
  removeVoucher(token: string, revision: number) {
    return this.#write('DELETE', this.#path(token, 'payment/discounts'), { json: { revision } });
  }
  progress(token: string, revision: number, step: CheckoutStep) {
    return this.#write('PATCH', this.#path(token, 'progress-step'), { json: { revision, step } });
  }
  externalAgent(token: string, revision: number, externalAgentId: string) {
    return this.#write('PATCH', this.#path(token, 'external-agent'), { json: { revision, externalAgentId } });
  }

  async #write(
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body: { json?: unknown; form?: Record<string, string> },
  ): Promise<WriteOutcome> {
    this.forget();
    let answer: { status: number; body: unknown };
    try {
      answer = await this.client.send(
        { method, path, ...body },
        { source: 'orderAttemptWrite', acceptLanguage: this.scope.locale },
        this.log,
      );
    } catch (cause) {
      throw new Errors.ERROR_UPDATE_ORDER_ATTEMPT_DATA(path, { cause });
    }
    if (answer.status >= 200 && answer.status < 300) {
      const parsed = upstreamEnvelope(UpstreamWriteResult).safeParse(answer.body);
      if (parsed.success) return { kind: 'done', revision: parsed.data.data.revision };
    }
    const error = UpstreamCheckoutError.safeParse(answer.body);
    if (answer.status === 404) return { kind: 'notFound' };
    if (answer.status === 410) return { kind: 'expired' };
    if (answer.status === 409) {
      return { kind: 'stale', revision: error.success ? (error.data.error.revision ?? null) : null };
    }
    if (answer.status === 400 && error.success) {
      return { kind: 'invalid', fields: error.data.error.fields ?? {}, message: error.data.error.message };
    }
    this.log.error({ status: answer.status, path }, 'order attempt write refused');
    throw new Errors.ERROR_UPDATE_ORDER_ATTEMPT_DATA(path);
  }
}

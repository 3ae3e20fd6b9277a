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
  UpstreamCancellationPolicy,
  UpstreamCheckoutError,
  UpstreamCheckoutFlights,
  UpstreamCheckoutPassengers,
  UpstreamCheckoutStatic,
  UpstreamCheckoutSummary,
  UpstreamExtraNights,
  UpstreamInsurances,
  UpstreamOrderAttemptCreated,
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
    const path = this.#path(token, rest);
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
    for (const key of this.#memo.keys()) if (key.includes(BASE)) this.#memo.delete(key);
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

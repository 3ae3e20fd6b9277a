/**
 * The payment providers' records (buying-flow.md §7 "Payment providers"): card intents, drop-in sessions
 * and pay-later charges, kept in memory by the sandbox app and bounded like the attempts' store. One
 * record shape for the three providers, in one status vocabulary (ProviderStatus); each provider's routes
 * turn it into its own answer.
 *
 * A record never holds a card or account number: only its last four digits and its brand.
 * A bank payment is `processing` until it settles: on the first read at least ACH_SETTLE_MS of sandbox
 * clock after it was made, it is `succeeded`.
 */
import type { PaymentProviderId, ProviderStatus } from '@waypoint/schemas';
import { BoundedMap } from '../bounded-map.ts';
import type { MethodKind } from '../checkout/payment.ts';
import type { Market } from '../markets.ts';
import { providerId } from './ids.ts';

/** How long a bank (ACH) payment takes to settle, on the sandbox clock. */
export const ACH_SETTLE_MS = 1500;

/** A provider error the composer reported (POST /api/cardpay/error). */
export interface ProviderError {
  code: string;
  message: string;
  at: string;
}

export interface PaymentRecord {
  /** 'pi_…', 'ds_…' or 'ch_…'. */
  id: string;
  provider: PaymentProviderId;
  kind: MethodKind;
  market: Market;
  attemptToken: string;
  /** The plan's share it pays: 0 at checkout, 1.. for a booking's later shares. */
  share: number;
  /** The payment method it is made with, and the plan it was priced with (share 0). */
  methodId: number;
  plan: number[];
  planOffered: boolean;
  amountCents: number;
  currency: string;
  status: ProviderStatus;
  /** The provider's words for a refusal. */
  message: string | null;
  /** A mail-or-telephone order: exempt from the card holder's challenge. */
  moto: boolean;
  /** The composer's page the traveller goes back to. */
  returnUrl: string;
  /** The provider's reference once it accepted the payment (charge id, PSP reference). */
  reference: string | null;
  last4: string | null;
  brand: string | null;
  email: string | null;
  /** The drop-in's opaque token for the way back (redirectResult). */
  redirectResult: string | null;
  errors: ProviderError[];
  createdAt: string;
  updatedAt: string;
  /** A processing bank payment settles at this time. */
  settlesAt: string | null;
}

export const PREFIXES = { cardpay: 'pi', dropin: 'ds', bnpl: 'ch' } as const;

/** A payment that took (or is taking) the money. */
export const isCharged = (record: PaymentRecord) =>
  record.status === 'succeeded' || record.status === 'processing';

/** A payment the traveller can still finish on the provider's page. */
export const isOpen = (record: PaymentRecord) =>
  record.status === 'open' || record.status === 'requires_action';

/** An Idempotency-Key's request (its fingerprint) and what it answered (an id). */
interface KeyUse {
  fingerprint: string;
  result: string;
}

export class PaymentStore {
  private readonly redirects = new BoundedMap<string, string>(50_000);
  private readonly records: BoundedMap<string, PaymentRecord>;
  private readonly keys = new BoundedMap<string, KeyUse>(50_000);

  constructor(capacity = 50_000) {
    this.records = new BoundedMap(capacity, (_id, record) => {
      if (record.redirectResult) this.redirects.delete(record.redirectResult);
    });
  }

  get size(): number {
    return this.records.size;
  }

  /** The record, settled on the sandbox clock (a bank payment due to settle is succeeded from now on). */
  get(id: string, now: Date): PaymentRecord | undefined {
    const record = this.records.get(id);
    if (record?.status !== 'processing' || record.settlesAt === null) return record;
    if (now.getTime() < Date.parse(record.settlesAt)) return record;
    const settled: PaymentRecord = { ...record, status: 'succeeded', updatedAt: now.toISOString() };
    this.records.set(id, settled);
    return settled;
  }

  /** The drop-in session named by a redirectResult. */
  byRedirectResult(redirectResult: string, now: Date): PaymentRecord | undefined {
    const id = this.redirects.get(redirectResult);
    return id === undefined ? undefined : this.get(id, now);
  }

  put(record: PaymentRecord): void {
    this.records.set(record.id, record);
    if (record.redirectResult) this.redirects.set(record.redirectResult, record.id);
  }

  /** A new id of the provider, never used before in this store. */
  newId(provider: PaymentProviderId): string {
    let id = providerId(PREFIXES[provider]);
    while (this.records.has(id)) id = providerId(PREFIXES[provider]);
    return id;
  }

  /** Every record of an attempt, oldest first (a scan: for the control routes). */
  ofAttempt(token: string, now: Date): PaymentRecord[] {
    const ids = [...this.records.values()].filter((r) => r.attemptToken === token).map((r) => r.id);
    return ids.map((id) => this.get(id, now)).filter((r): r is PaymentRecord => r !== undefined);
  }

  /** What `key` answered in `scope` ('cardpay', 'booking', ...), if it was used. */
  keyUse(scope: string, key: string): KeyUse | undefined {
    return this.keys.get(`${scope}\n${key}`);
  }

  rememberKey(scope: string, key: string, fingerprint: string, result: string): void {
    this.keys.set(`${scope}\n${key}`, { fingerprint, result });
  }

  clear(): void {
    this.records.clear();
    this.redirects.clear();
    this.keys.clear();
  }
}

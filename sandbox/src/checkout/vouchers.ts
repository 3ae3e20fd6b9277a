/**
 * The sandbox's voucher codes (buying-flow.md §5 "Promocode": stored in upper case). Amounts are quoted
 * in dollars and shown as the same number where the currency is near the dollar (money.ts
 * `localAmount`): WELCOME50 takes 50 € off in Spain and 200.000 COP in Colombia.
 */
import type { Market } from '../markets.ts';
import { localAmount } from '../money.ts';

type Voucher =
  | { kind: 'amount'; amount: number; minimum?: number }
  | { kind: 'percent'; percent: number }
  | { kind: 'expired' };

export const VOUCHERS: Readonly<Record<string, Voucher>> = {
  /** 50 off. */
  WELCOME50: { kind: 'amount', amount: 50 },
  /** 10% off the trip (the campaign line). */
  SPRING10: { kind: 'percent', percent: 10 },
  /** 100 off an order of at least 4,000 before discounts. */
  BIGTRIP100: { kind: 'amount', amount: 100, minimum: 4000 },
  /** A campaign that is over. */
  EXPIRED20: { kind: 'expired' },
};

/** '  welcome50 ' -> 'WELCOME50'. */
export const normaliseVoucher = (code: string) => code.trim().toUpperCase();

/** Why the code cannot apply to an order of `totalCents` before discounts; undefined when it can. */
export function voucherRefusal(code: string, totalCents: number, market: Market): string | undefined {
  const voucher = VOUCHERS[code];
  if (!voucher) return 'VOUCHER_NOT_FOUND';
  if (voucher.kind === 'expired') return 'VOUCHER_EXPIRED';
  if (voucher.kind === 'amount' && voucher.minimum !== undefined) {
    if (totalCents < localAmount(voucher.minimum, market) * 100) return 'VOUCHER_MIN_AMOUNT';
  }
  return undefined;
}

/**
 * The discount in cents (positive), never more than the order: 0 when the code does not apply.
 * `tripCents` is the campaign line, `totalCents` the order before discounts.
 */
export function discountCents(code: string, tripCents: number, totalCents: number, market: Market): number {
  const voucher = VOUCHERS[code];
  if (!voucher || voucherRefusal(code, totalCents, market)) return 0;
  const cents =
    voucher.kind === 'percent'
      ? Math.round((tripCents * voucher.percent) / 100)
      : voucher.kind === 'amount'
        ? localAmount(voucher.amount, market) * 100
        : 0;
  return Math.min(cents, Math.max(0, totalCents));
}

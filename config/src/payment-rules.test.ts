import { describe, expect, it } from 'vitest';
import { paymentPlanCode, preselectedPaymentMethod, selectedPaymentPlan } from './checkout-prices.ts';
import { pageKindFromLocation } from './page-rules.ts';
import {
  bookingStatusDelay,
  confirmationPath,
  confirmationUsesVoucherTexts,
  isConfirmationSegment,
  motoPayment,
  orderEntity,
  paymentFeeAmount,
  paymentPlanLabels,
  planShares,
} from './payment-rules.ts';

const plan = (...percentages: number[]) => percentages.map((percentage) => ({ percentage }));

describe('preselectedPaymentMethod (buying-flow.md §4 "Payment")', () => {
  it.each([
    [[{ id: 1 }, { id: 6 }], 1],
    [[{ id: 6 }, { id: 1 }], 6],
    [[{ id: 9 }, { id: 7 }, { id: 6 }], 6],
    [[{ id: 2 }, { id: 1 }], 1],
    [[{ id: 7 }, { id: 9 }], 0],
    [[], 0],
  ])('methods %j preselect %i', (methods, expected) => {
    expect(preselectedPaymentMethod(methods)).toBe(expected);
  });
});

describe('selectedPaymentPlan (§4: the one marked isSelected; none marked, no plan)', () => {
  it('takes the marked plan', () => {
    const plans = [
      { isSelected: false, payments: plan(1) },
      { isSelected: true, payments: plan(0.25, 0.75) },
    ];
    expect(selectedPaymentPlan(plans)).toBe(plans[1]);
  });
  it('answers null when none is marked', () => {
    expect(selectedPaymentPlan([{ isSelected: false, payments: plan(1) }])).toBeNull();
  });
});

describe('paymentPlanCode (§5: percentages × 100, zeros dropped, joined with _)', () => {
  it.each([
    [plan(1), '100'],
    [plan(0.25, 0.75), '25_75'],
    [plan(0.5, 0, 0.5), '50_50'],
    [plan(0.34, 0.33, 0.33), '34_33_33'],
    [plan(0.2, 0.2, 0.2, 0.2, 0.2), '20_20_20_20_20'],
    [plan(), ''],
  ])('%j → %s', (payments, code) => {
    expect(paymentPlanCode(payments)).toBe(code);
  });
});

describe('paymentPlanLabels (§9 "Payment plan labels")', () => {
  it('one payment: 100% today, pay once and you are done', () => {
    expect(paymentPlanLabels(plan(1))).toEqual({
      today: { key: 'payment.plan.today', params: { percentage: 100 } },
      title: { key: 'payment.plan.once', params: {} },
      detail: null,
    });
  });
  it('two payments: Pay in 2, first to book and second before travel', () => {
    expect(paymentPlanLabels(plan(0.25, 0.75))).toEqual({
      today: { key: 'payment.plan.today', params: { percentage: 25 } },
      title: { key: 'payment.plan.payIn2', params: {} },
      detail: {
        key: 'payment.plan.twoPayments',
        params: { firstPaymentPercentage: 25, secondPaymentPercentage: 75 },
      },
    });
  });
  it('three or more: n payments, in n equal parts', () => {
    expect(paymentPlanLabels(plan(0.34, 0.33, 0.33))).toEqual({
      today: { key: 'payment.plan.today', params: { percentage: 34 } },
      title: { key: 'payment.plan.nPayments', params: { totalPayments: 3 } },
      detail: { key: 'payment.plan.equalParts', params: { planCount: 3 } },
    });
  });
});

describe('paymentFeeAmount', () => {
  it.each([
    [1000, 0.015, 15],
    [1234.56, 0.03, 37.04],
    [1000, 0, 0],
    [Number.NaN, 0.1, 0],
  ])('%d × %d = %d', (amount, pct, fee) => expect(paymentFeeAmount(amount, pct)).toBe(fee));
});

describe('motoPayment', () => {
  it('holds for sales, the advisors site and advisors', () => {
    expect(motoPayment({ kind: 'sales', subdomain: 'sales' }, false)).toBe(true);
    expect(motoPayment({ kind: 'main', subdomain: 'www' }, true)).toBe(true);
    expect(motoPayment({ kind: 'main', subdomain: 'www' }, false)).toBe(false);
  });
});

describe('confirmationPath (§2 "Confirmation page")', () => {
  it.each([
    ['us', 'en-US', '/us/booking-confirmed/T'],
    ['es', 'es-ES', '/es/reserva-confirmada/T'],
    ['fr', 'fr-FR', '/fr/reservation-confirmee/T'],
    ['de', 'de-DE', '/de/buchung-bestatigt/T'],
    ['ca', 'fr-CA', '/ca/reservation-confirmee/T'],
  ])('%s %s → %s, a confirmation page by the location rule', (market, locale, path) => {
    expect(confirmationPath(market, locale, 'T')).toBe(path);
    expect(pageKindFromLocation(path)).toBe('confirmation');
    expect(isConfirmationSegment(path.split('/')[2] ?? '')).toBe(true);
  });
});

describe('bookingStatusDelay', () => {
  it('backs off and is bounded', () => {
    const delays: number[] = [];
    for (let i = 0; ; i++) {
      const d = bookingStatusDelay(i);
      if (d === null) break;
      delays.push(d);
    }
    expect(delays).toEqual([150, 300, 600, 1000]);
    expect(delays.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(2500);
  });
});

describe('orderEntity (§3 "order")', () => {
  it('maps the booking', () => {
    expect(
      orderEntity({
        cancellationPolicy: 'FLEX',
        groupId: 7,
        locator: 'ABC123',
        orderAttemptToken: 'tok',
        orderId: 99,
        paymentMethod: 'Credit or debit card',
        extraNights: 2,
        total: 2500,
        totalWithoutDiscounts: 2550,
        totalSuplements: 300,
        paymentPlan: '25_75',
      }),
    ).toEqual({
      cancellation_policy: 'FLEX',
      currency_euro_rate: 0,
      group_id: 7,
      locator_number: 'ABC123',
      order_attempt_id: 'tok',
      order_id: 99,
      payment_method: 'Credit or debit card',
      selected_extra_nights: 2,
      total_price: 2500,
      total_price_without_discounts: 2550,
      total_suplements: 300,
      payment_plan: '25_75',
    });
  });
});

describe('confirmationUsesVoucherTexts (§6)', () => {
  it('holds on B2B sites only', () => {
    expect(confirmationUsesVoucherTexts({ isB2BDomain: true })).toBe(true);
    expect(confirmationUsesVoucherTexts({ isB2BDomain: false })).toBe(false);
  });
});

describe('planShares', () => {
  it('rounds each share to the cent and gives the last what is left', () => {
    expect(planShares(1000, plan(0.34, 0.33, 0.33))).toEqual([340, 330, 330]);
    expect(planShares(1000, plan(1 / 3, 1 / 3, 1 / 3))).toEqual([333.33, 333.33, 333.34]);
    expect(planShares(2788, plan(0.25, 0.75))).toEqual([697, 2091]);
    expect(planShares(99.99, plan(1))).toEqual([99.99]);
  });
});

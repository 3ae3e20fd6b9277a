import { describe, expect, it } from 'vitest';
import { orderAttemptEntity } from './checkout-analytics.ts';

describe('orderAttemptEntity (buying-flow.md §3 order attempt)', () => {
  it('carries the token twice, the total, and the handling fee per person', () => {
    expect(
      orderAttemptEntity({
        offerId: '77',
        token: 'tok_abcdefghijklmnop',
        total: 3245.5,
        breakdown: [
          { name: 'campaign', totalPrice: 3200.5 },
          { name: 'handlingFee', totalPrice: 45 },
        ],
        payingTravellers: 3,
      }),
    ).toEqual({
      offer_id: '77',
      order_attempt_id: 'tok_abcdefghijklmnop',
      ofl_token: 'tok_abcdefghijklmnop',
      total_price: 3245.5,
      handling_fee: 15,
      currency_euro_rate: 0,
    });
  });

  it('has no handling fee without its line', () => {
    expect(
      orderAttemptEntity({ offerId: '', token: 't', total: 10, breakdown: [], payingTravellers: 2 })
        .handling_fee,
    ).toBe(0);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accommodationPrice,
  BREAKDOWN_ORDER,
  type BreakdownItem,
  type BreakdownKind,
  breakdownLines,
  breakdownTotal,
  type CheckoutBreakdownState,
  extraNightsOfLine,
  fromCents,
  handlingFeePerPerson,
  insurancePrice,
  paymentPlanCode,
  preselectedPaymentMethod,
  selectedPaymentPlan,
  supplementPrice,
  supplementPriceDetails,
  toCents,
  totalSuplements,
} from './checkout-prices.ts';

const item = (kind: BreakdownKind, id: string | null, price: number, extra: Partial<BreakdownItem> = {}) => ({
  kind,
  id,
  description: `${kind} ${id}`,
  price,
  ...extra,
});

describe('cents', () => {
  it('rounds to cents and back', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(1234)).toBe(12.34);
    expect(Object.is(fromCents(-0), 0)).toBe(true);
  });
});

describe('supplements (§5 Prices)', () => {
  // "A supplement's price equals (adults + children) × the unit price."
  it('multiplies the unit price by adults plus children (babies do not pay)', () => {
    expect(supplementPrice({ adults: 2, children: 1 }, 45)).toBe(135);
    expect(supplementPrice({ adults: 2, children: 0 }, 19.99)).toBe(39.98);
    expect(supplementPrice({ adults: 3, children: 0 }, 0.1)).toBe(0.3);
    expect(supplementPrice({ adults: 0, children: 0 }, 45)).toBe(0);
  });

  it('rounds the unit price to cents first, and ignores invalid counts and prices', () => {
    expect(supplementPrice({ adults: 3, children: 0 }, 10.004)).toBe(30);
    expect(supplementPrice({ adults: -1, children: 2 }, 10)).toBe(20);
    expect(supplementPrice({ adults: 1.5, children: 1 }, 10)).toBe(10);
    expect(supplementPrice({ adults: 2, children: 0 }, Number.NaN)).toBe(0);
    expect(supplementPrice(null as never, 10)).toBe(0);
  });

  // "Its priceDetails reads as the count, then ' * ', then the formatted unit price."
  it('writes priceDetails as count * unit', () => {
    expect(supplementPriceDetails({ adults: 2, children: 1 }, '$45.00')).toBe('3 * $45.00');
    expect(supplementPriceDetails({ adults: 1, children: 0 }, '19,99 €')).toBe('1 * 19,99 €');
  });

  it('is in whole cents for any counts and cent prices', () => {
    fc.assert(
      fc.property(fc.nat(9), fc.nat(9), fc.integer({ min: 0, max: 10_000_00 }), (adults, children, unit) => {
        const price = supplementPrice({ adults, children }, unit / 100);
        expect(toCents(price)).toBe((adults + children) * unit);
      }),
    );
  });
});

describe('accommodationPrice (§5)', () => {
  const accommodations = {
    includes: [{ id: 'std', price: 0 }],
    supplements: [
      { id: 'sea', price: 240.5 },
      { id: 'suite', price: 610 },
    ],
  };

  // "looked up in both includes and supplements"
  it('finds the id in includes or supplements', () => {
    expect(accommodationPrice(accommodations, 'std')).toBe(0);
    expect(accommodationPrice(accommodations, 'sea')).toBe(240.5);
    expect(accommodationPrice(accommodations, 'suite')).toBe(610);
  });

  it('is null when absent', () => {
    expect(accommodationPrice(accommodations, 'villa')).toBeNull();
    expect(accommodationPrice({ includes: [], supplements: [] }, 'std')).toBeNull();
    expect(accommodationPrice(null as never, 'std')).toBeNull();
  });

  it('prefers includes when an id is in both', () => {
    expect(
      accommodationPrice({ includes: [{ id: 'a', price: 0 }], supplements: [{ id: 'a', price: 9 }] }, 'a'),
    ).toBe(0);
  });
});

describe('insurancePrice (§5)', () => {
  // "An insurance line's price is set from the TotalPremium of its package."
  it("is the package's TotalPremium", () => {
    const packages = [
      { key: 'STANDARD', TotalPremium: 0 },
      { key: 'FLEX', TotalPremium: 89.9 },
      { key: 'FLEX+', TotalPremium: 149.999 },
    ];
    expect(insurancePrice(packages, 'FLEX')).toBe(89.9);
    expect(insurancePrice(packages, 'STANDARD')).toBe(0);
    expect(insurancePrice(packages, 'FLEX+')).toBe(150);
    expect(insurancePrice(packages, 'GOLD')).toBeNull();
    expect(insurancePrice([], 'FLEX')).toBeNull();
  });
});

describe('summary lines (§5)', () => {
  const breakdown = [
    { name: 'base', code: 'base', totalPrice: 2000 },
    { name: 'handlingFee', code: 'fee', totalPrice: 59.9 },
    { name: '3 extra nights', code: 'extra_night', totalPrice: 300 },
  ];

  // "total_suplements = totalWithoutDiscounts − the handling-fee line's totalPrice − base"
  it('computes total_suplements', () => {
    expect(totalSuplements({ price: { totalWithoutDiscounts: 2659.9, base: 2000 }, breakdown })).toBe(600);
    expect(totalSuplements({ price: { totalWithoutDiscounts: 2100.3, base: 2000.1 }, breakdown: [] })).toBe(
      100.2,
    );
  });

  it('recognises the handling-fee line by its name only', () => {
    const byCode = [{ name: 'Handling fee', code: 'handlingFee', totalPrice: 50 }];
    expect(totalSuplements({ price: { totalWithoutDiscounts: 2100, base: 2000 }, breakdown: byCode })).toBe(
      100,
    );
  });

  // "The extra-night line is recognised by the code 'extra_night'; its name holds the number of nights."
  it('reads the nights from the extra-night line', () => {
    expect(extraNightsOfLine(breakdown)).toBe(3);
    expect(extraNightsOfLine([{ name: 'Extra nights: 12', code: 'extra_night' }])).toBe(12);
    expect(extraNightsOfLine([{ name: 'extra nights', code: 'extra_night' }])).toBe(0);
    expect(extraNightsOfLine([{ name: '2 nights', code: 'night' }])).toBe(0);
    expect(extraNightsOfLine([])).toBe(0);
  });

  it('shares the handling fee among the paying travellers', () => {
    expect(handlingFeePerPerson(breakdown, 2)).toBe(29.95);
    expect(handlingFeePerPerson(breakdown, 3)).toBe(19.97);
    expect(handlingFeePerPerson(breakdown, 0)).toBe(0);
    expect(handlingFeePerPerson([], 2)).toBe(0);
  });
});

describe('breakdown (§3 Checkout breakdown)', () => {
  it('orders the kinds as the spec lists them', () => {
    expect(BREAKDOWN_ORDER).toEqual([
      'campaign',
      'extraNight',
      'accommodation',
      'insurances',
      'options',
      'donate',
      'paymentFee',
      'fees',
      'discount',
      'wallet',
    ]);
  });

  it('lists the lines in the spec order, stable inside a kind, and totals them', () => {
    const s: CheckoutBreakdownState = {
      items: [
        item('wallet', 'w1', -50),
        item('options', 'b', 20.1),
        item('discount', null, -100),
        item('campaign', null, 1999.9),
        item('options', 'a', 0.2),
        item('paymentFee', null, 12.3, { priceDetails: '1.5%' }),
      ],
      custom: true,
      voucherCode: null,
    };
    expect(breakdownLines(s).map((l) => `${l.kind}:${l.id}`)).toEqual([
      'campaign:null',
      'options:b',
      'options:a',
      'paymentFee:null',
      'discount:null',
      'wallet:w1',
    ]);
    expect(breakdownTotal(s)).toBe(1882.5);
    expect(breakdownTotal({ items: [], custom: false, voucherCode: null })).toBe(0);
  });

  it('rounds the prices of a state it did not build', () => {
    const s = {
      items: [item('fees', null, 0.104), item('fees', 'x', 0.104)],
      custom: false,
      voucherCode: null,
    };
    expect(breakdownLines(s).map((l) => l.price)).toEqual([0.1, 0.1]);
    expect(breakdownTotal(s)).toBe(0.2);
    expect(breakdownTotal(null as never)).toBe(0);
  });

  const line = fc.record({
    kind: fc.constantFrom(...BREAKDOWN_ORDER),
    id: fc.constantFrom<string | null>(null, 'a', 'b', 'c'),
    description: fc.string(),
    price: fc.integer({ min: -5_000_000, max: 5_000_000 }).map((c) => c / 1000),
  });

  it('adds up its own lines in whole cents, in the spec order, for any list of lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.boolean(), (items, custom) => {
        const s: CheckoutBreakdownState = { items, custom, voucherCode: null };
        const lines = breakdownLines(s);
        expect(lines).toHaveLength(items.length);
        const sum = lines.reduce((total, l) => total + toCents(l.price), 0);
        expect(toCents(breakdownTotal(s))).toBe(sum);
        expect(fromCents(toCents(breakdownTotal(s)))).toBe(breakdownTotal(s));
        const ranks = lines.map((l) => BREAKDOWN_ORDER.indexOf(l.kind));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        for (const kind of BREAKDOWN_ORDER) {
          const within = (list: readonly BreakdownItem[]) =>
            list.filter((l) => l.kind === kind).map((l) => l.description);
          expect(within(lines)).toEqual(within(items));
        }
      }),
    );
  });
});

describe('payment (§4 Payment, §5 Payment plan code)', () => {
  // "The plan's percentages × 100, with zeros dropped, joined with '_'."
  it.each([
    [[0.3, 0.7], '30_70'],
    [[1], '100'],
    [[0, 1], '100'],
    [[0.2, 0, 0.8], '20_80'],
    [[0.34, 0.33, 0.33], '34_33_33'],
    [[0.25, 0.25, 0.25, 0.25], '25_25_25_25'],
    [[0.001, 0.999], '100'],
    [[], ''],
  ])('%j gives %j', (percentages, code) => {
    expect(paymentPlanCode(percentages.map((percentage) => ({ percentage })))).toBe(code);
  });

  // "The selected payment plan is the one marked isSelected. If none is marked, there is no plan."
  it('selects the plan marked isSelected', () => {
    const plans = [
      { isSelected: false, name: 'once' },
      { isSelected: true, name: 'two' },
    ];
    expect(selectedPaymentPlan(plans)).toBe(plans[1]);
    expect(selectedPaymentPlan([{ isSelected: false }])).toBeNull();
    expect(selectedPaymentPlan([])).toBeNull();
  });

  // "Loading payment data preselects the first method whose id is 1 or 6. With none, the selection is 0."
  it('preselects the first method with id 1 or 6', () => {
    expect(preselectedPaymentMethod([{ id: 3 }, { id: 6 }, { id: 1 }])).toBe(6);
    expect(preselectedPaymentMethod([{ id: 1 }, { id: 6 }])).toBe(1);
    expect(preselectedPaymentMethod([{ id: 2 }, { id: 3 }])).toBe(0);
    expect(preselectedPaymentMethod([])).toBe(0);
  });
});

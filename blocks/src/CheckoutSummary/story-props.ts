/** Checkout summary props for the stories and tests, shaped like the composer's (en-US, 2 adults). */
import type { CheckoutSummaryProps, SummaryLine } from '@waypoint/schemas';

const money = (amount: number) =>
  `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const remove = (what: string, line: SummaryLine['kind']) => ({
  label: 'Remove',
  action: { kind: 'submit' as const, action: 'removeSummaryLine', input: { line, what } },
});

const ALL_LINES: SummaryLine[] = [
  {
    kind: 'campaign',
    label: 'Japan: Tokyo, Kyoto and Osaka',
    price: money(6498),
    amount: 6498,
    details: '2 × $3,249.00',
    remove: null,
  },
  {
    kind: 'accommodation',
    label: 'Ryokan upgrade in Kyoto',
    price: money(640),
    amount: 640,
    details: '2 × $320.00',
    remove: null,
  },
  {
    kind: 'extraNight',
    label: '1 extra night in Osaka',
    price: money(210),
    amount: 210,
    details: '2 × $105.00',
    remove: remove('nights', 'extraNight'),
  },
  {
    kind: 'options',
    label: 'Mount Fuji and Hakone day trip',
    price: money(378),
    amount: 378,
    details: '2 × $189.00',
    remove: remove('act-fuji', 'options'),
  },
  {
    kind: 'insurances',
    label: 'Flex insurance',
    price: money(178),
    amount: 178,
    details: '2 × $89.00',
    remove: remove('FLEX', 'insurances'),
  },
  { kind: 'fees', label: 'Booking fee', price: money(29), amount: 29, details: null, remove: null },
  {
    kind: 'discount',
    label: 'Voucher WELCOME50',
    price: money(-50),
    amount: -50,
    details: null,
    remove: remove('WELCOME50', 'discount'),
  },
];

/** The summary with the lines of `kinds` (all by default); the total is their sum. */
export function summaryProps(
  overrides: Partial<CheckoutSummaryProps> = {},
  kinds: readonly SummaryLine['kind'][] = ALL_LINES.map((line) => line.kind),
): CheckoutSummaryProps {
  const lines = ALL_LINES.filter((line) => kinds.includes(line.kind));
  const totalAmount = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    title: 'Your trip',
    simplified: false,
    trip: {
      name: 'Japan: Tokyo, Kyoto and Osaka',
      category: 'Comfort, 4-star hotels',
      dates: 'Mar 12 – Mar 24, 2025 (13 days)',
      departure: 'From New York (JFK)',
      travellers: '2 adults',
    },
    includes: ['Return flights with 2 checked bags', '12 nights with breakfast', 'Japan Rail Pass, 7 days'],
    lines,
    breakdownLabel: 'See the price breakdown',
    totalLabel: 'Total',
    total: money(totalAmount),
    totalAmount,
    perPerson: `${money(totalAmount / 2)} per person`,
    next: {
      label: 'Continue to payment',
      action: { kind: 'submit', action: 'goToCheckoutStep', input: { step: 'payment' } },
    },
    note: 'Taxes and airline fees included. You pay a deposit of 30% today.',
    ...overrides,
  };
}

/** ABSimplifiedSummary: the total, and the lines behind the breakdown button. */
export function simplifiedProps(overrides: Partial<CheckoutSummaryProps> = {}): CheckoutSummaryProps {
  return summaryProps({ simplified: true, ...overrides });
}

/**
 * The checkout's price rules (buying-flow.md §5 "Prices", "Payment plan code"), the order and total of its
 * breakdown (§3 "Checkout breakdown", "Other checkout state") and the payment choices of §4 "Payment".
 *
 * Money is in the market currency's major unit as JS numbers. Every result is rounded to cents, and sums are made
 * in integer cents (`toCents`, `fromCents`), so 0.1 + 0.2 is 0.3 here. A price that is not a finite number
 * counts as 0; a count that is not a whole number >= 0 counts as 0. Nothing here throws.
 */

/** A major-unit amount in integer cents (half a cent rounds up, as `Math.round` does). */
export const toCents = (n: number) => Math.round(n * 100);
/** Integer cents back in major units (never -0). */
export const fromCents = (cents: number) => cents / 100 + 0;

/** Cents of a price, 0 for anything that is not a finite number. */
const cents = (x: unknown): number => (typeof x === 'number' && Number.isFinite(x) ? toCents(x) : 0);
/** A price rounded to cents. */
const money = (x: unknown): number => fromCents(cents(x));
const count = (x: unknown): number => (typeof x === 'number' && Number.isInteger(x) && x > 0 ? x : 0);
const list = <T>(x: readonly T[] | null | undefined): readonly T[] => (Array.isArray(x) ? x : []);

type Pax = { adults: number; children: number };
const payingPax = (pax: Pax): number => count(pax?.adults) + count(pax?.children);

/**
 * buying-flow.md §5: (adults + children) × the unit price. The unit price is rounded to cents first, so the line
 * is exactly what its priceDetails shows (the count times the formatted unit price).
 */
export function supplementPrice(pax: { adults: number; children: number }, unitPrice: number): number {
  return fromCents(payingPax(pax) * cents(unitPrice));
}

// buying-flow.md §5: "the count, then ' * ', then the formatted unit price"
export function supplementPriceDetails(
  pax: { adults: number; children: number },
  unitPriceBeauty: string,
): string {
  return `${payingPax(pax)} * ${unitPriceBeauty}`;
}

type PricedId = { id: string; price: number };

/**
 * buying-flow.md §5: the price of the matching id in the summary's accommodations, looked up in both includes and
 * supplements (includes first, should an id be in both); null when absent or when its price is not a number.
 */
export function accommodationPrice(
  accommodations: { includes: readonly PricedId[]; supplements: readonly PricedId[] },
  id: string,
): number | null {
  const found = [...list(accommodations?.includes), ...list(accommodations?.supplements)].find(
    (a) => a?.id === id,
  );
  return found && Number.isFinite(found.price) ? money(found.price) : null;
}

// buying-flow.md §5: "An insurance line's price is set from the TotalPremium of its package" (null: no package)
export function insurancePrice(
  packages: readonly { key: string; TotalPremium: number }[],
  key: string,
): number | null {
  const found = list(packages).find((p) => p?.key === key);
  return found && Number.isFinite(found.TotalPremium) ? money(found.TotalPremium) : null;
}

// buying-flow.md §5: "The handling-fee line is recognised by the name 'handlingFee'" (the first such line)
const HANDLING_FEE_LINE_NAME = 'handlingFee';
// buying-flow.md §5: "The extra-night line is recognised by the code 'extra_night'"
const EXTRA_NIGHT_LINE_CODE = 'extra_night';

const handlingFeeCents = (breakdown: readonly { name: string; totalPrice: number }[]): number =>
  cents(list(breakdown).find((line) => line?.name === HANDLING_FEE_LINE_NAME)?.totalPrice);

// buying-flow.md §5: total_suplements = totalWithoutDiscounts − the handling-fee line's totalPrice − base
export function totalSuplements(summary: {
  price: { totalWithoutDiscounts: number; base: number };
  breakdown: readonly { name: string; totalPrice: number }[];
}): number {
  const price = summary?.price;
  return fromCents(
    cents(price?.totalWithoutDiscounts) - handlingFeeCents(summary?.breakdown) - cents(price?.base),
  );
}

/**
 * buying-flow.md §5: the extra-night line (code 'extra_night') holds the number of nights in its name: the first
 * whole number in it ('3 extra nights' is 3). 0 when there is no such line or its name has no number.
 */
export function extraNightsOfLine(breakdown: readonly { name: string; code: string }[]): number {
  const line = list(breakdown).find((l) => l?.code === EXTRA_NIGHT_LINE_CODE);
  const digits = typeof line?.name === 'string' ? /\d+/.exec(line.name)?.[0] : undefined;
  const n = digits === undefined ? 0 : Number(digits);
  return Number.isSafeInteger(n) ? n : 0;
}

/**
 * buying-flow.md §3 "order attempt: handling_fee (per person)": the handling-fee line's totalPrice shared among the
 * paying travellers, rounded to cents; 0 without the line or without paying travellers.
 */
export function handlingFeePerPerson(
  breakdown: readonly { name: string; totalPrice: number }[],
  payingTravellers: number,
): number {
  const n = count(payingTravellers);
  return n === 0 ? 0 : fromCents(Math.round(handlingFeeCents(breakdown) / n));
}

// --- The breakdown (buying-flow.md §3 "Checkout breakdown") ---

export type BreakdownKind =
  | 'campaign'
  | 'extraNight'
  | 'accommodation'
  | 'insurances'
  | 'options'
  | 'donate'
  | 'paymentFee'
  | 'fees'
  | 'discount'
  | 'wallet';

/** A line. Prices are signed and added as they are: a discount or a wallet line carries a negative price. */
export interface BreakdownItem {
  kind: BreakdownKind;
  id: string | null;
  description: string;
  price: number;
  priceDetails?: string;
  nightsAmount?: number;
}

export interface CheckoutBreakdownState {
  items: readonly BreakdownItem[];
  /** buying-flow.md §3 "custom: true once the user has customised the breakdown". */
  custom: boolean;
  voucherCode: string | null;
}

// buying-flow.md §3 "Checkout breakdown": the order of its lines
export const BREAKDOWN_ORDER: readonly BreakdownKind[] = Object.freeze([
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
] as const);

const itemsOf = (state: CheckoutBreakdownState): readonly BreakdownItem[] =>
  list(state?.items).filter((i) => i && typeof i === 'object');

const rank = (kind: unknown): number => {
  const at = (BREAKDOWN_ORDER as readonly unknown[]).indexOf(kind);
  return at < 0 ? BREAKDOWN_ORDER.length : at;
};

/**
 * The lines in BREAKDOWN_ORDER, in the order they were added inside a kind; items of an unknown kind come last.
 * Prices are rounded to cents, so the lines always add up to `breakdownTotal`.
 */
export function breakdownLines(state: CheckoutBreakdownState): BreakdownItem[] {
  return itemsOf(state)
    .map((item) => (item.price === money(item.price) ? item : { ...item, price: money(item.price) }))
    .sort((a, b) => rank(a.kind) - rank(b.kind));
}

/** The sum of the lines, in cents, back in major units. */
export function breakdownTotal(state: CheckoutBreakdownState): number {
  return fromCents(breakdownLines(state).reduce((sum, line) => sum + cents(line.price), 0));
}

// --- Payment (buying-flow.md §4 "Payment", §5 "Payment plan code") ---

/**
 * buying-flow.md §5: the plan's percentages × 100, with zeros dropped, joined with '_'. A percentage is a fraction
 * (0.3 is 30%); ×100 is rounded to a whole number, and what rounds to 0 (or below, or is not a number) is
 * dropped. [0.3, 0.7] is '30_70', [0, 1] is '100'; no payments is ''.
 */
export function paymentPlanCode(payments: readonly { percentage: number }[]): string {
  return list(payments)
    .map((p) => (typeof p?.percentage === 'number' ? Math.round(p.percentage * 100) : Number.NaN))
    .filter((n) => n > 0)
    .join('_');
}

// buying-flow.md §4: "The selected payment plan is the one marked isSelected. If none is marked, there is no plan."
export function selectedPaymentPlan<P extends { isSelected: boolean }>(plans: readonly P[]): P | null {
  return list(plans).find((p) => p?.isSelected === true) ?? null;
}

// buying-flow.md §9 "Preferred payment method ids: 1 or 6"
const PREFERRED_PAYMENT_METHOD_IDS: readonly number[] = Object.freeze([1, 6]);

// buying-flow.md §4: "preselects the first method whose id is 1 or 6. With none, the selection is 0."
export function preselectedPaymentMethod(methods: readonly { id: number }[]): number {
  return list(methods).find((m) => PREFERRED_PAYMENT_METHOD_IDS.includes(m?.id))?.id ?? 0;
}

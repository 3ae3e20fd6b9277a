/**
 * The checkout's price rules (buying-flow.md §5 "Prices", "Payment plan code"), its customisable breakdown (§3
 * "Checkout breakdown", "Other checkout state"; §4 "Checkout breakdown") and the payment choices of §4 "Payment".
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
export const HANDLING_FEE_LINE_NAME = 'handlingFee';
// buying-flow.md §5: "The extra-night line is recognised by the code 'extra_night'"
export const EXTRA_NIGHT_LINE_CODE = 'extra_night';

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

// --- The customisable breakdown (buying-flow.md §3 "Checkout breakdown", §4 "Checkout breakdown") ---

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

/**
 * A line. Prices are signed and added as they are: a discount or a wallet line carries a negative price.
 * `priceBeauty` is the formatted price when the upstream gave one (the extra-night option's incrementPriceBeauty).
 */
export interface BreakdownItem {
  kind: BreakdownKind;
  id: string | null;
  description: string;
  price: number;
  priceDetails?: string;
  nightsAmount?: number;
  priceBeauty?: string;
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

export const emptyBreakdown: CheckoutBreakdownState = Object.freeze({
  items: Object.freeze([]),
  custom: false,
  voucherCode: null,
});

/**
 * buying-flow.md §4 "An item is either single, or multiple: appended to a list, or replacing the list when it is
 * single-in-array". In this flat model 'single' and 'singleInArray' both leave the kind with just the item; the
 * two stay so callers can say what the upstream shape is.
 */
export type AddMode = 'single' | 'multiple' | 'singleInArray';

/**
 * buying-flow.md §3: the kinds that are lists (insurances[], options[], wallet[]). Every other kind holds one item
 * at most: 'multiple' on it acts as 'single'.
 */
export const BREAKDOWN_LIST_KINDS: readonly BreakdownKind[] = Object.freeze([
  'insurances',
  'options',
  'wallet',
] as const);

const isKind = (x: unknown): x is BreakdownKind => (BREAKDOWN_ORDER as readonly unknown[]).includes(x);
const itemsOf = (state: CheckoutBreakdownState): readonly BreakdownItem[] =>
  list(state?.items).filter((i) => i && typeof i === 'object');
const stateOf = (state: CheckoutBreakdownState): CheckoutBreakdownState => ({
  items: itemsOf(state),
  custom: state?.custom === true,
  voucherCode: typeof state?.voucherCode === 'string' ? state.voucherCode : null,
});

/**
 * buying-flow.md §4: adding marks the checkout custom. 'single' and 'singleInArray': the item replaces every item
 * of its kind; 'multiple' (on a kind of BREAKDOWN_LIST_KINDS; on any other kind it acts as 'single'): it replaces
 * the item of its kind with the same id (null matches null) in place, else it is appended. The price is stored rounded to cents (0 when not a number). An item of an unknown kind is
 * refused: the state is returned unchanged.
 */
export function addBreakdownItem(
  state: CheckoutBreakdownState,
  item: BreakdownItem,
  mode: AddMode,
): CheckoutBreakdownState {
  if (!item || typeof item !== 'object' || !isKind(item.kind)) return state;
  const s = stateOf(state);
  const added: BreakdownItem = {
    ...item,
    id: typeof item.id === 'string' ? item.id : null,
    price: money(item.price),
  };
  let items: BreakdownItem[];
  if (mode === 'multiple' && BREAKDOWN_LIST_KINDS.includes(added.kind)) {
    const same = (i: BreakdownItem) => i.kind === added.kind && (i.id ?? null) === added.id;
    const at = s.items.findIndex(same);
    items =
      at < 0
        ? [...s.items, added]
        : s.items.flatMap((i, index) => (index === at ? [added] : same(i) ? [] : [i]));
  } else {
    items = [...s.items.filter((i) => i.kind !== added.kind), added];
  }
  return { ...s, items, custom: true };
}

/**
 * buying-flow.md §4 "Removing an item clears voucherCode" (always, even when nothing matched). With an id, only
 * the items of that kind with that id go; with no id (undefined or null), every item of the kind. `custom` is
 * left as it was: the spec marks it on adding only.
 */
export function removeBreakdownItem(
  state: CheckoutBreakdownState,
  kind: BreakdownKind,
  id?: string | null,
): CheckoutBreakdownState {
  const s = stateOf(state);
  const removed = (i: BreakdownItem) => i.kind === kind && (id === undefined || id === null || i.id === id);
  return { ...s, items: s.items.filter((i) => !removed(i)), voucherCode: null };
}

/**
 * The extra night's line. A line of 0 nights at price 0 is the same as no extra night, so it is not kept: the
 * breakdown shows no empty line and `extraNightsOf` reads 0 either way.
 */
function withExtraNight(s: CheckoutBreakdownState, item: BreakdownItem | null): CheckoutBreakdownState {
  const rest = s.items.filter((i) => i.kind !== 'extraNight');
  const keep = item && !(item.nightsAmount === 0 && item.price === 0);
  return { ...s, items: keep ? [...rest, item] : rest };
}

/**
 * buying-flow.md §4 "Cleaning custom data resets the extra night to 0 nights and price 0": the extra-night line is
 * removed (see `withExtraNight`). Nothing else changes: `custom` and voucherCode are kept.
 */
export function cleanCustomData(state: CheckoutBreakdownState): CheckoutBreakdownState {
  return withExtraNight(stateOf(state), null);
}

/** An extra-night option (buying-flow.md §3 "extraNight options, keyed by id": the id is a number of nights). */
export type ExtraNightOption = {
  id: number;
  incrementPrice: number | null;
  incrementPriceBeauty: string;
  /** The line's description; '' when not given (the consumer labels it from nightsAmount). */
  description?: string;
};

/**
 * buying-flow.md §4: selecting an option sets the extra night from its id (nightsAmount), incrementPrice (price)
 * and incrementPriceBeauty (priceBeauty), and marks the checkout custom. An unavailable option (null price, §4)
 * or one whose id is not a whole number >= 0 is refused: the state is returned unchanged (the same object).
 * Selecting 0 nights at price 0 leaves no extra-night line.
 */
export function selectExtraNight(
  state: CheckoutBreakdownState,
  option: ExtraNightOption,
): CheckoutBreakdownState {
  if (!option || typeof option !== 'object') return state;
  const { id, incrementPrice } = option;
  if (typeof incrementPrice !== 'number' || !Number.isFinite(incrementPrice)) return state;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) return state;
  const item: BreakdownItem = {
    kind: 'extraNight',
    id: String(id),
    description: typeof option.description === 'string' ? option.description : '',
    price: money(incrementPrice),
    nightsAmount: id,
    priceBeauty: typeof option.incrementPriceBeauty === 'string' ? option.incrementPriceBeauty : '',
  };
  return { ...withExtraNight(stateOf(state), item), custom: true };
}

/** The extra nights chosen: the extra-night line's nightsAmount, 0 without one. */
export function extraNightsOf(state: CheckoutBreakdownState): number {
  return count(itemsOf(state).find((i) => i.kind === 'extraNight')?.nightsAmount);
}

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
export const PREFERRED_PAYMENT_METHOD_IDS: readonly number[] = Object.freeze([1, 6]);

// buying-flow.md §4: "preselects the first method whose id is 1 or 6. With none, the selection is 0."
export function preselectedPaymentMethod(methods: readonly { id: number }[]): number {
  return list(methods).find((m) => PREFERRED_PAYMENT_METHOD_IDS.includes(m?.id))?.id ?? 0;
}

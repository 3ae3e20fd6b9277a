/**
 * What the checkout's blocks and actions share (buying-flow.md §2 "Checkout", §7 "Order attempt v2"):
 * the page's params (the attempt's token and the step, from the address), the attempt's static data,
 * and the addresses of the steps. Everything is read from the seller's API per request.
 */
import {
  BLOCK_DEFINITIONS,
  CHECKOUT_STEPS,
  type CheckoutStep,
  type Market,
  type UpstreamCheckoutStatic,
} from '@waypoint/schemas';
import type { PageParams } from '../pages/define-page.ts';
import type { DataSources } from '../sources/data-sources.ts';

export type CheckoutParams = {
  market: Market;
  /** The order attempt's token: it names the checkout. */
  token: string;
  step: CheckoutStep;
  /** buying-flow.md §2: 'v2' when the address holds 'my-trip', else 'v1' (served by the same v2 flow). */
  version: 'v1' | 'v2';
};

export const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

export const isCheckoutParams = (params: PageParams): params is PageParams & CheckoutParams =>
  typeof params['token'] === 'string' && typeof params['step'] === 'string';

export const checkoutPath = (market: Market, token: string, step: CheckoutStep): string =>
  `/${market}/my-trip/${token}?type=${step}`;

export const stepIndex = (step: CheckoutStep): number => CHECKOUT_STEPS.indexOf(step);

/** The step after this one, or null on the payment step. */
export const nextStep = (step: CheckoutStep): CheckoutStep | null =>
  CHECKOUT_STEPS[stepIndex(step) + 1] ?? null;

/**
 * The checkout's own block types (its main region): sent whole after a write, since their state is the
 * attempt's, not the address's. Derived from the block definitions, so a new checkout block is included.
 */
export const CHECKOUT_BLOCKS: readonly string[] = BLOCK_DEFINITIONS.filter(
  (d) => d.region === 'main' && (d.pageKinds as readonly string[]).includes('checkout'),
).map((d) => d.type);

export interface Checkout {
  params: CheckoutParams;
  static: UpstreamCheckoutStatic;
}

/** The checkout of a page's params; throws when the page is not a checkout or the attempt is gone. */
export async function checkoutOf(args: {
  params: PageParams;
  sources: DataSources;
  signal?: AbortSignal;
}): Promise<Checkout> {
  if (!isCheckoutParams(args.params)) throw new TypeError('a checkout block is placed on another page');
  const data = await args.sources.checkout.static(args.params.token, args.signal);
  if (!data) throw new TypeError(`order attempt ${args.params.token.slice(0, 6)}… is gone`);
  return { params: args.params, static: data };
}

/** The checkout of a block shown on one step only; null on the other steps (the block is hidden). */
export async function checkoutOnStep(
  args: { params: PageParams; sources: DataSources; signal?: AbortSignal },
  step: CheckoutStep,
): Promise<Checkout | null> {
  const checkout = await checkoutOf(args);
  return checkout.params.step === step ? checkout : null;
}

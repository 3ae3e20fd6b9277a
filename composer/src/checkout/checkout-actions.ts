/**
 * What the checkout's actions share: the attempt they act on (the page's token), and what a write came
 * to as the action's answer. A done write answers the same step's page with every checkout block sent
 * whole (their state is the attempt's); a stale revision (another tab changed the attempt) and an
 * expired attempt answer the fresh state with a clear message (409, 410), so no change is silently lost;
 * refused fields are a 422 with the field errors in the visitor's language.
 */
import {
  type ActionArgs,
  type ActionOutcome,
  type FieldError,
  upstreamFieldCode,
} from '../actions/define-action.ts';
import type { WriteOutcome } from '../sources/checkout-api.ts';
import { CHECKOUT_BLOCKS, type Checkout, checkoutOf, checkoutPath } from './checkout-data.ts';

export const attemptFor = (args: ActionArgs<unknown>): Promise<Checkout> =>
  checkoutOf({ params: args.page.params, sources: args.sources, signal: args.signal });

/** The page of a step of this checkout, all checkout blocks fresh. */
export const stepAnswer = (checkout: Checkout, step = checkout.params.step) => ({
  url: checkoutPath(checkout.params.market, checkout.params.token, step),
  refresh: CHECKOUT_BLOCKS,
});

/** A field error's message: the code's own text in the visitor's language, or the generic one. */
export function fieldMessage(args: ActionArgs<unknown>, code: string): string {
  return args.t([`checkout.errors.codes.${code}`, 'checkout.errors.codes.INVALID']);
}

export function writeAnswer(
  args: ActionArgs<unknown>,
  checkout: Checkout,
  outcome: WriteOutcome,
  options: { field?: string; done?: ActionOutcome; fieldPrefix?: string } = {},
): ActionOutcome {
  switch (outcome.kind) {
    case 'done':
      return options.done ?? stepAnswer(checkout);
    case 'invalid': {
      const errors: FieldError[] = Object.entries(outcome.fields).map(([field, code]) => ({
        field: options.field ?? `${options.fieldPrefix ?? ''}${field}`,
        code: upstreamFieldCode(code),
        message: fieldMessage(args, code),
      }));
      return {
        errors:
          errors.length > 0
            ? errors
            : [{ field: options.field ?? 'input', code: 'INVALID', message: fieldMessage(args, 'INVALID') }],
      };
    }
    case 'stale':
      args.log.info({ token: checkout.params.token.slice(0, 6) }, 'write against a stale revision');
      return {
        ...stepAnswer(checkout),
        refused: {
          status: 409,
          errors: [{ field: 'revision', code: 'STALE_REVISION', message: args.t('checkout.errors.stale') }],
        },
      };
    case 'expired':
      return {
        ...stepAnswer(checkout),
        refused: {
          status: 410,
          errors: [{ field: 'checkout', code: 'ORDER_ATTEMPT_EXPIRED', message: args.t('checkout.expired') }],
        },
      };
    case 'notFound':
      return { navigate: `/${checkout.params.market}/404` };
  }
}

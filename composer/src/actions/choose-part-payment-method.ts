/** The method for a booking's next share (buying-flow.md §7 "Fractional (part) payment"): kept in the address. */
import { partPaymentPath } from '@waypoint/config';
import { z } from 'zod';
import { defineAction } from './define-action.ts';

export const choosePartPaymentMethod = defineAction({
  name: 'choosePartPaymentMethod',
  page: 'partPayment',
  input: z.strictObject({ paymentMethodId: z.number().int().positive() }),
  async run(args) {
    const token = String(args.page.params['token']);
    const fractional = await args.sources.checkout.fractional(token, args.signal);
    if (!fractional?.methods.some((m) => m.id === args.input.paymentMethodId)) {
      return {
        errors: [
          { field: 'paymentMethodId', code: 'INVALID_INPUT', message: args.t('actions.errors.invalid') },
        ],
      };
    }
    return { url: `${partPaymentPath(args.page.params.market, token)}?method=${args.input.paymentMethodId}` };
  },
});

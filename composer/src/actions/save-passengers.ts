/**
 * The passengers step's form (buying-flow.md §7 `passengers` post): every field of every traveller;
 * the upstream's field errors come back in the visitor's language at their fields (nothing typed is
 * lost: a refusal changes nothing on the page); once saved, the checkout moves to personalisation.
 */
import { z } from 'zod';
import { attemptFor, stepAnswer, writeAnswer } from '../checkout/checkout-actions.ts';
import { defineAction } from './define-action.ts';

/** A field as the form sends it; one it does not have (e-mail beyond the first adult) is empty. */
const text = (max: number) => z.string().max(max).default('');

export const savePassengers = defineAction({
  name: 'savePassengers',
  page: 'checkout',
  input: z.strictObject({
    revision: z.number().int().nonnegative(),
    passengers: z
      .array(
        z.strictObject({
          firstName: text(80),
          lastName: text(80),
          birthDate: text(10),
          documentNumber: text(40),
          email: text(200),
          phone: text(40),
        }),
      )
      .min(1)
      .max(20),
  }),
  async run(args) {
    const checkout = await attemptFor(args);
    const { token } = checkout.params;
    const saved = await args.sources.checkout.savePassengers(
      token,
      args.input.revision,
      args.input.passengers,
    );
    if (saved.kind !== 'done') return writeAnswer(args, checkout, saved);
    const moved = await args.sources.checkout.progress(token, saved.revision, 'personalization');
    return writeAnswer(args, checkout, moved, {
      done: stepAnswer(checkout, 'personalization'),
      field: 'passengers',
    });
  },
});

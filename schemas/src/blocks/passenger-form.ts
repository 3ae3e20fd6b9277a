import { z } from 'zod';
import { SubmitAction } from '../actions.ts';
import { defineBlock } from '../define-block.ts';

export const PassengerField = z
  .object({
    name: z.enum(['firstName', 'lastName', 'birthDate', 'documentNumber', 'email', 'phone']),
    label: z.string(),
    input: z.enum(['text', 'date', 'email', 'tel']),
    value: z.string(),
    required: z.boolean(),
    autocomplete: z.string(),
    /** Dates: the age band's bounds at departure. */
    min: z.string().nullable(),
    max: z.string().nullable(),
    hint: z.string().nullable(),
    error: z.string().nullable().describe('From the server, in the visitor’s language'),
  })
  .meta({ id: 'PassengerField' });
export type PassengerField = z.infer<typeof PassengerField>;

/**
 * Who travels, one form per passenger (buying-flow.md §2 "Checkout" passengers step; §5 "Age bands").
 * Saving posts every field; the server's field errors come back at their fields, in the visitor's
 * language, and nothing typed is lost.
 */
export const PassengerFormProps = z
  .object({
    title: z.string(),
    intro: z.string(),
    passengers: z.array(
      z.object({
        title: z.string().describe("'Adult 1'"),
        ageLabel: z.string(),
        fields: z.array(PassengerField),
      }),
    ),
    save: z.object({ label: z.string(), action: SubmitAction }),
    guest: z.string().nullable().describe('The guest-checkout note when the site allows it (§6)'),
  })
  .meta({ id: 'PassengerFormProps' });
export type PassengerFormProps = z.infer<typeof PassengerFormProps>;

export const PassengerFormConfig = z.strictObject({}).meta({ id: 'PassengerFormConfig' });

export const PassengerFormDefinition = defineBlock({
  type: 'PassengerForm',
  props: PassengerFormProps,
  config: PassengerFormConfig,
  region: 'main',
  pageKinds: ['checkout'],
  label: 'Passengers',
  description: 'A form per traveller with the age bands of the chosen category; errors shown at each field.',
  interactive: { hydrate: 'load' },
});

import { z } from 'zod';
import { defineBlock } from '../define-block.ts';
import { TripChoice } from './trip-choice.ts';

/**
 * One passenger type with the spec's derived info (buying-flow.md §3 "Occupancy rules"): its count, the
 * counts it may take, its age band, and the counts that cannot be chosen (`notAvailableNumbersArray`).
 */
export const PassengerCount = z
  .object({
    label: z.string(),
    ageLabel: z.string(),
    value: z.number().int().nonnegative(),
    min: z.number().int().nonnegative(),
    max: z.number().int().nonnegative(),
    minAge: z.number().int().nonnegative(),
    maxAge: z.number().int().nonnegative().nullable().describe('Null: no upper bound (adults)'),
    unavailable: z.array(z.number().int().nonnegative()),
    unavailableLabel: z.string().nullable().describe("'3 adults not available', or null"),
    stepLabels: z
      .object({ decrement: z.string(), increment: z.string() })
      .describe('The steppers\' names, also when a step is disabled ("Remove an adult")'),
    decrement: TripChoice.extend({ value: z.number().int(), label: z.string() }).nullable(),
    increment: TripChoice.extend({ value: z.number().int(), label: z.string() }).nullable(),
  })
  .meta({ id: 'PassengerCount' });
export type PassengerCount = z.infer<typeof PassengerCount>;

export const PassengerSelectorProps = z
  .object({
    title: z.string(),
    summary: z.string().describe("'2 adults, 1 child'"),
    adults: PassengerCount,
    children: PassengerCount,
    babies: PassengerCount,
    solo: z.string().nullable().describe('The solo-traveller note when the total is 1 (buying-flow.md §5)'),
    notices: z.array(z.string()).describe('Counts of the address that were changed, and why'),
  })
  .meta({ id: 'PassengerSelectorProps' });
export type PassengerSelectorProps = z.infer<typeof PassengerSelectorProps>;

export const PassengerSelectorConfig = z.strictObject({}).meta({ id: 'PassengerSelectorConfig' });

export const PassengerSelectorDefinition = defineBlock({
  type: 'PassengerSelector',
  props: PassengerSelectorProps,
  config: PassengerSelectorConfig,
  region: 'main',
  pageKinds: ['product'],
  label: 'Passengers',
  description: "Adults, children and babies, within the chosen category's occupancy and age bands.",
  interactive: { hydrate: 'load' },
});

import { z } from 'zod';
import { defineBlock } from '../define-block.ts';

/**
 * The checked baggage of the flight held (buying-flow.md §5 "Baggage allowance": '<n>PC' is n pieces,
 * '<n>K' is one piece when n > 0, anything else none), per leg, and the bags that could be added.
 */
export const BaggageAllowanceProps = z
  .object({
    title: z.string(),
    legs: z.array(z.object({ label: z.string(), pieces: z.number().int().nonnegative(), text: z.string() })),
    extras: z.array(z.object({ name: z.string(), price: z.string() })),
    note: z.string().nullable(),
  })
  .meta({ id: 'BaggageAllowanceProps' });
export type BaggageAllowanceProps = z.infer<typeof BaggageAllowanceProps>;

export const BaggageAllowanceConfig = z.strictObject({}).meta({ id: 'BaggageAllowanceConfig' });

export const BaggageAllowanceDefinition = defineBlock({
  type: 'BaggageAllowance',
  props: BaggageAllowanceProps,
  config: BaggageAllowanceConfig,
  region: 'main',
  pageKinds: ['checkout'],
  label: 'Baggage',
  description: 'The checked baggage included with the flight, per leg, and the bags that can be added.',
});

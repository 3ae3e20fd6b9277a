import { z } from 'zod';
import { defineBlock } from '../define-block.ts';
import { TripChoice } from './trip-choice.ts';

export const DepartureOption = TripChoice.extend({
  id: z.string(),
  name: z.string(),
  code: z.string().describe('The IATA code (a city of an offline product: its id)'),
  fromPrice: z.string().nullable().describe('From this city, formatted; null when not known (offline)'),
  selected: z.boolean(),
}).meta({ id: 'DepartureOption' });

/**
 * Where the trip starts (buying-flow.md §3 "Departure point"): the product's cities when it is offline,
 * the category's airports otherwise, and land only (no flights) as its own choice.
 */
export const DepartureCitySelectorProps = z
  .object({
    title: z.string(),
    fromLabel: z.string().describe("The word before a city's from-price ('From')"),
    kind: z.enum(['airports', 'cities']),
    options: z.array(DepartureOption),
    landOnly: DepartureOption.extend({ description: z.string() }).nullable(),
    notice: z
      .string()
      .nullable()
      .describe('Why the city in the address was changed, or that airports failed to load'),
  })
  .meta({ id: 'DepartureCitySelectorProps' });
export type DepartureCitySelectorProps = z.infer<typeof DepartureCitySelectorProps>;

export const DepartureCitySelectorConfig = z.strictObject({}).meta({ id: 'DepartureCitySelectorConfig' });

export const DepartureCitySelectorDefinition = defineBlock({
  type: 'DepartureCitySelector',
  props: DepartureCitySelectorProps,
  config: DepartureCitySelectorConfig,
  region: 'main',
  pageKinds: ['product'],
  label: 'Departure city',
  description: 'The airports (or cities) the trip can start from, and land only where it is offered.',
  interactive: { hydrate: 'load' },
});

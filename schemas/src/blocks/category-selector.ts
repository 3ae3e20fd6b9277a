import { z } from 'zod';
import { defineBlock } from '../define-block.ts';
import { TripChoice } from './trip-choice.ts';

export const CategoryOption = TripChoice.extend({
  id: z.number().int().positive(),
  title: z.string(),
  fromPrice: z.string().describe("The category's from-price for this selection, formatted"),
  selected: z.boolean(),
}).meta({ id: 'CategoryOption' });

export const CategoryTab = z
  .object({ title: z.string(), html: z.string().describe('Sanitised HTML') })
  .meta({ id: 'CategoryTab' });

/** The categories offered from the chosen city (buying-flow.md §3 "Category", §4 "Campaign and calendar"). */
export const CategorySelectorProps = z
  .object({
    title: z.string(),
    fromLabel: z.string(),
    options: z.array(CategoryOption).min(1),
    tabs: z
      .array(CategoryTab)
      .describe("The chosen category's details (hotels, what is included), one per tab"),
    notice: z.string().nullable().describe('Why the category in the address was changed'),
  })
  .meta({ id: 'CategorySelectorProps' });
export type CategorySelectorProps = z.infer<typeof CategorySelectorProps>;

export const CategorySelectorConfig = z.strictObject({}).meta({ id: 'CategorySelectorConfig' });

export const CategorySelectorDefinition = defineBlock({
  type: 'CategorySelector',
  props: CategorySelectorProps,
  config: CategorySelectorConfig,
  region: 'main',
  pageKinds: ['product'],
  label: 'Categories',
  description: 'The room or price levels of the trip, each with its from-price and its details in tabs.',
  interactive: { hydrate: 'load' },
});

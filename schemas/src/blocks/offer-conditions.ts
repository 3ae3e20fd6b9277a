import { z } from 'zod';
import { defineBlock } from '../define-block.ts';

/** The conditions block of the chosen category (buying-flow.md §2, §7 "Offer conditions block"). */
export const OfferConditionsProps = z
  .object({ title: z.string(), html: z.string().describe('Sanitised HTML') })
  .meta({ id: 'OfferConditionsProps' });
export type OfferConditionsProps = z.infer<typeof OfferConditionsProps>;

export const OfferConditionsConfig = z.strictObject({}).meta({ id: 'OfferConditionsConfig' });

export const OfferConditionsDefinition = defineBlock({
  type: 'OfferConditions',
  props: OfferConditionsProps,
  config: OfferConditionsConfig,
  region: 'main',
  pageKinds: ['product'],
  label: 'Offer conditions',
  description: "What the chosen category's price includes and its booking conditions.",
});

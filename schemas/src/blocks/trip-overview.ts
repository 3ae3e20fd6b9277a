import { z } from 'zod';
import { defineBlock } from '../define-block.ts';

/** The trip's description and its facts (buying-flow.md §2: days, destination, description). */
export const TripOverviewProps = z
  .object({
    title: z.string(),
    descriptionHtml: z.string().describe('Sanitised HTML'),
    facts: z.array(z.object({ label: z.string(), value: z.string() })),
  })
  .meta({ id: 'TripOverviewProps' });
export type TripOverviewProps = z.infer<typeof TripOverviewProps>;

export const TripOverviewConfig = z.strictObject({}).meta({ id: 'TripOverviewConfig' });

export const TripOverviewDefinition = defineBlock({
  type: 'TripOverview',
  props: TripOverviewProps,
  config: TripOverviewConfig,
  region: 'main',
  pageKinds: ['product'],
  label: 'Trip overview',
  description: 'What the trip is about: its description, and facts such as days, nights and countries.',
});

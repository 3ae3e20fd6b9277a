import { z } from 'zod';
import { defineBlock } from '../define-block.ts';

/** The itinerary of the chosen category and departure city, day by day (buying-flow.md §2, §7 Itinerary). */
export const TripItineraryProps = z
  .object({
    title: z.string(),
    days: z
      .array(
        z.object({
          day: z.number().int().positive(),
          label: z.string().describe("'Day 1'"),
          title: z.string(),
          descriptionHtml: z.string().describe('Sanitised HTML'),
          meals: z.array(z.string()),
          accommodation: z.string().nullable(),
        }),
      )
      .min(1),
    labels: z.object({ meals: z.string(), accommodation: z.string() }),
  })
  .meta({ id: 'TripItineraryProps' });
export type TripItineraryProps = z.infer<typeof TripItineraryProps>;

export const TripItineraryConfig = z
  .strictObject({
    expandedDays: z
      .number()
      .int()
      .min(0)
      .max(30)
      .default(2)
      .describe('How many days are open at first; the others open on demand'),
  })
  .meta({ id: 'TripItineraryConfig' });

export const TripItineraryDefinition = defineBlock({
  type: 'TripItinerary',
  props: TripItineraryProps,
  config: TripItineraryConfig,
  region: 'main',
  pageKinds: ['product'],
  label: 'Itinerary',
  description: 'The trip day by day for the chosen category and departure city: places, meals and hotels.',
});

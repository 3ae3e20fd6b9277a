import { z } from 'zod';
import { Image } from '../common.ts';
import { defineBlock } from '../define-block.ts';

export const RecommendedDestination = z
  .object({
    id: z.number().int(),
    name: z.string(),
    image: Image,
    amount: z.number().int().nonnegative(),
    amountLabel: z.string().describe("'{amount} trips', translated."),
    href: z.string().min(1),
  })
  .meta({ id: 'RecommendedDestination' });

export const RecommendedDestinationsProps = z
  .object({
    title: z.string(),
    destinations: z.array(RecommendedDestination).min(1),
    placeholderCount: z
      .number()
      .int()
      .nonnegative()
      .describe('Placeholder cards shown while loading (storefront.md §9: 10).'),
  })
  .meta({ id: 'RecommendedDestinationsProps' });
export type RecommendedDestinationsProps = z.infer<typeof RecommendedDestinationsProps>;

export const RecommendedDestinationsConfig = z
  .strictObject({ maxItems: z.number().int().min(1).max(20).default(10) })
  .meta({ id: 'RecommendedDestinationsConfig' });

export const RecommendedDestinationsDefinition = defineBlock({
  type: 'RecommendedDestinations',
  props: RecommendedDestinationsProps,
  config: RecommendedDestinationsConfig,
  region: 'main',
  pageKinds: ['home', 'landing', 'continent', 'searchResults'],
  label: 'Recommended destinations',
  description: 'Destination tiles with the number of trips to each.',
});

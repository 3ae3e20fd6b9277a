import { z } from 'zod';
import { Image } from '../common.ts';

export const RecommendedDestination = z
  .object({
    id: z.number().int(),
    name: z.string(),
    image: Image,
    amount: z.number().int().nonnegative(),
    /** '{amount} trips', translated. */
    amountLabel: z.string(),
    href: z.string().min(1),
  })
  .meta({ id: 'RecommendedDestination' });

export const RecommendedDestinationsProps = z
  .object({
    title: z.string(),
    destinations: z.array(RecommendedDestination).min(1),
    /** Placeholder cards shown while loading (storefront.md §9: 10). */
    placeholderCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'RecommendedDestinationsProps' });
export type RecommendedDestinationsProps = z.infer<typeof RecommendedDestinationsProps>;

export const RecommendedDestinationsConfig = z
  .strictObject({ maxItems: z.number().int().min(1).max(20).default(10) })
  .meta({ id: 'RecommendedDestinationsConfig' });

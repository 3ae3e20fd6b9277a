import { z } from 'zod';
import { defineBlock } from '../define-block.ts';
import { TripCarouselBase } from './trip-carousel.ts';

export const ThemedCarouselProps = TripCarouselBase.extend({
  icon: z.string(),
  description: z.string().nullable(),
}).meta({ id: 'ThemedCarouselProps' });
export type ThemedCarouselProps = z.infer<typeof ThemedCarouselProps>;

/** Which themed slides this placement shows, 1-based and inclusive (storefront.md §4 themed carousel order). */
export const ThemedCarouselConfig = z
  .strictObject({
    from: z.number().int().min(1).default(1),
    to: z.number().int().min(1).nullable().default(null),
    maxCards: z.number().int().min(1).max(24).default(12),
  })
  .refine((c) => c.to === null || c.to >= c.from, { message: '"to" must not be before "from"', path: ['to'] })
  .meta({ id: 'ThemedCarouselConfig' });

export const ThemedCarouselDefinition = defineBlock({
  type: 'ThemedCarousel',
  props: ThemedCarouselProps,
  config: ThemedCarouselConfig,
  region: 'main',
  pageKinds: ['home', 'landing', 'paidLanding'],
  label: 'Themed carousels',
  description: 'The themed trip collections from the seller, a range of them ("from" to "to").',
  interactive: { hydrate: 'visible' },
});

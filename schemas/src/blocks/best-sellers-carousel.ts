import { z } from 'zod';
import { defineBlock } from '../define-block.ts';
import { TripCarouselBase } from './trip-carousel.ts';

export const BestSellersCarouselProps = TripCarouselBase.meta({ id: 'BestSellersCarouselProps' });
export type BestSellersCarouselProps = z.infer<typeof BestSellersCarouselProps>;

export const BestSellersCarouselConfig = z
  .strictObject({ maxCards: z.number().int().min(1).max(24).default(12) })
  .meta({ id: 'BestSellersCarouselConfig' });

export const BestSellersCarouselDefinition = defineBlock({
  type: 'BestSellersCarousel',
  props: BestSellersCarouselProps,
  config: BestSellersCarouselConfig,
  region: 'main',
  pageKinds: ['home', 'landing', 'paidLanding', 'searchResults'],
  label: 'Best sellers',
  description: 'A carousel of the best-selling trips.',
  interactive: { hydrate: 'visible' },
});

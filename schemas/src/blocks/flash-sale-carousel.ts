import { z } from 'zod';
import { DateTime } from '../common.ts';
import { defineBlock } from '../define-block.ts';
import { TripCarouselBase } from './trip-carousel.ts';

export const FlashSaleCarouselProps = TripCarouselBase.extend({
  countdown: z
    .object({
      endsAt: DateTime,
      label: z.string(),
      units: z
        .object({ days: z.string(), hours: z.string(), minutes: z.string(), seconds: z.string() })
        .describe("Short unit words of the ticking countdown ('d', 'h', 'min', 's')."),
    })
    .nullable(),
  variant: z.enum(['ACCENT', 'INVERSE', 'DEFAULT']),
}).meta({ id: 'FlashSaleCarouselProps' });
export type FlashSaleCarouselProps = z.infer<typeof FlashSaleCarouselProps>;

export const FlashSaleCarouselConfig = z
  .strictObject({
    layout: z.enum(['auto', 'cardsSlider']).default('auto').describe('storefront.md §4 Promotional section'),
    forceBlackFridayLayout: z.boolean().default(false),
    showCounter: z.boolean().default(true),
    variant: z.enum(['ACCENT', 'INVERSE', 'DEFAULT']).default('ACCENT'),
    maxCards: z.number().int().min(1).max(24).default(12),
  })
  .meta({ id: 'FlashSaleCarouselConfig' });

export const FlashSaleCarouselDefinition = defineBlock({
  type: 'FlashSaleCarousel',
  props: FlashSaleCarouselProps,
  config: FlashSaleCarouselConfig,
  region: 'main',
  pageKinds: ['home', 'landing'],
  label: 'Flash sale carousel',
  description: 'Trips of the running flash sale, with its countdown and colour variant.',
  interactive: { hydrate: 'visible' },
});

import { z } from 'zod';
import { defineBlock } from '../define-block.ts';
import { TripCarouselBase } from './trip-carousel.ts';

/** Related products (buying-flow.md §2): trips like this one, as a carousel of cards. */
export const RelatedTripsProps = TripCarouselBase.meta({ id: 'RelatedTripsProps' });
export type RelatedTripsProps = z.infer<typeof RelatedTripsProps>;

export const RelatedTripsConfig = z
  .strictObject({ maxCards: z.number().int().min(1).max(12).default(8) })
  .meta({ id: 'RelatedTripsConfig' });

export const RelatedTripsDefinition = defineBlock({
  type: 'RelatedTrips',
  props: RelatedTripsProps,
  config: RelatedTripsConfig,
  region: 'main',
  pageKinds: ['product'],
  label: 'Related trips',
  description: 'A carousel of trips like this one (same country or region).',
  interactive: { hydrate: 'visible' },
});

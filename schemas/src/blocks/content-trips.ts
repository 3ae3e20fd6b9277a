import { z } from 'zod';
import { TripCard, TripCardLabels } from '../common.ts';
import { defineBlock } from '../define-block.ts';

const DestinationLink = z.object({
  id: z.number().int(),
  name: z.string(),
  href: z.string().min(1),
  tripsLabel: z.string().describe("'{count} trips', translated"),
});

/**
 * The trips of a collection page (a theme, a hero slide's offer, deals, flash sale, a landing link), or
 * the destinations page's continents with their countries, each with its friendly link.
 */
export const ContentTripsProps = z
  .object({
    title: z.string(),
    cards: z.array(TripCard),
    cardLabels: TripCardLabels,
    continents: z.array(DestinationLink.extend({ countries: z.array(DestinationLink).min(1) })),
  })
  .meta({ id: 'ContentTripsProps' });
export type ContentTripsProps = z.infer<typeof ContentTripsProps>;

export const ContentTripsConfig = z
  .strictObject({ maxCards: z.number().int().min(1).max(24).default(12) })
  .meta({ id: 'ContentTripsConfig' });

export const ContentTripsDefinition = defineBlock({
  type: 'ContentTrips',
  props: ContentTripsProps,
  config: ContentTripsConfig,
  region: 'main',
  pageKinds: ['content'],
  label: 'Collection trips',
  description: "A collection page's trips as cards, or the destinations page's continents and countries.",
});

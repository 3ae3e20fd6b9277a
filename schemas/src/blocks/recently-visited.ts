import { z } from 'zod';
import { TripCardLabels } from '../common.ts';
import { defineBlock } from '../define-block.ts';

/**
 * Recently visited trips live in the browser (storefront.md §4 Recently visited); the block carries
 * what the client needs to read them and fetch their cards.
 */
export const RecentlyVisitedProps = z
  .object({
    title: z.string(),
    storageKey: z.literal('visitedDestinations'),
    maxItems: z.number().int().min(1).max(10),
    cardsSmall: z.number().int().positive(),
    cardsLarge: z.number().int().positive(),
    lazy: z.object({ height: z.number().int(), offset: z.number().int() }),
    endpoint: z
      .string()
      .min(1)
      .describe('GET {endpoint}?id={comma-separated ids}&limit={n} returns trip cards.'),
    excludeCampaignId: z.number().int().nullable(),
    corruptedDataMessage: z.string(),
    cardLabels: TripCardLabels,
  })
  .meta({ id: 'RecentlyVisitedProps' });
export type RecentlyVisitedProps = z.infer<typeof RecentlyVisitedProps>;

export const RecentlyVisitedConfig = z
  .strictObject({ maxItems: z.number().int().min(1).max(10).default(10) })
  .meta({ id: 'RecentlyVisitedConfig' });

export const RecentlyVisitedDefinition = defineBlock({
  type: 'RecentlyVisited',
  props: RecentlyVisitedProps,
  config: RecentlyVisitedConfig,
  region: 'main',
  pageKinds: ['home', 'landing', 'product', 'searchResults', 'country', 'region', 'continent'],
  label: 'Recently visited',
  description: "The trips this visitor looked at lately (kept in the visitor's browser).",
  interactive: { hydrate: 'visible' },
});

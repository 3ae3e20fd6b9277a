import { z } from 'zod';
import { TripCard, TripCardLabels } from '../common.ts';
import { defineBlock } from '../define-block.ts';

export const DestinationTripsProps = z
  .object({
    title: z.string(),
    countLabel: z.string().describe("'{count} trips', translated"),
    layout: z
      .enum(['grid', 'list', 'compact'])
      .describe('ABC_PLPRevamp: v1 grid, v2 list, v3 compact (storefront.md §9 A/B experiments).'),
    sort: z.object({
      label: z.string(),
      /** Each order is a link to the page with `?sort=` (page 1), so sorting works without JavaScript. */
      options: z.array(
        z.object({ value: z.string(), label: z.string(), href: z.string(), current: z.boolean() }),
      ),
    }),
    cards: z.array(TripCard),
    labels: TripCardLabels,
    pagination: z
      .object({
        label: z.string(),
        previous: z.object({ label: z.string(), href: z.string().nullable() }),
        next: z.object({ label: z.string(), href: z.string().nullable() }),
        pages: z.array(
          z.object({ number: z.number().int().positive(), href: z.string(), current: z.boolean() }),
        ),
        status: z.string().describe("'Page 2 of 3', translated"),
      })
      .nullable()
      .describe('Null when every trip fits on one page.'),
    empty: z.string().describe('Shown when the destination has no trips'),
  })
  .meta({ id: 'DestinationTripsProps' });
export type DestinationTripsProps = z.infer<typeof DestinationTripsProps>;

export const DestinationTripsConfig = z.strictObject({}).meta({ id: 'DestinationTripsConfig' });

export const DestinationTripsDefinition = defineBlock({
  type: 'DestinationTrips',
  props: DestinationTripsProps,
  config: DestinationTripsConfig,
  region: 'main',
  pageKinds: ['continent', 'country', 'region'],
  label: 'Destination trips',
  description: 'The destination’s trips as cards, with sort orders and pages (links in the URL).',
});

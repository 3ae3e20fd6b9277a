import { z } from 'zod';
import { Image } from '../common.ts';
import { defineBlock } from '../define-block.ts';

export const ShareNetwork = z.enum(['facebook', 'x', 'whatsapp', 'email']).meta({ id: 'ShareNetwork' });

/** buying-flow.md §6 "Social share": links to the networks, and the Web Share API where the browser has it. */
export const TripShare = z
  .object({
    label: z.string(),
    title: z.string(),
    text: z.string(),
    url: z.string().describe('The absolute address of the trip page'),
    links: z.array(z.object({ network: ShareNetwork, label: z.string(), href: z.string() })),
    copyLabel: z.string(),
    copiedLabel: z.string(),
  })
  .meta({ id: 'TripShare' });
export type TripShare = z.infer<typeof TripShare>;

/** What the browser records on each visit (storefront.md §4 "Recently visited"). */
export const TripVisit = z
  .object({
    storageKey: z.literal('visitedDestinations'),
    campaignId: z.number().int().positive(),
    campaignUrl: z.string(),
    minMinutesBetween: z.number().int().nonnegative(),
    maxTimestamps: z.number().int().positive(),
    corruptedDataMessage: z.string(),
  })
  .meta({ id: 'TripVisit' });
export type TripVisit = z.infer<typeof TripVisit>;

/** The top of the trip page: what the trip is, where, how long, from what price (buying-flow.md §2). */
export const TripHeroProps = z
  .object({
    title: z.string(),
    destination: z.string(),
    days: z.number().int().positive(),
    durationLabel: z.string().describe("'{days} days', translated"),
    images: z
      .object({ mobile: Image, tablet: Image, desktop: Image })
      .describe('The hero image per breakpoint (buying-flow.md §2: mobile, tablet and desktop variants)'),
    gallery: z.array(Image),
    dealOfTheWeek: z.string().nullable().describe("The deal-of-the-week flag's text, or null"),
    fromPrice: z.object({
      label: z.string(),
      price: z.string().describe('Formatted in the market currency'),
      oldPrice: z.string().nullable(),
      perPerson: z.string(),
    }),
    share: TripShare.nullable().describe('Null where social share is off (buying-flow.md §6)'),
    visit: TripVisit,
  })
  .meta({ id: 'TripHeroProps' });
export type TripHeroProps = z.infer<typeof TripHeroProps>;

export const TripHeroConfig = z
  .strictObject({
    showGallery: z.boolean().default(true).describe('Show the thumbnails of the trip under the hero image'),
  })
  .meta({ id: 'TripHeroConfig' });

export const TripHeroDefinition = defineBlock({
  type: 'TripHero',
  props: TripHeroProps,
  config: TripHeroConfig,
  region: 'main',
  pageKinds: ['product'],
  label: 'Trip hero',
  description:
    'The trip title, destination, length, hero images, deal-of-the-week flag, from-price and share.',
  interactive: { hydrate: 'idle' },
});

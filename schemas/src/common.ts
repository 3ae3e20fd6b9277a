/** Small value types shared by many blocks: links, images, media, trip cards. */
import { z } from 'zod';

export const Link = z
  .object({
    href: z.string().min(1),
    label: z.string(),
    external: z.boolean().optional().describe('Opens in a new tab (external sites).'),
  })
  .meta({ id: 'Link' });
export type Link = z.infer<typeof Link>;

export const Image = z
  .object({
    src: z.string().min(1),
    alt: z.string(),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
  })
  .meta({ id: 'Image' });
export type Image = z.infer<typeof Image>;

/** storefront.md §3 Home page content: an image, or a muted looping autoplay video with a poster. */
export const Media = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('image'), src: z.string().min(1), alt: z.string() }),
    z.object({
      type: z.literal('video'),
      poster: z.string().min(1),
      webm: z.string().min(1),
      mp4: z.string().min(1),
      alt: z.string(),
    }),
  ])
  .meta({ id: 'Media' });
export type Media = z.infer<typeof Media>;

export const ResponsiveMedia = z
  .object({ desktop: Media, tablet: Media, mobile: Media })
  .meta({ id: 'ResponsiveMedia', description: 'Media picked per breakpoint' });
export type ResponsiveMedia = z.infer<typeof ResponsiveMedia>;

/** storefront.md §3 "Product card as shown": prices arrive formatted for the market. */
export const TripCard = z
  .object({
    id: z.number().int(),
    title: z.string(),
    href: z.string().min(1),
    image: Image,
    destination: z.string(),
    days: z.number().int().positive(),
    isNew: z.boolean(),
    fromPrice: z.string().describe('Formatted price in the market currency, e.g. "$1,299.00"'),
    fromAmount: z.number().nonnegative(),
    oldPrice: z.string().nullable(),
    pricingPercentage: z.string().describe("'N%' only when the discount is greater than 0, else empty."),
    pricePerNight: z.string().nullable(),
    durationLabel: z.string().describe("'{days} days', translated with the locale's plural rules."),
    tags: z.array(z.string()),
  })
  .meta({ id: 'TripCard' });
export type TripCard = z.infer<typeof TripCard>;

/** Translated words around a trip card's values ('From $1,299.00', '$120.00 per night', 'New'). */
export const TripCardLabels = z
  .object({ from: z.string(), perNight: z.string(), isNew: z.string(), discount: z.string() })
  .meta({ id: 'TripCardLabels' });
export type TripCardLabels = z.infer<typeof TripCardLabels>;

export const Breakpoint = z.enum(['mobile', 'tablet', 'laptop', 'desktop']).meta({ id: 'Breakpoint' });
export type Breakpoint = z.infer<typeof Breakpoint>;

export const ButtonAppearance = z.enum(['default', 'inverse', 'accent']).meta({ id: 'ButtonAppearance' });
export type ButtonAppearance = z.infer<typeof ButtonAppearance>;

/** ISO-8601 instant with offset. */
export const DateTime = z.iso.datetime({ offset: true });

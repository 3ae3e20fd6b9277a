import { z } from 'zod';
import { Image } from '../common.ts';

export const BrandStoryMedia = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('video'),
      thumbnail: Image,
      embedUrl: z.string().min(1),
      /** Caption language (storefront.md §2 Brand story: Spanish for ES, MX and CO). */
      captionsLanguage: z.string(),
      playLabel: z.string(),
      closeLabel: z.string(),
    }),
    z.object({ kind: z.literal('image'), image: Image }),
  ])
  .meta({ id: 'BrandStoryMedia' });

export const BrandStoryProps = z
  .object({
    title: z.string(),
    cards: z.array(z.object({ icon: z.string(), title: z.string(), text: z.string() })).length(4),
    media: BrandStoryMedia,
  })
  .meta({ id: 'BrandStoryProps' });
export type BrandStoryProps = z.infer<typeof BrandStoryProps>;

export const BrandStoryConfig = z
  .strictObject({ videoId: z.string().min(1).default('waypoint-commercial') })
  .meta({ id: 'BrandStoryConfig' });

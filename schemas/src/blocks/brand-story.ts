import { z } from 'zod';
import { Image } from '../common.ts';
import { defineBlock } from '../define-block.ts';

export const BrandStoryMedia = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('video'),
      thumbnail: Image,
      embedUrl: z.string().min(1),
      captionsLanguage: z
        .string()
        .describe('Caption language (storefront.md §2 Brand story: Spanish for ES, MX and CO).'),
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

export const BrandStoryDefinition = defineBlock({
  type: 'BrandStory',
  props: BrandStoryProps,
  config: BrandStoryConfig,
  region: 'main',
  pageKinds: ['home', 'landing'],
  label: 'Brand story',
  description: 'The brand video (a static image in France and Germany) in a modal.',
  interactive: { hydrate: 'idle', staticWhen: (props) => props.media.kind === 'image' },
});

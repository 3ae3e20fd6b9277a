import { z } from 'zod';
import { Link, ResponsiveMedia } from '../common.ts';
import { defineBlock } from '../define-block.ts';

export const HeroSlide = z
  .object({
    id: z.string(),
    media: ResponsiveMedia,
    titleHtml: z.string().describe('Sanitised HTML (storefront.md §3: hero texts may contain HTML).'),
    subtitleHtml: z.string().nullable(),
    detailHtml: z.string().nullable(),
    introHtml: z
      .string()
      .nullable()
      .describe('Null when hidden by the sub-brand rule (storefront.md §4 Home page).'),
    cta: Link,
  })
  .meta({ id: 'HeroSlide' });
export type HeroSlide = z.infer<typeof HeroSlide>;

export const HeroSliderProps = z
  .object({
    variant: z
      .enum(['static', 'carousel'])
      .describe('One slide: a static banner; several: a looping carousel (storefront.md §2 Hero).'),
    autoplayMs: z.number().int().positive(),
    slides: z.array(HeroSlide).min(1),
    heights: z.object({ mobile: z.number(), tabletUp: z.number() }),
    labels: z.object({
      previous: z.string(),
      next: z.string(),
      goToSlide: z.string(),
      pause: z.string().describe('Pause and resume autoplay (WCAG 2.2.2: moving content can be paused).'),
      play: z.string(),
      carousel: z
        .string()
        .describe('What assistive technology calls the carousel and each slide (aria-roledescription).'),
      slide: z.string(),
    }),
  })
  .meta({ id: 'HeroSliderProps' });
export type HeroSliderProps = z.infer<typeof HeroSliderProps>;

export const HeroSliderConfig = z
  .strictObject({ maxSlides: z.number().int().min(1).max(10).default(10) })
  .meta({ id: 'HeroSliderConfig' });

export const HeroSliderDefinition = defineBlock({
  type: 'HeroSlider',
  props: HeroSliderProps,
  config: HeroSliderConfig,
  region: 'main',
  pageKinds: ['home', 'landing', 'paidLanding'],
  label: 'Hero slider',
  description: 'The large banner carousel at the top: campaign images or video, one to ten slides.',
  interactive: { hydrate: 'load', staticWhen: (props) => props.variant === 'static' },
});

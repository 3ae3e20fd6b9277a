import { z } from 'zod';
import { Link, ResponsiveMedia } from '../common.ts';

export const HeroSlide = z
  .object({
    id: z.string(),
    media: ResponsiveMedia,
    /** Sanitised HTML (storefront.md §3: hero texts may contain HTML). */
    titleHtml: z.string(),
    subtitleHtml: z.string().nullable(),
    detailHtml: z.string().nullable(),
    /** Null when hidden by the sub-brand rule (storefront.md §4 Home page). */
    introHtml: z.string().nullable(),
    cta: Link,
  })
  .meta({ id: 'HeroSlide' });
export type HeroSlide = z.infer<typeof HeroSlide>;

export const HeroSliderProps = z
  .object({
    /** One slide: a static banner; several: a looping carousel (storefront.md §2 Hero). */
    variant: z.enum(['static', 'carousel']),
    autoplayMs: z.number().int().positive(),
    slides: z.array(HeroSlide).min(1),
    heights: z.object({ mobile: z.number(), tabletUp: z.number() }),
    labels: z.object({
      previous: z.string(),
      next: z.string(),
      goToSlide: z.string(),
      /** Pause and resume autoplay (WCAG 2.2.2: moving content can be paused). */
      pause: z.string(),
      play: z.string(),
      /** What assistive technology calls the carousel and each slide (aria-roledescription). */
      carousel: z.string(),
      slide: z.string(),
    }),
  })
  .meta({ id: 'HeroSliderProps' });
export type HeroSliderProps = z.infer<typeof HeroSliderProps>;

export const HeroSliderConfig = z
  .strictObject({ maxSlides: z.number().int().min(1).max(10).default(10) })
  .meta({ id: 'HeroSliderConfig' });

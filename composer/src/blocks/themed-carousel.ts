/**
 * Themed trip carousels: one block per themed slide of the configured 1-based range (storefront.md §2
 * Carousel links, §4 Home page "Themed carousel order", §9 Cards and carousels).
 */
import type { ThemedCarouselProps, UpstreamThemedSlide } from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import { defineResolver, type RequestContext } from '../compose/types.ts';
import { marketHref, translatedSlug } from './rules.ts';
import { toTripCards, tripCardLabels } from './trip-card.ts';

/** §2 Carousel links: these carousels link to a translated URL instead of their slide's slug. */
export const TRANSLATED_LINK_ICONS: Readonly<Record<string, string>> = {
  beach: 'links.beachEscapes',
  'short-trips': 'links.shortTrips',
};

/** Slides from..to, 1-based and inclusive; a null `to` runs to the last slide. */
export const slidesInRange = <T>(slides: readonly T[], from: number, to: number | null): T[] =>
  slides.slice(Math.max(0, from - 1), to === null ? undefined : Math.max(0, to));

export function toThemedCarousel(
  slide: UpstreamThemedSlide,
  ctx: RequestContext,
  t: TFunction,
  maxCards: number,
): ThemedCarouselProps | null {
  const cards = toTripCards(slide.cards, ctx, t, maxCards);
  if (cards.length === 0) return null;
  const linkKey = Object.hasOwn(TRANSLATED_LINK_ICONS, slide.icon)
    ? TRANSLATED_LINK_ICONS[slide.icon]
    : undefined;
  const target = linkKey ? translatedSlug(t, ctx, linkKey) : slide.slug;
  return {
    name: `${slide.icon}-carousel`,
    overline: null,
    title: slide.title,
    subtitle: null,
    cards,
    seeAll: target ? { href: marketHref(ctx.market, target), label: t('carousel.seeAllTrips') } : null,
    ctaAppearance: 'default',
    layout: 'slider',
    labels: { previous: t('carousel.previous'), next: t('carousel.next') },
    cardLabels: tripCardLabels(t),
    icon: slide.icon,
    description: slide.description,
  };
}

export const themedCarousel = defineResolver({
  type: 'ThemedCarousel',
  dimensions: ['market', 'locale'],
  async resolve({ ctx, config, t, sources }) {
    const promotion = await sources.promotion();
    const carousels = slidesInRange(promotion.styling.slider, config.from, config.to)
      .map((slide) => toThemedCarousel(slide, ctx, t, config.maxCards))
      .filter((c): c is ThemedCarouselProps => c !== null);
    return carousels.length > 0 ? carousels : null;
  },
});

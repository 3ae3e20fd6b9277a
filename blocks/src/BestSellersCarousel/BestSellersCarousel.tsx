import type { BestSellersCarouselProps } from '@waypoint/schemas';
import { TripCarouselSection } from '../shared/TripCarouselSection.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = [
  'shared/SectionHeading',
  'shared/TripCard',
  'shared/Carousel',
  'BestSellersCarousel/BestSellersCarousel',
];

/**
 * The best-sellers carousel (storefront.md §2 Home page 4, Carousel links): the 'Best seller' tag, title,
 * subtitle and 'See all trips' (inverse when the flash sale shows, §4 Home page) over trip cards.
 */
export function BestSellersCarousel(props: BestSellersCarouselProps) {
  return <TripCarouselSection className="best-sellers-carousel" {...props} />;
}

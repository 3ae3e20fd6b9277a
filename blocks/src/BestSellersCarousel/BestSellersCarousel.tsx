import type { BestSellersCarouselProps } from '@waypoint/schemas';
import { useId } from 'react';
import { Carousel } from '../shared/Carousel.tsx';
import { SectionHeading } from '../shared/SectionHeading.tsx';
import { tripCardItems } from '../shared/TripCard.tsx';

/**
 * The best-sellers carousel (storefront.md §2 Home page 4, Carousel links): the 'Best seller' tag, title,
 * subtitle and 'See all trips' (inverse when the flash sale shows, §4 Home page) over trip cards.
 */
export function BestSellersCarousel({
  name,
  overline,
  title,
  subtitle,
  cards,
  seeAll,
  ctaAppearance,
  layout,
  labels,
  cardLabels,
}: BestSellersCarouselProps) {
  const headingId = useId();
  return (
    <section
      className="best-sellers-carousel wp-section"
      aria-labelledby={headingId}
      data-carousel-name={name}
    >
      <div className="wp-container">
        <SectionHeading
          id={headingId}
          title={title}
          overline={overline}
          subtitle={subtitle}
          link={seeAll}
          linkAppearance={ctaAppearance}
        />
        <Carousel
          label={title}
          labels={labels}
          layout={layout}
          items={tripCardItems(cards, cardLabels, layout)}
        />
      </div>
    </section>
  );
}

import type { BestSellersCarouselProps } from '@waypoint/schemas';
import { useId } from 'react';
import { Carousel } from './Carousel.tsx';
import { SectionHeading } from './SectionHeading.tsx';
import { tripCardItems } from './TripCard.tsx';

/** The props every trip carousel shares (schemas' TripCarouselBase). */
export type TripCarouselProps = BestSellersCarouselProps;

/**
 * A section of trip cards in a carousel under a heading with its 'See all' link (storefront.md §3
 * "Product card as shown"): the best sellers on the home page, related trips on the trip page.
 * `className` names the block's own section.
 */
export function TripCarouselSection({
  className,
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
}: TripCarouselProps & { className: string }) {
  const headingId = useId();
  return (
    <section className={`${className} wp-section`} aria-labelledby={headingId} data-carousel-name={name}>
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

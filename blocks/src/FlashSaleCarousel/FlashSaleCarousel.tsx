import type { FlashSaleCarouselProps } from '@waypoint/schemas';
import { useId } from 'react';
import { Carousel } from '../shared/Carousel.tsx';
import { SectionLink } from '../shared/SectionHeading.tsx';
import { tripCardItems } from '../shared/TripCard.tsx';
import type { Stylesheets } from '../types.ts';
import { Countdown } from './Countdown.tsx';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = [
  'shared/SectionHeading',
  'shared/TripCard',
  'shared/Carousel',
  'FlashSaleCarousel/FlashSaleCarousel',
];

/**
 * The flash-sale carousel (storefront.md §2 Home page 3, §4 Home page, Promotional section): the
 * 'Flash Sale' tag, title, subtitle, the promotion's CTA and a live countdown to the end of the offer,
 * over a carousel of trip cards. `variant` picks the band's colours; `name` is the analytics name.
 */
export function FlashSaleCarousel({
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
  countdown,
  variant,
}: FlashSaleCarouselProps) {
  const headingId = useId();
  return (
    <section
      className={`flash-sale-carousel flash-sale-carousel--${variant.toLowerCase()} wp-section`}
      aria-labelledby={headingId}
      data-carousel-name={name}
    >
      <div className="wp-container">
        <div className="wp-section-heading">
          <div className="wp-section-heading__text">
            {overline ? <span className="wp-overline">{overline}</span> : null}
            <h2 id={headingId} className="wp-heading">
              {title}
            </h2>
            {subtitle ? <p className="wp-section-heading__subtitle">{subtitle}</p> : null}
            {countdown ? <Countdown {...countdown} /> : null}
          </div>
          {seeAll ? (
            <SectionLink link={seeAll} appearance={ctaAppearance} className="flash-sale-carousel__link" />
          ) : null}
        </div>
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

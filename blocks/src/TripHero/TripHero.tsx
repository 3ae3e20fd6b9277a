import type { Image, TripHeroProps } from '@waypoint/schemas';
import { useEffect, useId } from 'react';
import { Icon } from '../shared/icons.tsx';
import type { Stylesheets } from '../types.ts';
import { recordTripVisit } from './record-visit.ts';
import { TripShare } from './TripShare.tsx';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['TripHero/TripHero'];

/** buying-flow.md §9 Breakpoints: the hero's art directions switch at tablet and desktop widths. */
export const HERO_BREAKPOINTS = { tablet: 768, desktop: 1280 } as const;

/** Sizes to reserve when an image comes without its own (the frame's aspect ratio is set in CSS). */
const DEFAULT_SIZE = {
  mobile: { width: 750, height: 560 },
  tablet: { width: 1024, height: 576 },
  desktop: { width: 1600, height: 900 },
} as const;

const size = (image: Image, fallback: { width: number; height: number }) => ({
  width: image.width ?? fallback.width,
  height: image.height ?? fallback.height,
});

/**
 * The hero image per breakpoint (buying-flow.md §2: mobile, tablet and desktop variants): the page's
 * largest paint, so it loads eagerly with high priority, with sizes reserved so nothing shifts. A
 * breakpoint whose image is the next narrower one's gets no source of its own.
 */
function HeroPicture({ images }: { images: TripHeroProps['images'] }) {
  const { mobile, tablet, desktop } = images;
  return (
    <picture className="trip-hero__picture">
      {desktop.src !== tablet.src ? (
        <source
          media={`(min-width: ${HERO_BREAKPOINTS.desktop}px)`}
          srcSet={desktop.src}
          {...size(desktop, DEFAULT_SIZE.desktop)}
        />
      ) : null}
      {tablet.src !== mobile.src ? (
        <source
          media={`(min-width: ${HERO_BREAKPOINTS.tablet}px)`}
          srcSet={tablet.src}
          {...size(tablet, DEFAULT_SIZE.tablet)}
        />
      ) : null}
      <img
        className="trip-hero__image"
        src={mobile.src}
        alt={mobile.alt}
        {...size(mobile, DEFAULT_SIZE.mobile)}
        loading="eager"
        fetchPriority="high"
      />
    </picture>
  );
}

/**
 * The top of the trip page (buying-flow.md §2 Product detail page): the deal-of-the-week flag, the
 * title (the page's h1), destination and length, the hero image and the gallery's thumbnails, the
 * from-price per person (the old one struck through) and share. In the browser it records the visit
 * for recently visited (storefront.md §4); storage problems are logged, never shown.
 */
export function TripHero({
  title,
  destination,
  durationLabel,
  images,
  gallery,
  dealOfTheWeek,
  fromPrice,
  share,
  visit,
}: TripHeroProps) {
  const titleId = useId();
  const { storageKey, campaignId, campaignUrl, minMinutesBetween, maxTimestamps, corruptedDataMessage } =
    visit;

  useEffect(() => {
    recordTripVisit(
      { storageKey, campaignId, campaignUrl, minMinutesBetween, maxTimestamps, corruptedDataMessage },
      () => window.localStorage,
      Date.now(),
      console,
    );
  }, [storageKey, campaignId, campaignUrl, minMinutesBetween, maxTimestamps, corruptedDataMessage]);

  return (
    <section
      className={gallery.length > 0 ? 'trip-hero' : 'trip-hero trip-hero--no-gallery'}
      aria-labelledby={titleId}
    >
      <div className="trip-hero__inner wp-container">
        <div className="trip-hero__head">
          {dealOfTheWeek ? (
            <p className="trip-hero__deal">
              <Icon name="star" size={16} filled />
              <span>{dealOfTheWeek}</span>
            </p>
          ) : null}
          <h1 id={titleId} className="trip-hero__title">
            {title}
          </h1>
          <ul className="trip-hero__facts">
            <li className="trip-hero__fact">
              <Icon name="map-pin" size={18} />
              <span>{destination}</span>
            </li>
            <li className="trip-hero__fact">
              <Icon name="clock" size={18} />
              <span>{durationLabel}</span>
            </li>
          </ul>
        </div>

        <div className="trip-hero__media">
          <HeroPicture images={images} />
        </div>

        {gallery.length > 0 ? (
          <ul
            className="trip-hero__gallery"
            aria-labelledby={titleId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable strip must be reachable by keyboard.
            tabIndex={0}
          >
            {gallery.map((image) => (
              <li key={image.src} className="trip-hero__thumb">
                <img
                  src={image.src}
                  alt={image.alt}
                  width={image.width ?? 160}
                  height={image.height ?? 120}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        ) : null}

        <div className="trip-hero__aside">
          <div className="trip-hero__price">
            <p className="trip-hero__price-label">{fromPrice.label}</p>
            <p className="trip-hero__amounts">
              {fromPrice.oldPrice ? (
                <>
                  <s className="trip-hero__old-price">{fromPrice.oldPrice}</s>{' '}
                </>
              ) : null}
              <strong className="trip-hero__amount">{fromPrice.price}</strong>
            </p>
            <p className="trip-hero__per-person">{fromPrice.perPerson}</p>
          </div>
          {share ? <TripShare share={share} /> : null}
        </div>
      </div>
    </section>
  );
}

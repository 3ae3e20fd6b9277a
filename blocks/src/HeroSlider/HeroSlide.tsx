import type { HeroSlide as HeroSlideData } from '@waypoint/schemas';
import type { HTMLAttributes } from 'react';
import { HeroMedia } from './HeroMedia.tsx';

export interface HeroSlideProps {
  slide: HeroSlideData;
  /** The first slide: its title is the page's h1 and its image loads first. */
  first: boolean;
  titleId: string;
  /** Extra attributes for the slide element (carousel semantics, aria-hidden, inert). */
  attributes?: HTMLAttributes<HTMLDivElement> & { inert?: boolean | undefined };
  active: boolean;
}

/**
 * One slide: its media behind a gradient scrim (text stays legible over any image) and its copy. The
 * *Html fields are sanitised by the composer (storefront.md §3: hero texts may contain HTML).
 */
export function HeroSlide({ slide, first, titleId, attributes, active }: HeroSlideProps) {
  const Title = first ? 'h1' : 'h2';
  const { cta } = slide;
  return (
    <div
      className={active ? 'hero-slider__slide hero-slider__slide--active' : 'hero-slider__slide'}
      {...attributes}
    >
      <HeroMedia media={slide.media} priority={first} />
      <div className="hero-slider__scrim" />
      <div className="hero-slider__content wp-container">
        <div className="hero-slider__text">
          {slide.introHtml ? (
            <p className="hero-slider__intro" dangerouslySetInnerHTML={{ __html: slide.introHtml }} />
          ) : null}
          <Title
            id={titleId}
            className="hero-slider__title"
            dangerouslySetInnerHTML={{ __html: slide.titleHtml }}
          />
          {slide.subtitleHtml ? (
            <p className="hero-slider__subtitle" dangerouslySetInnerHTML={{ __html: slide.subtitleHtml }} />
          ) : null}
          {slide.detailHtml ? (
            <p className="hero-slider__detail" dangerouslySetInnerHTML={{ __html: slide.detailHtml }} />
          ) : null}
          <a
            className="wp-btn wp-btn--accent hero-slider__cta"
            href={cta.href}
            {...(cta.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {cta.label}
          </a>
        </div>
      </div>
    </div>
  );
}

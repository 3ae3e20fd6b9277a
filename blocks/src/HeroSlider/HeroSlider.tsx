import type { HeroSliderProps } from '@waypoint/schemas';
import { type CSSProperties, useId } from 'react';
import type { Stylesheets } from '../types.ts';
import { HeroCarousel } from './HeroCarousel.tsx';
import { HeroSlide } from './HeroSlide.tsx';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['HeroSlider/HeroSlider'];

/**
 * storefront.md §2 Home page 1, "Hero": one slide gives a static banner (no script needed), several a
 * looping carousel. The first slide's title is the page's h1. Heights come from the composer
 * (§9 Layout: 600 px by default).
 */
export function HeroSlider({ variant, autoplayMs, slides, heights, labels }: HeroSliderProps) {
  const titleId = useId();
  const style = {
    '--hero-slider-height-mobile': `${heights.mobile}px`,
    '--hero-slider-height-tablet-up': `${heights.tabletUp}px`,
  } as CSSProperties;
  const [first] = slides;

  if (variant === 'carousel' && slides.length > 1) {
    return <HeroCarousel slides={slides} autoplayMs={autoplayMs} labels={labels} style={style} />;
  }
  if (!first) return null;
  return (
    <section className="hero-slider hero-slider--static" aria-labelledby={titleId} style={style}>
      <div className="hero-slider__slides">
        <HeroSlide slide={first} first titleId={titleId} active />
      </div>
    </section>
  );
}

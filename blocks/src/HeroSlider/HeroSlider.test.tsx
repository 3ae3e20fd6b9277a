import type { HeroSliderProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeroSlider } from './HeroSlider.tsx';
import { US_LABELS, US_SLIDES } from './story-media.ts';

const props: HeroSliderProps = {
  variant: 'carousel',
  autoplayMs: 16000,
  slides: US_SLIDES,
  heights: { mobile: 560, tabletUp: 600 },
  labels: US_LABELS,
};

const render = (overrides: Partial<HeroSliderProps> = {}) =>
  renderToStaticMarkup(<HeroSlider {...props} {...overrides} />);

/** The markup of each slide element, in order. */
const slidesOf = (html: string) => html.split(/<div class="hero-slider__slide(?=[" ])/).slice(1);

describe('HeroSlider carousel', () => {
  const html = render();
  const slides = slidesOf(html);

  it('makes the first slide’s title the page’s only h1, with its highlighted words, and the others h2', () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(slides[0]).toMatch(/<h1[^>]*>Up to <strong>40% off<\/strong> this season<\/h1>/);
    expect(slides[1]).toMatch(/<h2[^>]*>Wake up somewhere <strong>extraordinary<\/strong><\/h2>/);
    expect(slides[2]).toMatch(/<h2[^>]*>Small groups, <strong>big<\/strong> moments<\/h2>/);
  });

  it('shows slide 1 on the server: the others are hidden from assistive technology and inert', () => {
    expect(slides).toHaveLength(3);
    expect(slides[0]).toMatch(/^ hero-slider__slide--active"/);
    expect(slides[0]).not.toMatch(/^[^>]*aria-hidden/);
    expect(slides[0]).not.toMatch(/^[^>]*inert/);
    for (const slide of slides.slice(1)) {
      expect(slide).toMatch(/^"[^>]*aria-hidden="true"[^>]*inert=""/);
    }
  });

  it('has carousel semantics: a named carousel region of labelled slides, live region off while rotating', () => {
    expect(html).toMatch(
      /^<section class="hero-slider hero-slider--carousel" aria-roledescription="carousel"/,
    );
    const regionName = html.match(/^<section[^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(slides[0]).toContain(`<h1 id="${regionName}"`);
    expect(html.match(/role="group" aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).toMatch(/class="hero-slider__slides" aria-live="off"/);
  });

  it('names the carousel and its slides in the page language', () => {
    const es = render({ labels: { ...US_LABELS, carousel: 'carrusel', slide: 'diapositiva' } });
    expect(es).toContain('aria-roledescription="carrusel"');
    expect(es.match(/aria-roledescription="diapositiva"/g)).toHaveLength(3);
    expect(es).not.toContain('aria-roledescription="carousel"');
  });

  it('has a labelled bullet per slide, the first marked current', () => {
    const bullets = html.match(/<button[^>]*class="hero-slider__bullet"[^>]*>/g) ?? [];
    expect(bullets.map((b) => b.match(/aria-label="([^"]+)"/)?.[1])).toEqual([
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
    ]);
    expect(bullets.map((b) => b.includes('aria-current="true"'))).toEqual([true, false, false]);
  });

  it('puts the pause control first, then previous and next, all labelled', () => {
    const buttons = [...html.matchAll(/<button[^>]*aria-label="([^"]+)"/g)].map((m) => m[1]);
    expect(buttons[0]).toBe('Pause slideshow');
    expect(buttons).toContain('Previous slide');
    expect(buttons).toContain('Next slide');
    expect(buttons.indexOf('Previous slide')).toBeLessThan(buttons.indexOf('Next slide'));
  });

  it('loads the first slide’s image eagerly with high priority and the others lazily', () => {
    const images = html.match(/<img[^>]*>/g) ?? [];
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toMatch(/fetchPriority="high"/i);
    for (const img of images.slice(1)) {
      expect(img).toContain('loading="lazy"');
      expect(img).not.toMatch(/fetchPriority="high"/i);
    }
  });

  it('links each slide’s CTA to its page', () => {
    expect(html).toContain('href="/us/seasonal-offers">See offers</a>');
    expect(html).toContain('href="/us/extraordinary-trips">Explore trips</a>');
    expect(html).toContain('href="/us/premium-collection">Discover the collection</a>');
  });

  it('shows subtitle, detail and intro only when the composer sends them', () => {
    expect(slides[0]).toContain('<p class="hero-slider__subtitle">Limited places</p>');
    expect(slides[0]).toContain(
      '<p class="hero-slider__detail">Handpicked trips with flights and hotels included</p>',
    );
    expect(slides[0]).not.toContain('hero-slider__intro');
    expect(slides[1]).not.toContain('hero-slider__detail');
    expect(slides[2]).toContain('<p class="hero-slider__intro">Our premium collection</p>');
  });

  it('passes the heights on as custom properties', () => {
    expect(html).toContain('style="--hero-slider-height-mobile:560px;--hero-slider-height-tablet-up:600px"');
  });
});

describe('HeroSlider media', () => {
  const [, videoSlide] = slidesOf(render());

  it('plays a muted, looping, inline video with a poster, webm before mp4, from tablet up only', () => {
    const video = videoSlide?.match(/<video[^>]*>.*?<\/video>/)?.[0] ?? '';
    for (const attribute of ['muted=""', 'loop=""', 'preload="metadata"', 'poster="data:image/svg+xml']) {
      expect(video).toContain(attribute);
    }
    expect(video).toMatch(/autoplay=""/i);
    expect(video).toMatch(/playsinline=""/i);
    const sources = [...video.matchAll(/<source src="([^"]+)" type="([^"]+)" media="([^"]+)"/g)];
    expect(sources.map((s) => s[2])).toEqual(['video/webm', 'video/mp4']);
    expect(sources.every((s) => s[3] === '(min-width: 768px)')).toBe(true);
    expect(video).toContain('hero-slider__media--no-mobile');
    expect(video).not.toContain('--no-tablet');
  });

  it('shows the mobile image only below tablet, never downloading it where the video plays', () => {
    const picture = videoSlide?.match(/<picture[^>]*>.*?<\/picture>/)?.[0] ?? '';
    expect(picture).toContain('hero-slider__media--no-tablet hero-slider__media--no-desktop');
    expect(picture).toMatch(/<source media="\(min-width: 768px\)" srcSet="data:image\/gif;base64,/i);
  });

  it('art-directs images per breakpoint with <source media>, widest first', () => {
    const media = {
      desktop: { type: 'image', src: '/d.jpg', alt: 'Kenya' },
      tablet: { type: 'image', src: '/t.jpg', alt: 'Kenya' },
      mobile: { type: 'image', src: '/m.jpg', alt: 'Kenya' },
    } as const;
    const html = render({ variant: 'static', slides: [{ ...US_SLIDES[0]!, media }] });
    expect(html).toMatch(
      /<picture class="hero-slider__media"><source media="\(min-width: 1024px\)" srcSet="\/d.jpg"\/><source media="\(min-width: 768px\)" srcSet="\/t.jpg"\/><img [^>]*src="\/m.jpg" alt="Kenya"/i,
    );
  });
});

describe('HeroSlider static banner', () => {
  const html = render({ variant: 'static', slides: US_SLIDES.slice(0, 1) });

  it('shows the one slide with its h1 and CTA, without carousel controls or semantics', () => {
    expect(html).toMatch(/<h1[^>]*>Up to <strong>40% off<\/strong> this season<\/h1>/);
    expect(html).toContain('href="/us/seasonal-offers">See offers</a>');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('aria-roledescription');
    expect(html).not.toContain('aria-hidden="true" inert');
  });

  it('is a region named by its title', () => {
    const name = html.match(
      /^<section class="hero-slider hero-slider--static" aria-labelledby="([^"]+)"/,
    )?.[1];
    expect(name).toBeTruthy();
    expect(html).toContain(`<h1 id="${name}"`);
  });

  it('shows only the first slide if a static banner is sent several', () => {
    const several = render({ variant: 'static' });
    expect(slidesOf(several)).toHaveLength(1);
    expect(several).not.toContain('Wake up somewhere');
  });
});

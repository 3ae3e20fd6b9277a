import type { TripHeroProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ENGLISH } from './story-props.ts';
import { HERO_BREAKPOINTS, TripHero } from './TripHero.tsx';

const render = (overrides: Partial<TripHeroProps> = {}) =>
  renderToStaticMarkup(<TripHero {...ENGLISH} {...overrides} />);
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('TripHero', () => {
  const html = render();

  it("makes the trip's title the page's only h1, naming the section", () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    const id = html.match(/^<section class="trip-hero" aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<h1 id="${id}"[^>]*>Japan: Tokyo, Kyoto and Osaka in 10 days</h1>`));
  });

  it('shows the destination and the length of the trip', () => {
    const facts = html.match(/<ul class="trip-hero__facts"[^>]*>(.*?)<\/ul>/)?.[1] ?? '';
    expect(text(facts)).toBe('Japan10 days');
  });

  it('serves the hero image per breakpoint: desktop from 1280 px, tablet from 768 px, mobile otherwise', () => {
    expect(HERO_BREAKPOINTS).toEqual({ tablet: 768, desktop: 1280 });
    const picture = html.match(/<picture[^>]*>(.*?)<\/picture>/)?.[1] ?? '';
    const sources = [...picture.matchAll(/<source ([^>]*)\/?>/g)].map((m) => m[1] ?? '');
    expect(sources.map((s) => s.match(/media="([^"]+)"/)?.[1])).toEqual([
      '(min-width: 1280px)',
      '(min-width: 768px)',
    ]);
    expect(sources[0]).toContain(`srcSet="${ENGLISH.images.desktop.src}"`);
    expect(sources[0]).toMatch(/width="1600" height="900"/);
    expect(sources[1]).toContain(`srcSet="${ENGLISH.images.tablet.src}"`);
    expect(picture).toContain(`src="${ENGLISH.images.mobile.src}"`);
  });

  it('loads the hero image first (eager, high priority) with its size reserved, and names it', () => {
    const img = html.match(/<img class="trip-hero__image"[^>]*>/)?.[0] ?? '';
    expect(img).toContain('loading="eager"');
    expect(img).toMatch(/fetchPriority="high"/i);
    expect(img).toContain('width="750" height="560"');
    expect(img).toContain('alt="The vermilion gates of Fushimi Inari, Kyoto"');
  });

  it('leaves out a source whose image is the same as the next narrower one', () => {
    const same = { ...ENGLISH.images.mobile };
    const one = render({ images: { mobile: same, tablet: same, desktop: same } });
    expect(one).not.toContain('<source');
  });

  it('shows the gallery thumbnails lazily, with their alt text, in a keyboard-scrollable list', () => {
    const gallery = html.match(/<ul class="trip-hero__gallery"[^>]*>/)?.[0] ?? '';
    expect(gallery).toContain('tabindex="0"');
    expect(gallery).toMatch(/aria-labelledby="[^"]+"/);
    const thumbs = html.match(/<li class="trip-hero__thumb"><img [^>]*>/g) ?? [];
    expect(thumbs).toHaveLength(ENGLISH.gallery.length);
    expect(thumbs.every((thumb) => thumb.includes('loading="lazy"'))).toBe(true);
    expect(thumbs[0]).toContain('alt="Shibuya crossing"');
  });

  it('has no gallery when it is switched off', () => {
    const off = render({ gallery: [] });
    expect(off).not.toContain('trip-hero__gallery');
    expect(off).toContain('class="trip-hero trip-hero--no-gallery"');
  });

  it('shows the deal-of-the-week flag only when the trip has it', () => {
    expect(html).toMatch(
      /<p class="trip-hero__deal"><svg[^>]*aria-hidden="true"[^>]*>.*?<\/svg><span>Deal of the week<\/span><\/p>/,
    );
    expect(render({ dealOfTheWeek: null })).not.toContain('trip-hero__deal');
  });

  it('shows the from-price per person, with the old price struck through', () => {
    const price = html.match(/<div class="trip-hero__price">(.*?)<\/div>/)?.[1] ?? '';
    expect(price).toContain('<s class="trip-hero__old-price">$3,899.00</s>');
    expect(price).toContain('<strong class="trip-hero__amount">$3,249.00</strong>');
    expect(text(price)).toBe('From$3,899.00 $3,249.00per person');
    const regular = render({ fromPrice: { ...ENGLISH.fromPrice, oldPrice: null } });
    expect(regular).not.toContain('<s ');
  });

  it('renders share as a native disclosure of plain network links (works without JavaScript)', () => {
    expect(html).toMatch(/<details class="trip-hero__share-menu"><summary class="trip-hero__share-button">/);
    const links = [...html.matchAll(/<a class="trip-hero__share-link" href="([^"]+)"([^>]*)>/g)];
    expect(links.map((m) => m[1]?.split(/[?:]/)[0])).toEqual(['https', 'https', 'https', 'mailto']);
    // Web links open a new tab safely; the e-mail link does not.
    expect(links.slice(0, 3).every((m) => m[2]?.includes('target="_blank" rel="noopener noreferrer"'))).toBe(
      true,
    );
    expect(links[3]?.[2]).not.toContain('target');
    expect(text(html.match(/<ul class="trip-hero__share-links"[^>]*>(.*?)<\/ul>/)?.[1] ?? '')).toBe(
      'FacebookXWhatsAppEmail',
    );
  });

  it('keeps the copy button for the browser (it needs the clipboard) and its live region ready', () => {
    expect(html).not.toContain('Copy link');
    expect(html).toContain('<p class="trip-hero__copied" role="status"></p>');
  });

  it('has no share control where social share is off', () => {
    const off = render({ share: null });
    expect(off).not.toContain('trip-hero__share');
    expect(off).not.toContain('<details');
  });
});

import type { ThemedCarouselProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CARD_LABELS, tripCard } from '../fixtures.ts';
import { ThemedCarousel } from './ThemedCarousel.tsx';

const props: ThemedCarouselProps = {
  name: 'beach-carousel',
  icon: 'beach',
  overline: null,
  title: 'Beach escapes',
  subtitle: null,
  description: 'Sand, sun and turquoise water',
  cards: [tripCard(7), tripCard(8), tripCard(9)],
  seeAll: { href: '/us/landing/beach-vacations', label: 'See all trips' },
  ctaAppearance: 'default',
  layout: 'slider',
  labels: { previous: 'Previous', next: 'Next' },
  cardLabels: CARD_LABELS,
};

const render = (overrides: Partial<ThemedCarouselProps> = {}) =>
  renderToStaticMarkup(<ThemedCarousel {...props} {...overrides} />);

describe('ThemedCarousel', () => {
  const html = render();

  it('carries its {icon}-carousel analytics name', () => {
    expect(html).toContain('data-carousel-name="beach-carousel"');
  });

  it('shows the theme icon (decorative), title and description', () => {
    expect(html).toMatch(/class="themed-carousel__icon"><svg[^>]*aria-hidden="true"/);
    expect(html).toMatch(/<h2[^>]*>Beach escapes<\/h2>/);
    expect(html).toContain('<p class="themed-carousel__description">Sand, sun and turquoise water</p>');
  });

  it('draws a different icon per theme', () => {
    const path = (h: string) => h.match(/themed-carousel__icon"><svg.*?<path d="([^"]+)"/)?.[1];
    expect(path(render({ icon: 'safari', name: 'safari-carousel' }))).not.toBe(path(html));
  });

  it("links 'See all trips' to the slide's slug, in the default appearance", () => {
    expect(html).toContain(
      '<a class="wp-btn themed-carousel__link" href="/us/landing/beach-vacations">See all trips</a>',
    );
    expect(render({ ctaAppearance: 'accent' })).toContain(
      'class="wp-btn wp-btn--accent themed-carousel__link"',
    );
  });

  it('opens an external link in a new tab', () => {
    const external = render({
      seeAll: { href: 'https://partner.example/beach', label: 'See all', external: true },
    });
    expect(external).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).not.toContain('target="_blank"');
  });

  it('shows an overline and subtitle only when given, and every card', () => {
    expect(html).not.toContain('wp-overline');
    expect(html).not.toContain('wp-section-heading__subtitle');
    const full = render({ overline: 'Summer', subtitle: 'Our favourite coasts', description: null });
    expect(full).toContain('>Summer</span>');
    expect(full).toContain('Our favourite coasts');
    expect(full).not.toContain('themed-carousel__description');
    expect(html.match(/<article class="trip-card"/g)).toHaveLength(3);
  });
});

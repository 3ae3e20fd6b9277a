import type { BestSellersCarouselProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CARD_LABELS, tripCard } from '../fixtures.ts';
import { BestSellersCarousel } from './BestSellersCarousel.tsx';

const props: BestSellersCarouselProps = {
  name: 'best-seller-carousel',
  overline: 'Best seller',
  title: 'Our best-selling trips',
  subtitle: 'The tours our travelers book again and again',
  cards: [tripCard(5), tripCard(6)],
  seeAll: { href: '/us/landing/vacation-deals', label: 'See all trips' },
  ctaAppearance: 'inverse',
  layout: 'slider',
  labels: { previous: 'Previous', next: 'Next' },
  cardLabels: CARD_LABELS,
};

describe('BestSellersCarousel', () => {
  const html = renderToStaticMarkup(<BestSellersCarousel {...props} />);

  it('is named for analytics and titled', () => {
    expect(html).toContain('data-carousel-name="best-seller-carousel"');
    expect(html).toMatch(/<h2[^>]*>Our best-selling trips<\/h2>/);
    expect(html).toContain('>Best seller</span>');
    expect(html).toContain('The tours our travelers book again and again');
  });

  it("links 'See all trips' to the landing promo in the appearance it is given", () => {
    expect(html).toMatch(
      /<a class="wp-btn wp-btn--inverse[^"]*" href="\/us\/landing\/vacation-deals">See all trips<\/a>/,
    );
    const asDefault = renderToStaticMarkup(<BestSellersCarousel {...props} ctaAppearance="default" />);
    expect(asDefault).not.toContain('wp-btn--inverse');
  });

  it('shows the cards with the New badge, the discount and the translated words', () => {
    expect(html).toContain(`>${tripCard(5).title}</a></h3>`);
    expect(html).toContain('>New</span>');
    expect(html).toContain('<span class="wp-visually-hidden">Save </span>-40%');
    expect(html).toContain(`${tripCard(6).pricePerNight} per night`);
  });

  it('labels the carousel list and its buttons', () => {
    expect(html).toContain('aria-label="Our best-selling trips"');
    expect(html).toContain('aria-label="Previous"');
    expect(html).toContain('aria-label="Next"');
  });

  it('has no link when there is none to follow', () => {
    expect(renderToStaticMarkup(<BestSellersCarousel {...props} seeAll={null} />)).not.toContain(
      'See all trips',
    );
  });
});

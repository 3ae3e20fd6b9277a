import type { RelatedTripsProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CARD_LABELS, tripCard } from '../fixtures.ts';
import { RelatedTrips } from './RelatedTrips.tsx';

const props: RelatedTripsProps = {
  name: 'related-trips-carousel',
  overline: null,
  title: 'You may also like',
  subtitle: 'More trips to Japan',
  cards: [tripCard(9), tripCard(10), tripCard(12)],
  seeAll: { href: '/us/asia/japan', label: 'See all trips to Japan' },
  ctaAppearance: 'inverse',
  layout: 'slider',
  labels: { previous: 'Previous', next: 'Next' },
  cardLabels: CARD_LABELS,
};

describe('RelatedTrips', () => {
  const html = renderToStaticMarkup(<RelatedTrips {...props} />);

  it('is a section named by its h2, with its analytics name', () => {
    const id = html.match(/aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<h2 id="${id}"[^>]*>You may also like</h2>`));
    expect(html).toContain('data-carousel-name="related-trips-carousel"');
    expect(html).toContain('More trips to Japan');
  });

  it('shows every related trip as a card linking to its page, with its price', () => {
    expect(html.match(/<article class="trip-card"/g)).toHaveLength(3);
    for (const card of props.cards) {
      expect(html).toContain(`<a class="trip-card__link" href="${card.href}">${card.title}</a>`);
      expect(html).toContain(card.fromPrice);
    }
  });

  it('has a labelled carousel list with previous and next buttons', () => {
    expect(html).toContain('aria-label="You may also like"');
    expect(html).toMatch(/<button[^>]*aria-label="Previous"[^>]*disabled=""/);
    expect(html).toMatch(/<button[^>]*aria-label="Next"/);
  });

  it("links 'See all' in the appearance it is given, and not at all without a link", () => {
    expect(html).toMatch(
      /<a class="wp-btn wp-btn--inverse[^"]*" href="\/us\/asia\/japan">See all trips to Japan<\/a>/,
    );
    expect(renderToStaticMarkup(<RelatedTrips {...props} seeAll={null} />)).not.toContain('See all');
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CARD_LABELS, tripCard } from '../fixtures.ts';
import { ContentTrips } from './ContentTrips.tsx';

describe('ContentTrips', () => {
  it('shows a collection’s trips as cards in a list, titled by an h2 with h3 card titles', () => {
    const html = renderToStaticMarkup(
      <ContentTrips
        title="Trips in this collection"
        cards={[tripCard(1), tripCard(2, { href: '/us/asia/japan/2-japan' })]}
        cardLabels={CARD_LABELS}
        continents={[]}
      />,
    );
    expect(html).toMatch(
      /<h2 id="[^"]+" class="wp-heading content-trips__title">Trips in this collection<\/h2>/,
    );
    expect(html.match(/<li class="content-trips__item">/g)).toHaveLength(2);
    expect(html.match(/<h3 class="trip-card__title">/g)).toHaveLength(2);
    expect(html).toContain('href="/us/asia/japan/2-japan"');
    expect(html).not.toContain('content-trips__continents');
  });

  it('lists continents with their countries and trip counts, each linking to its page', () => {
    const html = renderToStaticMarkup(
      <ContentTrips
        title="All our destinations"
        cards={[]}
        cardLabels={CARD_LABELS}
        continents={[
          {
            id: 1,
            name: 'Africa',
            href: '/us/africa',
            tripsLabel: '6 trips',
            countries: [{ id: 12, name: 'Kenya', href: '/us/africa/kenya', tripsLabel: '6 trips' }],
          },
        ]}
      />,
    );
    expect(html).toContain(
      '<a href="/us/africa">Africa</a> <span class="content-trips__count">6 trips</span>',
    );
    expect(html).toContain('<a href="/us/africa/kenya">Kenya</a>');
    expect(html).not.toContain('content-trips__grid');
  });
});

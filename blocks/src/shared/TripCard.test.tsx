import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CARD_LABELS, tripCard } from '../fixtures.ts';
import { TripCard, TripCardPlaceholder, tripCardItems } from './TripCard.tsx';

describe('TripCard', () => {
  const card = tripCard(10, { isNew: true, pricingPercentage: '25%', oldPrice: '$3,000.00' });
  const html = renderToStaticMarkup(<TripCard card={card} labels={CARD_LABELS} />);

  it('is one link to the trip, titled by the trip', () => {
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain(
      `<h3 class="trip-card__title"><a class="trip-card__link" href="${card.href}">${card.title}</a></h3>`,
    );
  });

  it('shows destination, duration, the New and discount badges and the prices', () => {
    expect(html).toContain(`<span>${card.destination}</span>`);
    expect(html).toContain(`<span>${card.durationLabel}</span>`);
    expect(html).toContain('>New</span>');
    expect(html).toContain('<span class="wp-visually-hidden">Save </span>-25%');
    expect(html).toContain('<s class="trip-card__old-price">$3,000.00</s>');
    expect(html).toContain(`<strong class="trip-card__price">${card.fromPrice}</strong>`);
    expect(html).toContain(`${card.pricePerNight} per night`);
  });

  it('leaves out the badges, old price and price per night when the card has none', () => {
    const plain = renderToStaticMarkup(
      <TripCard
        card={tripCard(1, { isNew: false, pricingPercentage: '', oldPrice: null, pricePerNight: null })}
        labels={CARD_LABELS}
      />,
    );
    expect(plain).not.toContain('trip-card__badge ');
    expect(plain).not.toContain('<s ');
    expect(plain).not.toContain('per night');
  });

  it('lazy-loads a sized image', () => {
    expect(html).toMatch(/<img [^>]*width="640" height="400" loading="lazy"/);
  });

  it('can title the card one level deeper, and be wide', () => {
    const wide = renderToStaticMarkup(
      <TripCard card={card} labels={CARD_LABELS} headingLevel={4} size="wide" />,
    );
    expect(wide).toContain('<article class="trip-card trip-card--wide">');
    expect(wide).toContain('<h4 class="trip-card__title">');
  });
});

describe('TripCardPlaceholder', () => {
  it('is hidden from assistive technology and holds no link', () => {
    const html = renderToStaticMarkup(<TripCardPlaceholder />);
    expect(html).toMatch(/^<div class="trip-card trip-card--placeholder" aria-hidden="true">/);
    expect(html).not.toContain('<a');
  });
});

describe('tripCardItems', () => {
  it('keys the items by card id and sizes the cards for the layout', () => {
    const items = tripCardItems([tripCard(1), tripCard(2)], CARD_LABELS, 'cardsSlider');
    expect(items.map((i) => i.key)).toEqual([1, 2]);
    expect(renderToStaticMarkup(items[0]?.node)).toContain('trip-card--wide');
    const standard = tripCardItems([tripCard(1)], CARD_LABELS);
    expect(renderToStaticMarkup(standard[0]?.node)).not.toContain('trip-card--wide');
  });
});

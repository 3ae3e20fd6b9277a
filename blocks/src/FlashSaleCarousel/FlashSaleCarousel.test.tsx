import type { FlashSaleCarouselProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CARD_LABELS, tripCard } from '../fixtures.ts';
import { FlashSaleCarousel } from './FlashSaleCarousel.tsx';

const props: FlashSaleCarouselProps = {
  name: 'flash-sale-carousel',
  overline: 'Flash Sale',
  title: 'Flash sale',
  subtitle: '48 hours only, while places last',
  cards: [tripCard(2), tripCard(3), tripCard(4)],
  seeAll: { href: '/us/flash-sale', label: 'See flash deals' },
  ctaAppearance: 'accent',
  layout: 'slider',
  labels: { previous: 'Previous', next: 'Next' },
  cardLabels: CARD_LABELS,
  countdown: {
    endsAt: '2030-12-31T23:59:59.000Z',
    label: 'Offer ends in',
    units: { days: 'd', hours: 'h', minutes: 'm', seconds: 's' },
  },
  variant: 'ACCENT',
};

const render = (overrides: Partial<FlashSaleCarouselProps> = {}) =>
  renderToStaticMarkup(<FlashSaleCarousel {...props} {...overrides} />);

describe('FlashSaleCarousel', () => {
  const html = render();

  it('names the section for analytics and labels it with its title', () => {
    expect(html).toContain('data-carousel-name="flash-sale-carousel"');
    const id = html.match(/aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<h2 id="${id}"[^>]*>Flash sale</h2>`));
  });

  it('shows the Flash Sale tag, the subtitle and the promotion CTA in the accent appearance', () => {
    expect(html).toContain('>Flash Sale</span>');
    expect(html).toContain('48 hours only, while places last');
    expect(html).toMatch(
      /<a class="wp-btn wp-btn--accent[^"]*" href="\/us\/flash-sale">See flash deals<\/a>/,
    );
  });

  it('shows every trip card with its link, price and old price', () => {
    for (const card of props.cards) {
      expect(html).toContain(`href="${card.href}"`);
      expect(html).toContain(card.fromPrice);
    }
    expect(html).toContain(`<s class="trip-card__old-price">${tripCard(2).oldPrice}</s>`);
    expect(html.match(/<article class="trip-card"/g)).toHaveLength(3);
  });

  it('renders the countdown label and a stable placeholder: the time is only known in the browser', () => {
    expect(html).toContain('Offer ends in');
    expect(html).toMatch(/<time [^>]*datetime="2030-12-31T23:59:59.000Z"/i);
    const timer = html.match(/<time[^>]*>(.*?)<\/time>/)?.[1] ?? '';
    const text = timer.replace(/<[^>]+>/g, '');
    expect(text).toBe('--d --h --m --s');
    expect(timer).not.toContain('data-ready');
  });

  it('reads in order: tag, title, subtitle, countdown, then the CTA', () => {
    const order = [
      '>Flash Sale<',
      '>Flash sale</h2>',
      '48 hours only',
      'Offer ends in',
      '>See flash deals<',
    ].map((text) => html.indexOf(text));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('has no CTA when the promotion has no link', () => {
    const without = render({ seeAll: null });
    expect(without).not.toContain('See flash deals');
    expect(without).not.toContain('wp-btn');
  });

  it('has no countdown when the promotion has no end to count to', () => {
    const without = render({ countdown: null });
    expect(without).not.toContain('<time');
    expect(without).not.toContain('Offer ends in');
  });

  it.each([
    ['ACCENT', 'flash-sale-carousel--accent'],
    ['INVERSE', 'flash-sale-carousel--inverse'],
    ['DEFAULT', 'flash-sale-carousel--default'],
  ] as const)('colours the band for the %s variant', (variant, className) => {
    expect(render({ variant })).toContain(`class="flash-sale-carousel ${className} wp-section"`);
  });

  it('uses wider promotional cards in the cardsSlider layout', () => {
    const wide = render({ layout: 'cardsSlider' });
    expect(wide).toContain('wp-carousel--cardsSlider');
    expect(wide.match(/<article class="trip-card trip-card--wide"/g)).toHaveLength(3);
    expect(html).not.toContain('trip-card--wide');
  });

  it('shows the market copy and currency it is given (ES)', () => {
    const es = render({
      overline: 'Oferta flash',
      cardLabels: { from: 'Desde', perNight: 'por noche', isNew: 'Nuevo', discount: 'Ahorra' },
      cards: [tripCard(2, { fromPrice: '2.209,00 €', pricePerNight: '122,72 €' })],
      countdown: {
        ...props.countdown!,
        label: 'La oferta termina en',
        units: { days: 'd', hours: 'h', minutes: 'min', seconds: 's' },
      },
    });
    expect(es).toContain('2.209,00 €');
    expect(es).toContain('122,72 € por noche');
    expect(es).toContain('>Desde</span>');
    expect(es).toContain('La oferta termina en');
    expect(es).toContain('>min</span>');
  });
});

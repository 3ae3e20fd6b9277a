import { currencyForMarket, formatPrice } from '@waypoint/config';
import { type Locale, type Market, TripCard, type UpstreamProductCard } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { buildCtx, useKit } from '../../test/block-kit.ts';
import { createTranslator } from '../i18n/index.ts';
import {
  pricingPercentage,
  TRIP_CARD_PLACEHOLDER_IMAGE,
  type TripCardOptions,
  toTripCard as toTripCardIn,
  tripCardLabels,
} from './trip-card.ts';

const kit = useKit();
const translator = createTranslator();
const en = translator.t('en-GB', false);
/** toTripCard with English copy, for the tests about prices and images. */
const toTripCard = (c: UpstreamProductCard, ctx: { market: Market }, options: TripCardOptions = {}) =>
  toTripCardIn(c, ctx, en, options);

const card = (patch: Partial<UpstreamProductCard> = {}): UpstreamProductCard => ({
  id: 12,
  title: 'Wonders of Peru',
  url: '/peru/lima/12-wonders-of-peru',
  destination: 'Peru',
  country: 'Peru',
  continent: 'America',
  days: 9,
  categories: ['culture'],
  isNew: true,
  image: [{ url: '/img/image.jpg', text: 'Machu Picchu' }],
  images: [{ url: '/img/images.jpg', text: 'Cusco' }],
  smallCardImages: [{ desktop: '/img/small.jpg' }],
  originalImages: [{ desktop: '/img/original.jpg' }],
  priceDetail: {
    fromPrice: 1234.5,
    fromPriceBeautify: 'ignored',
    oldPrice: 1599,
    oldPriceBeautify: 'ignored',
    pricingPercentage: 23,
    pricePerNight: 137.17,
  },
  ...patch,
});

describe('toTripCard', () => {
  it('formats the prices in the market currency', () => {
    const us = toTripCard(card(), buildCtx({ market: 'us' }));
    expect(us).toMatchObject({
      fromPrice: '$1,234.50',
      oldPrice: '$1,599.00',
      pricePerNight: '$137.17',
      fromAmount: 1234.5,
    });
    const es = toTripCard(card(), buildCtx({ market: 'es' }));
    expect(es.fromPrice).toBe(formatPrice(1234.5, currencyForMarket('es')));
    expect(TripCard.safeParse(es).success).toBe(true);
  });

  it("shows the discount as 'N%' only when it is greater than 0", () => {
    expect(pricingPercentage(23)).toBe('23%');
    expect(pricingPercentage(0)).toBe('');
    const none = card({
      priceDetail: { ...card().priceDetail, pricingPercentage: 0, oldPrice: null, oldPriceBeautify: null },
    });
    expect(toTripCard(none, buildCtx())).toMatchObject({ pricingPercentage: '', oldPrice: null });
  });

  it('picks smallCardImages when requested, else images, else image', () => {
    const ctx = buildCtx();
    expect(toTripCard(card(), ctx, { smallCardImages: true }).image.src).toBe('/img/small.jpg');
    expect(toTripCard(card(), ctx).image).toEqual({ src: '/img/images.jpg', alt: 'Cusco' });
    expect(toTripCard(card({ images: undefined }), ctx).image).toEqual({
      src: '/img/image.jpg',
      alt: 'Machu Picchu',
    });
    expect(toTripCard(card({ images: [] }), ctx, { smallCardImages: true }).image.src).toBe('/img/small.jpg');
    expect(
      toTripCard(card({ images: [], smallCardImages: [] }), ctx, { smallCardImages: true }).image.src,
    ).toBe('/img/image.jpg');
    const bare = card({ images: [], image: [], originalImages: [] });
    expect(toTripCard(bare, ctx).image).toEqual({ src: TRIP_CARD_PLACEHOLDER_IMAGE, alt: 'Wonders of Peru' });
  });

  it('keeps relative URLs relative and absolute ones absolute', () => {
    expect(toTripCard(card(), buildCtx()).href).toBe('/peru/lima/12-wonders-of-peru');
    expect(toTripCard(card({ url: 'https://x.test/p/1' }), buildCtx()).href).toBe('https://x.test/p/1');
  });

  it('maps every sandbox card to a valid trip card', async () => {
    const ctx = buildCtx({ market: 'uk' });
    const home = await kit.sourcesFor(ctx).home();
    const cards = [...home.topSales.cards, ...home.flashSales.cards];
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) {
      const trip = toTripCard(c, ctx);
      expect(TripCard.safeParse(trip).success).toBe(true);
      expect(trip.fromPrice.startsWith('£')).toBe(true);
    }
  });

  it.each<[Locale, number, string]>([
    ['en-GB', 1, '1 day'],
    ['en-US', 9, '9 days'],
    ['es-ES', 1, '1 día'],
    ['es-MX', 9, '9 días'],
    ['fr-FR', 1, '1 jour'],
    ['fr-CA', 9, '9 jours'],
    ['de-DE', 1, '1 Tag'],
    ['de-DE', 9, '9 Tage'],
  ])('labels the duration in %s with its plural rules: %i -> %s', (locale, days, label) => {
    const trip = toTripCardIn(card({ days }), { market: 'us' }, translator.t(locale, false));
    expect(trip.durationLabel).toBe(label);
  });

  it('shows the duration key in translator mode', () => {
    const trip = toTripCardIn(card(), { market: 'us' }, translator.t('en-GB', true));
    expect(trip.durationLabel).toBe('tripCard.duration');
  });
});

describe('tripCardLabels', () => {
  it.each<[Locale, ReturnType<typeof tripCardLabels>]>([
    ['en-GB', { from: 'From', perNight: 'per night', isNew: 'New', discount: 'Save' }],
    ['es-ES', { from: 'Desde', perNight: 'por noche', isNew: 'Nuevo', discount: 'Ahorra' }],
    ['fr-FR', { from: 'À partir de', perNight: 'par nuit', isNew: 'Nouveau', discount: 'Économisez' }],
    ['de-DE', { from: 'ab', perNight: 'pro Nacht', isNew: 'Neu', discount: 'Sie sparen' }],
  ])('translates the words around the card values in %s', (locale, labels) => {
    expect(tripCardLabels(translator.t(locale, false))).toEqual(labels);
  });
});

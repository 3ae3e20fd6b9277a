import type { UpstreamHome, UpstreamPromotion } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { bestSellersCarousel } from './best-sellers-carousel.ts';

const kit = useKit();

/** Real sandbox data with the flash-sale carousel forced on or off, and optionally no best sellers. */
const data =
  (flashSale: boolean, noTopSales = false) =>
  (real: DataSources): Partial<DataSources> => ({
    promotion: async (): Promise<UpstreamPromotion> => {
      const promotion = await real.promotion();
      const config = {
        id: 1,
        name: 'flash',
        kind: 'flash' as const,
        ctaButtonLink: '/x',
        ctaButtonText: 'x',
        title: 't',
        subtitle: null,
        startDate: '2030-01-01T00:00:00Z',
        endDate: null,
      };
      return { ...promotion, isBlankPromoActivated: !flashSale, configs: [config] };
    },
    home: async (): Promise<UpstreamHome> => {
      const home = await real.home();
      return {
        ...home,
        flashSales: { cards: home.topSales.cards },
        topSales: { cards: noTopSales ? [] : home.topSales.cards },
      };
    },
  });

describe('BestSellersCarousel', () => {
  it('shows the best sellers with its overline, name and translated landing-promo link', async () => {
    const { props, sources } = await kit.run(bestSellersCarousel, { sources: data(false) });
    const p = props[0]!;
    expect(p.name).toBe('best-seller-carousel');
    expect(p.overline).toBe('Best seller');
    expect(p.seeAll).toEqual({ href: '/us/landing/vacation-deals', label: 'See all trips' });
    const top = (await sources.home()).topSales.cards;
    expect(p.cards.map((c) => c.id)).toEqual(top.slice(0, 12).map((c) => c.id));
    expect(p.cardLabels).toEqual({ from: 'From', perNight: 'per night', isNew: 'New', discount: 'Save' });
    expect(p.cards.map((c) => c.durationLabel)).toEqual(
      top.slice(0, 12).map((c) => (c.days === 1 ? '1 day' : `${c.days} days`)),
    );
  });

  it('translates the landing-promo link per locale', async () => {
    const es = await kit.run(bestSellersCarousel, { ctx: { market: 'es' }, sources: data(false) });
    expect(es.props[0]!.seeAll).toEqual({
      href: '/es/landing/ofertas-de-viajes',
      label: 'Ver todos los viajes',
    });
    const uk = await kit.run(bestSellersCarousel, { ctx: { market: 'uk' }, sources: data(false) });
    expect(uk.props[0]!.seeAll?.href).toBe('/uk/landing/holiday-deals');
  });

  it('translates the card words and durations', async () => {
    const es = await kit.run(bestSellersCarousel, { ctx: { market: 'es' }, sources: data(false) });
    expect(es.props[0]!.cardLabels).toEqual({
      from: 'Desde',
      perNight: 'por noche',
      isNew: 'Nuevo',
      discount: 'Ahorra',
    });
    for (const c of es.props[0]!.cards)
      expect(c.durationLabel).toBe(`${c.days} ${c.days === 1 ? 'día' : 'días'}`);
    const de = await kit.run(bestSellersCarousel, { ctx: { market: 'de' }, sources: data(false) });
    expect(de.props[0]!.cardLabels.perNight).toBe('pro Nacht');
    for (const c of de.props[0]!.cards)
      expect(c.durationLabel).toBe(`${c.days} ${c.days === 1 ? 'Tag' : 'Tage'}`);
  });

  it('keeps a working link in translator mode, where the label shows its key', async () => {
    const { props } = await kit.run(bestSellersCarousel, {
      ctx: { translatorMode: true },
      sources: data(false),
    });
    expect(props[0]!.seeAll).toEqual({ href: '/us/landing/vacation-deals', label: 'carousel.seeAllTrips' });
    expect(props[0]!.overline).toBe('bestSellers.overline');
  });

  it('uses the inverse CTA when the flash-sale carousel shows, the default one otherwise', async () => {
    const withFlash = await kit.run(bestSellersCarousel, { sources: data(true) });
    expect(withFlash.props[0]!.ctaAppearance).toBe('inverse');
    const withoutFlash = await kit.run(bestSellersCarousel, { sources: data(false) });
    expect(withoutFlash.props[0]!.ctaAppearance).toBe('default');
  });

  it('is hidden without best sellers, and keeps at most maxCards', async () => {
    const none = await kit.run(bestSellersCarousel, { sources: data(false, true) });
    expect(none.result).toBeNull();
    const two = await kit.run(bestSellersCarousel, { config: { maxCards: 2 }, sources: data(false) });
    expect(two.props[0]!.cards).toHaveLength(2);
  });
});

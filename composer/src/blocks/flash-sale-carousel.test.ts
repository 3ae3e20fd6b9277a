import { currencyForMarket, formatPrice } from '@waypoint/config';
import type { UpstreamHome, UpstreamPromotion } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { flashSaleCarousel } from './flash-sale-carousel.ts';

const kit = useKit();

type PromotionConfig = UpstreamPromotion['configs'][number];
const flashConfig: PromotionConfig = {
  id: 77,
  name: 'Spring flash',
  kind: 'flash',
  ctaButtonLink: '/us/landing/flash-sale',
  ctaButtonText: 'See the flash sale',
  title: '48 hours only',
  subtitle: 'Up to 40% off',
  startDate: '2030-03-01T00:00:00Z',
  endDate: '2030-03-03T10:00:00+02:00',
};

/** Real sandbox data shaped into one flash-sale situation. */
function promo(patch: {
  blank?: boolean;
  configs?: PromotionConfig[];
  cards?: 'real' | 'none';
  blackFriday?: boolean;
}) {
  return (real: DataSources): Partial<DataSources> => ({
    promotion: async (): Promise<UpstreamPromotion> => ({
      ...(await real.promotion()),
      isBlankPromoActivated: patch.blank ?? false,
      isBlackFridayActive: patch.blackFriday ?? false,
      configs: patch.configs ?? [flashConfig],
    }),
    home: async (): Promise<UpstreamHome> => {
      const home = await real.home();
      // The sandbox's best sellers stand in for flash-sale cards when it has none.
      const cards = home.flashSales.cards.length > 0 ? home.flashSales.cards : home.topSales.cards;
      return { ...home, flashSales: { cards: patch.cards === 'none' ? [] : cards } };
    },
  });
}

describe('FlashSaleCarousel', () => {
  it('shows with its promotion-config CTA, overline, countdown and priced cards', async () => {
    const { props, sources } = await kit.run(flashSaleCarousel, { sources: promo({}) });
    const p = props[0]!;
    expect(p.name).toBe('flash-sale-carousel');
    expect(p.overline).toBe('Flash Sale');
    expect(p.title).toBe('48 hours only');
    expect(p.seeAll).toEqual({ href: '/us/landing/flash-sale', label: 'See the flash sale' });
    expect(p.countdown).toEqual({
      endsAt: '2030-03-03T08:00:00.000Z',
      label: 'Offer ends in',
      units: { days: 'd', hours: 'h', minutes: 'm', seconds: 's' },
    });
    expect(p.cardLabels).toEqual({ from: 'From', perNight: 'per night', isNew: 'New', discount: 'Save' });
    expect(p.variant).toBe('ACCENT');
    const first = (await sources.home()).flashSales.cards[0]!;
    expect(p.cards[0]!.fromPrice).toBe(formatPrice(first.priceDetail.fromPrice, currencyForMarket('us')));
    expect(p.cards[0]!.durationLabel).toBe(first.days === 1 ? '1 day' : `${first.days} days`);
  });

  it.each([
    ['es' as const, { days: 'd', hours: 'h', minutes: 'min', seconds: 's' }, 'Desde', /^\d+ días?$/],
    ['fr' as const, { days: 'j', hours: 'h', minutes: 'min', seconds: 's' }, 'À partir de', /^\d+ jours?$/],
    ['de' as const, { days: 'T', hours: 'Std.', minutes: 'Min.', seconds: 'Sek.' }, 'ab', /^\d+ Tage?$/],
  ])('translates the countdown units and card words in %s', async (market, units, from, duration) => {
    const { props } = await kit.run(flashSaleCarousel, { ctx: { market }, sources: promo({}) });
    expect(props[0]!.countdown?.units).toEqual(units);
    expect(props[0]!.cardLabels.from).toBe(from);
    for (const c of props[0]!.cards) expect(c.durationLabel).toMatch(duration);
  });

  it('follows the flash config when several promotion configs exist', async () => {
    const landing = { ...flashConfig, id: 1, kind: 'landing' as const, ctaButtonLink: '/us/landing/other' };
    const { props } = await kit.run(flashSaleCarousel, {
      sources: promo({ configs: [landing, flashConfig] }),
    });
    expect(props[0]!.seeAll?.href).toBe('/us/landing/flash-sale');
  });

  it.each([
    ['the blank promo is activated', { blank: true }],
    ['there are no flash-sale cards', { cards: 'none' as const }],
    ['there is no promotion config', { configs: [] }],
  ])('is hidden when %s', async (_, patch) => {
    const { result } = await kit.run(flashSaleCarousel, { sources: promo(patch) });
    expect(result).toBeNull();
  });

  it('has no countdown when the counter is off or the config has no end date', async () => {
    const off = await kit.run(flashSaleCarousel, { config: { showCounter: false }, sources: promo({}) });
    expect(off.props[0]!.countdown).toBeNull();
    const open = await kit.run(flashSaleCarousel, {
      sources: promo({ configs: [{ ...flashConfig, endDate: null }] }),
    });
    expect(open.props[0]!.countdown).toBeNull();
  });

  it('uses the card slider for cardsSlider, or auto during Black Friday where Black Friday applies', async () => {
    const forced = await kit.run(flashSaleCarousel, {
      config: { layout: 'cardsSlider' },
      sources: promo({}),
    });
    expect(forced.props[0]!.layout).toBe('cardsSlider');
    const auto = await kit.run(flashSaleCarousel, { sources: promo({}) });
    expect(auto.props[0]!.layout).toBe('slider');
    const blackFriday = await kit.run(flashSaleCarousel, { sources: promo({ blackFriday: true }) });
    expect(blackFriday.props[0]!.layout).toBe('cardsSlider');
    const partner = await kit.run(flashSaleCarousel, {
      ctx: { site: 'partner' },
      sources: promo({ blackFriday: true }),
    });
    expect(partner.props[0]!.layout).toBe('slider');
    const forcedBf = await kit.run(flashSaleCarousel, {
      config: { forceBlackFridayLayout: true },
      sources: promo({}),
    });
    expect(forcedBf.props[0]!.layout).toBe('cardsSlider');
  });

  it('prefixes a relative CTA link with the market', async () => {
    const { props } = await kit.run(flashSaleCarousel, {
      ctx: { market: 'de' },
      sources: promo({ configs: [{ ...flashConfig, ctaButtonLink: 'landing/blitzangebote' }] }),
    });
    expect(props[0]!.seeAll?.href).toBe('/de/landing/blitzangebote');
    expect(props[0]!.overline).toBe('Flash Sale');
  });
});

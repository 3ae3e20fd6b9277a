import type { UpstreamPromotion, UpstreamThemedSlide } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { slidesInRange, themedCarousel } from './themed-carousel.ts';

const kit = useKit();

/** Real sandbox slides, relabelled with the given icons and slugs (cards stay real). */
const withSlides =
  (specs: { icon: string; slug: string; empty?: boolean }[]) =>
  (real: DataSources): Partial<DataSources> => ({
    promotion: async (): Promise<UpstreamPromotion> => {
      const promotion = await real.promotion();
      const home = await real.home();
      const base = promotion.styling.slider[0];
      const slider: UpstreamThemedSlide[] = specs.map((s, i) => ({
        icon: s.icon,
        title: `Theme ${i + 1}`,
        description: null,
        slug: s.slug,
        cards: s.empty ? [] : (base?.cards ?? home.topSales.cards),
      }));
      return { ...promotion, styling: { ...promotion.styling, slider } };
    },
  });

const SIX = [
  { icon: 'culture', slug: 'landing/culture' },
  { icon: 'beach', slug: 'landing/beach-slug' },
  { icon: 'short-trips', slug: 'landing/short-slug' },
  { icon: 'adventure', slug: '/us/landing/adventure' },
  { icon: 'family', slug: 'landing/family' },
  { icon: 'honeymoon', slug: 'landing/honeymoon' },
];

describe('ThemedCarousel', () => {
  it("makes one block per themed slide of the sandbox's promotion in the configured range", async () => {
    const { props, sources } = await kit.run(themedCarousel, { config: { from: 1, to: 3 } });
    const slider = (await sources.promotion()).styling.slider.filter((s) => s.cards.length > 0);
    expect(slider.length).toBeGreaterThan(0);
    expect(props.map((p) => p.name)).toEqual(slider.slice(0, 3).map((s) => `${s.icon}-carousel`));
  });

  it('follows the spec order ranges: 1-3, 4-5, then the rest', async () => {
    const first = await kit.run(themedCarousel, { config: { from: 1, to: 3 }, sources: withSlides(SIX) });
    expect(first.props.map((p) => p.icon)).toEqual(['culture', 'beach', 'short-trips']);
    const second = await kit.run(themedCarousel, { config: { from: 4, to: 5 }, sources: withSlides(SIX) });
    expect(second.props.map((p) => p.icon)).toEqual(['adventure', 'family']);
    const rest = await kit.run(themedCarousel, { config: { from: 6 }, sources: withSlides(SIX) });
    expect(rest.props.map((p) => p.name)).toEqual(['honeymoon-carousel']);
  });

  it("links 'See all trips' to the slide slug, except the beach and short-trips carousels", async () => {
    const { props } = await kit.run(themedCarousel, { sources: withSlides(SIX) });
    const links = Object.fromEntries(props.map((p) => [p.icon, p.seeAll?.href]));
    expect(links).toEqual({
      culture: '/us/landing/culture',
      beach: '/us/landing/beach-vacations',
      'short-trips': '/us/landing/short-trips',
      adventure: '/us/landing/adventure',
      family: '/us/landing/family',
      honeymoon: '/us/landing/honeymoon',
    });
    expect(props[0]!.seeAll?.label).toBe('See all trips');
  });

  it('translates the beach and short-trips URLs', async () => {
    const { props } = await kit.run(themedCarousel, { ctx: { market: 'es' }, sources: withSlides(SIX) });
    const links = Object.fromEntries(props.map((p) => [p.icon, p.seeAll?.href]));
    expect(links.beach).toBe('/es/landing/escapadas-de-playa');
    expect(links['short-trips']).toBe('/es/landing/viajes-cortos');
    expect(links.culture).toBe('/es/landing/culture');
  });

  it('translates the card words and durations', async () => {
    const de = await kit.run(themedCarousel, { ctx: { market: 'de' }, sources: withSlides(SIX) });
    for (const p of de.props) {
      expect(p.cardLabels).toEqual({
        from: 'ab',
        perNight: 'pro Nacht',
        isNew: 'Neu',
        discount: 'Sie sparen',
      });
      for (const c of p.cards) expect(c.durationLabel).toMatch(/^\d+ Tage?$/);
    }
    const es = await kit.run(themedCarousel, { ctx: { market: 'es' }, sources: withSlides(SIX) });
    expect(es.props[0]!.cardLabels.isNew).toBe('Nuevo');
    for (const c of es.props[0]!.cards) expect(c.durationLabel).toMatch(/^\d+ días?$/);
  });

  it('keeps translated URLs working in translator mode', async () => {
    const { props } = await kit.run(themedCarousel, {
      ctx: { translatorMode: true },
      sources: withSlides(SIX),
    });
    expect(props.find((p) => p.icon === 'beach')?.seeAll).toEqual({
      href: '/us/landing/beach-vacations',
      label: 'carousel.seeAllTrips',
    });
  });

  it('skips slides without cards and is hidden when its range is empty', async () => {
    const specs = [
      { icon: 'a', slug: 'a', empty: true },
      { icon: 'b', slug: 'b' },
    ];
    const some = await kit.run(themedCarousel, { sources: withSlides(specs) });
    expect(some.props.map((p) => p.name)).toEqual(['b-carousel']);
    const beyond = await kit.run(themedCarousel, { config: { from: 7 }, sources: withSlides(SIX) });
    expect(beyond.result).toBeNull();
  });

  it('reads ranges as 1-based and inclusive', () => {
    expect(slidesInRange([1, 2, 3, 4, 5, 6], 1, 3)).toEqual([1, 2, 3]);
    expect(slidesInRange([1, 2, 3, 4, 5, 6], 4, 5)).toEqual([4, 5]);
    expect(slidesInRange([1, 2, 3, 4, 5, 6], 6, null)).toEqual([6]);
    expect(slidesInRange([1, 2], 3, null)).toEqual([]);
  });
});

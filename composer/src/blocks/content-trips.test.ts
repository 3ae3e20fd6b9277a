import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { contentTrips } from './content-trips.ts';

const kit = useKit();
const params = (slug: string, page = '') => ({ slug, page, year: null, lang: '' });

describe('ContentTrips', () => {
  it('shows a collection’s trips as cards, at most maxCards', async () => {
    const { props, sources } = await kit.run(contentTrips, { params: params('deals') });
    const upstream = (await sources.genericPage('deals'))!.cards;
    expect(props[0]!.title).toBe('Trips in this collection');
    expect(props[0]!.cards.map((c) => c.id)).toEqual(upstream.slice(0, 12).map((c) => c.id));
    expect(props[0]!.cards[0]!.href.startsWith('/us/')).toBe(true);
    expect(props[0]!.continents).toEqual([]);
    const three = await kit.run(contentTrips, { params: params('deals'), config: { maxCards: 3 } });
    expect(three.props[0]!.cards).toHaveLength(3);
  });

  it('shows a landing link’s trips', async () => {
    const { props } = await kit.run(contentTrips, { params: params('landing/beach-vacations') });
    expect(props[0]!.cards.length).toBeGreaterThan(0);
    expect(props[0]!.cards.every((c) => c.tags.includes('beach'))).toBe(true);
  });

  it('lists the destinations page’s continents and countries with their friendly links and counts', async () => {
    const { props } = await kit.run(contentTrips, { ctx: { market: 'es' }, params: params('destinos') });
    const page = props[0]!;
    expect(page.title).toBe('Todos nuestros destinos');
    expect(page.cards).toEqual([]);
    const africa = page.continents.find((c) => c.href === '/es/africa')!;
    expect(africa.countries.every((c) => c.href.startsWith('/es/africa/'))).toBe(true);
    expect(africa.countries[0]!.tripsLabel).toMatch(/^\d+ viajes?$/);
  });

  it('is hidden on legal and help pages', async () => {
    expect(
      (await kit.run(contentTrips, { params: params('terms-and-conditions', 'terms') })).result,
    ).toBeNull();
    expect((await kit.run(contentTrips, { params: params('help', 'help') })).result).toBeNull();
  });
});

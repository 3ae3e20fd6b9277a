import { describe, expect, it } from 'vitest';
import { buildCtx, useKit } from '../../test/block-kit.ts';
import { destinationListHref, destinationTrips } from './destination-trips.ts';

const kit = useKit();
const AFRICA = { kind: 'continent', id: 1 } as const;

describe('DestinationTrips', () => {
  it('shows the first 12 trips in popularity order, with pages as links', async () => {
    const { props, sources } = await kit.run(destinationTrips, {
      params: { ...AFRICA, sort: 'popular', page: 1 },
    });
    const landing = (await sources.destinationLanding('continent', 1))!;
    const p = props[0]!;
    expect(p.layout).toBe('grid');
    expect(p.cards.map((c) => c.id)).toEqual(landing.products.slice(0, 12).map((c) => c.id));
    expect(p.countLabel).toBe(`${landing.products.length} trips`);
    expect(p.pagination?.pages[0]).toEqual({ number: 1, href: '/us/africa', current: true });
    expect(p.pagination?.next.href).toBe('/us/africa?page=2');
    expect(p.pagination?.previous.href).toBeNull();
    expect(p.sort.options.find((o) => o.current)?.value).toBe('popular');
  });

  it('sorts by price, and page links keep the order', async () => {
    const { props } = await kit.run(destinationTrips, { params: { ...AFRICA, sort: 'price-asc', page: 2 } });
    const p = props[0]!;
    const amounts = p.cards.map((c) => c.fromAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(p.pagination?.previous.href).toBe('/us/africa?sort=price-asc');
    expect(p.pagination?.pages.find((x) => x.current)?.number).toBe(2);
    expect(p.sort.options.find((o) => o.value === 'price-desc')?.href).toBe('/us/africa?sort=price-desc');
  });

  it('ABC_PLPRevamp: v2 list, v3 compact', async () => {
    for (const [variant, layout] of [
      ['v2', 'list'],
      ['v3', 'compact'],
    ] as const) {
      const ctx = { ...buildCtx(), experiments: { ABC_PLPRevamp: variant } };
      const { props } = await kit.run(destinationTrips, {
        ctx,
        params: { ...AFRICA, sort: 'popular', page: 1 },
      });
      expect(props[0]!.layout).toBe(layout);
    }
  });

  it('builds list addresses without default values', () => {
    expect(destinationListHref('/us/africa', 'popular', 1)).toBe('/us/africa');
    expect(destinationListHref('/us/africa', 'popular', 3)).toBe('/us/africa?page=3');
    expect(destinationListHref('/us/africa', 'duration-desc', 2)).toBe(
      '/us/africa?sort=duration-desc&page=2',
    );
  });
});

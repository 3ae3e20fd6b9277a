import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { PRODUCT_URL, product, tripParams, withTrip } from '../../test/trip-fixtures.ts';
import { TRIP } from '../trip/trip-data.ts';
import { breadcrumbs } from './breadcrumbs.ts';

const kit = useKit();

describe('Breadcrumbs', () => {
  it("lists the campaign's breadcrumb, each entry a link but the last: this page (buying-flow.md §2)", async () => {
    const { props } = await kit.run(breadcrumbs, { params: tripParams(), sources: withTrip() });
    expect(props).toEqual([
      {
        label: expect.any(String),
        items: [
          { title: 'Home', href: '/us' },
          { title: 'Asia', href: '/us/asia' },
          { title: 'Japan classic', href: null },
        ],
      },
    ]);
  });

  it('keeps the one entry of a one-entry breadcrumb, not a link', async () => {
    const detail = product({ breadcrumb: [{ title: 'Japan classic', link: PRODUCT_URL }] });
    const { props } = await kit.run(breadcrumbs, { params: tripParams(), sources: withTrip(detail) });
    expect(props[0]!.items).toEqual([{ title: 'Japan classic', href: null }]);
  });

  it('is hidden when the campaign has no breadcrumb', async () => {
    const { result } = await kit.run(breadcrumbs, {
      params: tripParams(),
      sources: withTrip(product({ breadcrumb: [] })),
    });
    expect(result).toBeNull();
  });

  it('fails, to be hidden by the page, off a trip page or for a product that is gone', async () => {
    await expect(kit.run(breadcrumbs, { sources: withTrip() })).rejects.toThrow(/not a trip page/);
    await expect(
      kit.run(breadcrumbs, { params: tripParams({ productId: 999_999 }), sources: withTrip() }),
    ).rejects.toThrow(/is gone/);
  });

  it("is cached per trip and language: the breadcrumb is the campaign's", () => {
    expect(breadcrumbs.dimensions).toEqual(TRIP);
    expect(TRIP).toEqual(['market', 'locale', 'param:productId', 'param:preview']);
  });
});

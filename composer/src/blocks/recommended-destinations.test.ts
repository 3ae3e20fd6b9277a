import type { UpstreamHome } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { recommendedDestinations } from './recommended-destinations.ts';

const kit = useKit();

const withDestinations =
  (list: UpstreamHome['recommendedDestinations']) =>
  (real: DataSources): Partial<DataSources> => ({
    home: async () => ({ ...(await real.home()), recommendedDestinations: list }),
  });

describe('RecommendedDestinations', () => {
  it("shows the sandbox's destinations with '{amount} trips' and 10 placeholders", async () => {
    const { props, sources } = await kit.run(recommendedDestinations);
    const upstream = (await sources.home()).recommendedDestinations;
    expect(upstream.length).toBeGreaterThan(0);
    expect(props[0]!.placeholderCount).toBe(10);
    expect(props[0]!.destinations.map((d) => d.amountLabel)).toEqual(
      upstream.slice(0, 10).map((d) => `${d.amount} ${d.amount === 1 ? 'trip' : 'trips'}`),
    );
  });

  it('uses the plural forms of the language', async () => {
    const list = [
      { id: 1, name: 'Peru', imageUrl: '/peru.jpg', amount: 1, url: '/destination/country/1' },
      { id: 2, name: 'Japan', imageUrl: '/japan.jpg', amount: 14, url: '/mx/destination/country/2' },
    ];
    const en = await kit.run(recommendedDestinations, { sources: withDestinations(list) });
    expect(en.props[0]!.destinations.map((d) => d.amountLabel)).toEqual(['1 trip', '14 trips']);
    const mx = await kit.run(recommendedDestinations, {
      ctx: { market: 'mx' },
      sources: withDestinations(list),
    });
    expect(mx.props[0]!.destinations.map((d) => d.amountLabel)).toEqual(['1 viaje', '14 viajes']);
    expect(mx.props[0]!.destinations.map((d) => d.href)).toEqual([
      '/mx/destination/country/1',
      '/mx/destination/country/2',
    ]);
  });

  it('is hidden when there are no destinations, and keeps at most maxItems', async () => {
    const none = await kit.run(recommendedDestinations, { sources: withDestinations([]) });
    expect(none.result).toBeNull();
    const two = await kit.run(recommendedDestinations, { config: { maxItems: 2 } });
    expect(two.props[0]!.destinations.length).toBeLessThanOrEqual(2);
  });
});

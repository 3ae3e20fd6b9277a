import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { product, tripParams, withTrip } from '../../test/trip-fixtures.ts';
import { tripOverview } from './trip-overview.ts';

const kit = useKit();

describe('TripOverview (buying-flow.md §2: days, destination, description)', () => {
  it('gives the duration, the nights of the main category, the countries and the themes', async () => {
    const detail = product({
      days: 12,
      mainCategory: { itinerary: { totalDays: 12, nights: 11 }, maxAvailableExtraNights: 0 },
      countryDestinationList: ['Japan', 'South Korea'],
      tags: [{ name: 'Culture' }, { name: 'Food' }],
    });
    const { props } = await kit.run(tripOverview, { params: tripParams(), sources: withTrip(detail) });
    expect(props[0]!.facts).toEqual([
      { label: 'Duration', value: '12 days' },
      { label: 'Nights', value: '11 nights' },
      { label: 'Countries', value: 'Japan, South Korea' },
      { label: 'Themes', value: 'Culture, Food' },
    ]);
  });

  it('leaves out the countries and the themes when the campaign has none', async () => {
    const detail = product({ countryDestinationList: [], tags: [] });
    const { props } = await kit.run(tripOverview, { params: tripParams(), sources: withTrip(detail) });
    expect(props[0]!.facts.map((f) => f.value)).toEqual(['10 days', '9 nights']);
  });

  it('sanitises the description', async () => {
    const detail = product({
      description: '<p onclick="steal()">Tokyo <b>and</b> Kyoto</p><script>alert(1)</script>',
    });
    const { props } = await kit.run(tripOverview, { params: tripParams(), sources: withTrip(detail) });
    expect(props[0]!.descriptionHtml).toBe('<p>Tokyo <b>and</b> Kyoto</p>');
  });
});

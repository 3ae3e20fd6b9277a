import type { UpstreamItinerary } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { product, tripParams, withTrip } from '../../test/trip-fixtures.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { TRIP } from '../trip/trip-data.ts';
import { tripItinerary } from './trip-itinerary.ts';

const kit = useKit();

const TWO_DAYS: UpstreamItinerary = {
  days: [
    {
      day: 1,
      title: 'Arrival in Tokyo',
      description: '<p>Transfer to the hotel.<img src="x" onerror="steal()"></p>',
      meals: [],
      accommodation: 'Tokyo Bay Hotel',
    },
    {
      day: 2,
      title: 'Kyoto',
      description: '<p>Bullet train.</p>',
      meals: ['Breakfast'],
      accommodation: null,
    },
  ],
};

/** An itinerary read that records what it was asked and answers `answer`. */
function itineraryOf(answer: UpstreamItinerary | Error) {
  const asked: Array<[number, string]> = [];
  const itinerary: DataSources['itinerary'] = async (categoryId, cityId) => {
    asked.push([categoryId, cityId]);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { asked, itinerary };
}

describe('TripItinerary (buying-flow.md §2, §7 "Itinerary")', () => {
  it('shows the chosen category from the chosen city, day by day, its descriptions sanitised', async () => {
    const read = itineraryOf(TWO_DAYS);
    const { props } = await kit.run(tripItinerary, {
      params: tripParams({ category: 72, city: 'ORD' }),
      sources: withTrip(product(), { itinerary: read.itinerary }),
    });
    expect(read.asked).toEqual([[72, 'ORD']]);
    expect(props[0]!.days).toEqual([
      {
        day: 1,
        label: 'Day 1',
        title: 'Arrival in Tokyo',
        descriptionHtml: '<p>Transfer to the hotel.</p>',
        meals: [],
        accommodation: 'Tokyo Bay Hotel',
      },
      {
        day: 2,
        label: 'Day 2',
        title: 'Kyoto',
        descriptionHtml: '<p>Bullet train.</p>',
        meals: ['Breakfast'],
        accommodation: null,
      },
    ]);
  });

  it('is hidden when the itinerary has no day', async () => {
    const { result } = await kit.run(tripItinerary, {
      params: tripParams(),
      sources: withTrip(product(), { itinerary: itineraryOf({ days: [] }).itinerary }),
    });
    expect(result).toBeNull();
  });

  it('fails as ERROR_ITINERARY_DATA (§8) when the itinerary cannot be read, to hide this block only', async () => {
    const run = kit.run(tripItinerary, {
      params: tripParams(),
      sources: withTrip(product(), { itinerary: itineraryOf(new Error('503')).itinerary }),
    });
    await expect(run).rejects.toMatchObject({ code: 'ERROR_ITINERARY_DATA' });
  });

  it('is cached per trip, category and city', () => {
    expect(tripItinerary.dimensions).toEqual([...TRIP, 'param:category', 'param:city']);
  });
});

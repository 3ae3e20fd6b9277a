import type { UpstreamReviews } from '@waypoint/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { useKit, WARN, withSite } from '../../test/block-kit.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { formatRating, travelStories } from './travel-stories.ts';

const kit = useKit();

const data =
  (travelStoriesOn: boolean, reviews?: UpstreamReviews) =>
  (real: DataSources): Partial<DataSources> => ({
    ...withSite({ travelStories: travelStoriesOn })(real),
    ...(reviews ? { reviews: async () => reviews } : {}),
  });

const review = {
  id: 'r1',
  author: 'Maria',
  rating: 5,
  title: 'Unforgettable',
  text: 'Everything was perfect.',
  date: '2024-03-05',
  campaignId: 12,
  campaignTitle: 'Wonders of Peru',
  campaignUrl: 'peru/lima/12-wonders-of-peru',
};

describe('TravelStories', () => {
  afterEach(() => kit.sandbox().sandboxFaults.clear());

  it("shows the sandbox's reviews when travelStories is on", async () => {
    const { props, sources } = await kit.run(travelStories, { sources: data(true) });
    const reviews = await sources.reviews();
    expect(reviews.length).toBeGreaterThan(0);
    expect(props[0]!.stories.map((s) => s.id)).toEqual(reviews.slice(0, 6).map((r) => r.id));
  });

  it('formats dates in the market date format', async () => {
    const us = await kit.run(travelStories, { sources: data(true, [review]) });
    expect(us.props[0]!.stories[0]).toMatchObject({
      date: '03/05/2024',
      tripHref: '/us/peru/lima/12-wonders-of-peru',
    });
    const uk = await kit.run(travelStories, { ctx: { market: 'uk' }, sources: data(true, [review]) });
    expect(uk.props[0]!.stories[0]!.date).toBe('05/03/2024');
  });

  it.each([
    ['us' as const, 'Rated 4.5 out of 5'],
    ['uk' as const, 'Rated 4.5 out of 5'],
    ['es' as const, 'Valoración: 4,5 de 5'],
    ['mx' as const, 'Valoración: 4.5 de 5'],
    ['fr' as const, 'Noté 4,5 sur 5'],
    ['de' as const, 'Bewertet mit 4,5 von 5'],
  ])('labels the rating in the language and number format of %s', async (market, label) => {
    const { props } = await kit.run(travelStories, {
      ctx: { market },
      sources: data(true, [{ ...review, rating: 4.5 }]),
    });
    expect(props[0]!.stories[0]!.ratingLabel).toBe(label);
  });

  it('shows whole ratings without decimals and rounds to one decimal', () => {
    expect(formatRating(5, 'en-GB')).toBe('5');
    expect(formatRating(4.25, 'de-DE')).toBe('4,3');
  });

  it('is hidden when travelStories is off or there are no reviews', async () => {
    const off = await kit.run(travelStories, { sources: data(false) });
    expect(off.result).toBeNull();
    const empty = await kit.run(travelStories, { sources: data(true, []) });
    expect(empty.result).toBeNull();
  });

  it('is hidden, with a warning, when the reviews call fails', async () => {
    kit.sandbox().sandboxFaults.set({ path: '/api/reviews', status: 500 });
    const { result, logs } = await kit.run(travelStories, { sources: data(true) });
    expect(result).toBeNull();
    expect(logs.some((l) => l.level === WARN && l.block === 'TravelStories')).toBe(true);
  });
});

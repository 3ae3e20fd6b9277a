import type { TripItineraryProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JAPAN_DAYS } from './story-days.ts';
import { TripItinerary } from './TripItinerary.tsx';

const props: TripItineraryProps = {
  title: 'Itinerary',
  days: JAPAN_DAYS.slice(0, 4),
  labels: { meals: 'Meals', accommodation: 'Accommodation' },
};

const daysOf = (html: string) => html.split('<li class="trip-itinerary__day">').slice(1);
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('TripItinerary', () => {
  const html = renderToStaticMarkup(<TripItinerary {...props} />);
  const days = daysOf(html);

  it('is a section named by its h2, with the days as an ordered list', () => {
    const id = html.match(/^<section class="trip-itinerary wp-section" aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<h2 id="${id}"[^>]*>Itinerary</h2>`));
    expect(html).toContain('<ol class="trip-itinerary__days">');
    expect(days).toHaveLength(4);
  });

  it('makes every day a native disclosure, so it works without JavaScript; the first two are open', () => {
    const opened = days.map((day) => /^<details class="trip-itinerary__details" open=""/.test(day));
    expect(opened).toEqual([true, true, false, false]);
    expect(days.every((day) => day.includes('<summary class="trip-itinerary__summary">'))).toBe(true);
  });

  it("names each day's summary 'Day n: title'", () => {
    const summaries = days.map((day) => text(day.match(/<summary[^>]*>(.*?)<\/summary>/)?.[1] ?? ''));
    // The marker's number is hidden from assistive technology; the label carries it.
    expect(summaries[0]).toBe('1Day 1: Arrival in Tokyo');
    expect(days[0]).toMatch(/class="trip-itinerary__marker" aria-hidden="true">1</);
    expect(summaries[3]).toBe('4Day 4: Hakone and a night in a ryokan');
  });

  it('renders the day description as HTML, with its meals and accommodation', () => {
    expect(days[1]).toContain('<p>A full-day guided visit: the Senso-ji temple');
    expect(days[2]).toMatch(
      /<dt[^>]*>Meals<\/dt><dd[^>]*><ul[^>]*><li[^>]*>Breakfast<\/li><li[^>]*>Lunch<\/li><\/ul>/,
    );
    expect(days[2]).toMatch(
      /<dt[^>]*>Accommodation<\/dt><dd[^>]*>Hotel Gracery Shinjuku \(4\*\) or similar<\/dd>/,
    );
  });

  it('leaves out meals and accommodation a day does not have', () => {
    expect(days[0]).not.toContain('>Meals<');
    const lastDay = renderToStaticMarkup(<TripItinerary {...props} days={[JAPAN_DAYS[9]!]} />);
    expect(lastDay).not.toContain('>Accommodation<');
    expect(lastDay).toContain('>Meals<');
  });

  it('opens no more than the first two days of a long itinerary', () => {
    const long = renderToStaticMarkup(<TripItinerary {...props} days={JAPAN_DAYS} />);
    expect(long.match(/<details[^>]*open=""/g)).toHaveLength(2);
    expect(long.match(/<details/g)).toHaveLength(10);
  });
});

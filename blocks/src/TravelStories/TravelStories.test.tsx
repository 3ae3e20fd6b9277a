import type { TravelStoriesProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ratingFill, TravelStories } from './TravelStories.tsx';

const props: TravelStoriesProps = {
  title: 'Travel stories from our travelers',
  stories: [
    {
      id: 'review-en-1',
      author: 'Sarah M.',
      rating: 5,
      ratingLabel: 'Rated 5 out of 5',
      title: 'Perfectly organised',
      text: 'Every transfer and hotel was exactly as promised.',
      date: '03/02/2025',
      tripTitle: 'Wild landscapes of Salta and Bariloche',
      tripHref: '/us/south-america/argentina/176-wild-landscapes-of-salta-and-bariloche',
    },
    {
      id: 'review-en-2',
      author: 'james T.',
      rating: 4.5,
      ratingLabel: 'Rated 4.5 out of 5',
      title: 'Our best holiday yet',
      text: 'The right balance between guided visits and free time.',
      date: '02/21/2025',
      tripTitle: null,
      tripHref: null,
    },
  ],
};

describe('TravelStories', () => {
  const html = renderToStaticMarkup(<TravelStories {...props} />);

  it('titles the section and each story', () => {
    expect(html).toMatch(/<h2[^>]*>Travel stories from our travelers<\/h2>/);
    expect(html).toContain('<h3 class="travel-stories__card-title">Perfectly organised</h3>');
    expect(html).toContain('<h3 class="travel-stories__card-title">Our best holiday yet</h3>');
  });

  it('shows the review text, the author and the date as formatted for the market', () => {
    expect(html).toContain(
      '<blockquote class="travel-stories__text"><p>Every transfer and hotel was exactly as promised.</p>',
    );
    expect(html).toContain('>Sarah M.</span>');
    expect(html).toContain('>03/02/2025</span>');
  });

  it('gives the stars the translated rating as their accessible text, filled to the rating', () => {
    expect(html).toContain('<span class="wp-visually-hidden">Rated 5 out of 5</span>');
    expect(html).toContain('<span class="wp-visually-hidden">Rated 4.5 out of 5</span>');
    expect(html).toContain('--travel-stories-fill:100%');
    expect(html).toContain('--travel-stories-fill:90%');
  });

  it('links to the trip only when the story has one', () => {
    expect(html.match(/class="travel-stories__trip"/g)).toHaveLength(1);
    expect(html).toContain(
      'href="/us/south-america/argentina/176-wild-landscapes-of-salta-and-bariloche"><span>Wild landscapes of Salta and Bariloche</span>',
    );
  });

  it("shows the author's initial as a decorative avatar", () => {
    expect(html).toMatch(/travel-stories__avatar" aria-hidden="true">S<\/span>/);
    expect(html).toMatch(/travel-stories__avatar" aria-hidden="true">j<\/span>/);
  });
});

describe('ratingFill', () => {
  it.each([
    [0, '0%'],
    [2.5, '50%'],
    [4.5, '90%'],
    [5, '100%'],
    [7, '100%'],
    [-1, '0%'],
  ])('fills %s stars as %s', (rating, fill) => {
    expect(ratingFill(rating)).toBe(fill);
  });
});

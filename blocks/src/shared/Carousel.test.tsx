import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Carousel } from './Carousel.tsx';

const items = [
  { key: 1, node: <span>One</span> },
  { key: 2, node: <span>Two</span>, className: 'wp-from-laptop' },
];

describe('Carousel', () => {
  const html = renderToStaticMarkup(
    <Carousel label="Best sellers" labels={{ previous: 'Previous', next: 'Next' }} items={items} />,
  );

  it('is a labelled, keyboard-reachable list of the items', () => {
    expect(html).toMatch(
      /<ul id="([^"]+)" class="wp-carousel__track" tabindex="0" aria-label="Best sellers">/,
    );
    expect(html).toContain('<li class="wp-carousel__item"><span>One</span></li>');
    expect(html).toContain('<li class="wp-carousel__item wp-from-laptop"><span>Two</span></li>');
  });

  it('renders the previous button disabled and both buttons controlling the track (server = first client render)', () => {
    const trackId = html.match(/<ul id="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`aria-label="Previous" aria-controls="${trackId}" disabled=""`));
    expect(html).toMatch(new RegExp(`aria-label="Next" aria-controls="${trackId}">`));
  });

  it('has no buttons when it is given no names for them', () => {
    const bare = renderToStaticMarkup(<Carousel label="Recently viewed" items={items} />);
    expect(bare).not.toContain('<button');
  });

  it('sets the column counts as custom properties', () => {
    const columns = renderToStaticMarkup(
      <Carousel label="x" items={items} columns={{ tablet: 3, laptop: 4 }} />,
    );
    expect(columns).toContain(
      'class="wp-carousel wp-carousel--slider wp-carousel--columns" style="--wp-carousel-columns-tablet:3;--wp-carousel-columns-laptop:4"',
    );
    expect(html).not.toContain('style=');
  });

  it('marks the wide promotional layout', () => {
    const wide = renderToStaticMarkup(<Carousel label="x" items={items} layout="cardsSlider" />);
    expect(wide).toContain('wp-carousel--cardsSlider');
  });
});

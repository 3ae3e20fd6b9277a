import type { RecommendedDestinationsProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { placeholderImage } from '../fixtures.ts';
import { RecommendedDestinations, RecommendedDestinationsPlaceholder } from './RecommendedDestinations.tsx';

const props: RecommendedDestinationsProps = {
  title: 'Recommended destinations',
  destinations: [
    {
      id: 105,
      name: 'South Africa',
      image: placeholderImage('South Africa'),
      amount: 6,
      amountLabel: '6 trips',
      href: '/us/africa/south-africa',
    },
    {
      id: 101,
      name: 'Morocco',
      image: placeholderImage('Morocco'),
      amount: 1,
      amountLabel: '1 trip',
      href: '/us/africa/morocco',
    },
  ],
  placeholderCount: 10,
};

describe('RecommendedDestinations', () => {
  const html = renderToStaticMarkup(<RecommendedDestinations {...props} />);

  it('titles the section', () => {
    expect(html).toMatch(/<section[^>]*aria-labelledby="([^"]+)"/);
    expect(html).toMatch(/<h2[^>]*>Recommended destinations<\/h2>/);
  });

  it('shows each destination with its name and translated trip count, linking to its page', () => {
    expect(html).toMatch(
      /<a class="recommended-destinations__tile" href="\/us\/africa\/south-africa">.*South Africa.*6 trips.*?<\/a>/,
    );
    expect(html).toMatch(/href="\/us\/africa\/morocco">.*Morocco.*1 trip<\/span>/);
    expect(html.match(/<li /g)).toHaveLength(2);
  });

  it('lazy-loads images with their size (no layout shift), described by the link text', () => {
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
    expect(html).toContain('width="640" height="400"');
    expect(html).toContain('alt=""');
  });

  it('is static: no buttons or scripts', () => {
    expect(html).not.toContain('<button');
    expect(html).not.toContain('<script');
  });
});

describe('RecommendedDestinationsPlaceholder', () => {
  const html = renderToStaticMarkup(
    <RecommendedDestinationsPlaceholder title="Destinos recomendados" placeholderCount={10} />,
  );

  it('shows the title over placeholderCount skeleton tiles, marked busy and hidden from assistive technology', () => {
    expect(html).toMatch(/<h2[^>]*>Destinos recomendados<\/h2>/);
    expect(html).toContain('aria-busy="true"');
    expect(html).toMatch(/<ul class="recommended-destinations__list" aria-hidden="true">/);
    expect(html.match(/wp-skeleton/g)).toHaveLength(10);
    expect(html).not.toContain('<a ');
  });

  it('follows the count it is given', () => {
    const three = renderToStaticMarkup(<RecommendedDestinationsPlaceholder title="x" placeholderCount={3} />);
    expect(three.match(/wp-skeleton/g)).toHaveLength(3);
  });
});

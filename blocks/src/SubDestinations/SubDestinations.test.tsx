import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { placeholderImage } from '../fixtures.ts';
import { SubDestinations } from './SubDestinations.tsx';

describe('SubDestinations', () => {
  const html = renderToStaticMarkup(
    <SubDestinations
      title="Countries in East Africa"
      destinations={[
        {
          id: 103,
          kind: 'country',
          name: 'Kenya',
          image: placeholderImage('Kenya'),
          amountLabel: '5 trips',
          href: '/us/africa/kenya',
        },
        {
          id: 104,
          kind: 'country',
          name: 'Tanzania',
          image: placeholderImage('Tanzania'),
          amountLabel: '1 trip',
          href: '/us/africa/tanzania',
        },
      ]}
    />,
  );

  it('titles the section and links each tile to its destination with its trip count', () => {
    expect(html).toMatch(/<h2[^>]*>Countries in East Africa<\/h2>/);
    expect(html).toMatch(/href="\/us\/africa\/kenya">.*Kenya.*5 trips/);
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
  });

  it('is static', () => {
    expect(html).not.toContain('<button');
    expect(html).not.toContain('<script');
  });
});

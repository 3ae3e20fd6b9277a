import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OfferConditions } from './OfferConditions.tsx';

describe('OfferConditions', () => {
  const html = renderToStaticMarkup(
    <OfferConditions
      title="Offer conditions"
      html="<h3>The price includes</h3><ul><li>Return flights</li></ul><p>Prices are per person.</p>"
    />,
  );

  it('is a section named by its h2 title', () => {
    const id = html.match(/^<section class="offer-conditions wp-section" aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<h2 id="${id}"[^>]*>Offer conditions</h2>`));
  });

  it('renders the sanitised conditions as HTML under the title', () => {
    expect(html).toMatch(
      /<\/h2><div class="offer-conditions__body wp-prose"><h3>The price includes<\/h3><ul><li>Return flights<\/li><\/ul><p>Prices are per person.<\/p><\/div>/,
    );
  });
});

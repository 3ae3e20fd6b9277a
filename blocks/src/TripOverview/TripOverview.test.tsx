import type { TripOverviewProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TripOverview } from './TripOverview.tsx';

const props: TripOverviewProps = {
  title: 'About this trip',
  descriptionHtml: '<p>From <strong>Tokyo</strong> to Kyoto.</p><ul><li>Flights included</li></ul>',
  facts: [
    { label: 'Duration', value: '10 days' },
    { label: 'Destination', value: 'Japan' },
  ],
};

describe('TripOverview', () => {
  const html = renderToStaticMarkup(<TripOverview {...props} />);

  it('is a section named by its h2', () => {
    const id = html.match(/^<section class="trip-overview wp-section" aria-labelledby="([^"]+)"/)?.[1];
    expect(id).toBeTruthy();
    expect(html).toMatch(new RegExp(`<h2 id="${id}"[^>]*>About this trip</h2>`));
  });

  it('renders the sanitised description as HTML, not as escaped text', () => {
    expect(html).toContain('<p>From <strong>Tokyo</strong> to Kyoto.</p><ul><li>Flights included</li></ul>');
    expect(html).not.toContain('&lt;p&gt;');
  });

  it('lists the facts as term and value pairs, in order', () => {
    const pairs = [...html.matchAll(/<dt[^>]*>([^<]+)<\/dt><dd[^>]*>([^<]+)<\/dd>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(pairs).toEqual([
      ['Duration', '10 days'],
      ['Destination', 'Japan'],
    ]);
  });

  it('has no empty definition list without facts', () => {
    expect(renderToStaticMarkup(<TripOverview {...props} facts={[]} />)).not.toContain('<dl');
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DestinationTrips } from './DestinationTrips.tsx';
import { destinationTrips } from './fixtures.ts';

describe('DestinationTrips', () => {
  const html = renderToStaticMarkup(<DestinationTrips {...destinationTrips('grid', 2)} />);

  it('shows the cards with the shared trip card', () => {
    expect(html.match(/<article class="trip-card"/g)).toHaveLength(12);
  });

  it('sorts and pages with plain links (no JavaScript), marking the current ones', () => {
    expect(html).toContain('href="/us/africa?sort=price-asc#trips"');
    expect(html).toMatch(/href="\/us\/africa#trips" aria-current="true">Most popular/);
    expect(html).toMatch(/href="\/us\/africa\?page=2#trips" aria-current="page">2</);
    expect(html).toContain('rel="prev"');
    expect(html).toContain('rel="next"');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('<script');
  });

  it('has three layouts (ABC_PLPRevamp); the list uses wide cards', () => {
    expect(html).toContain('destination-trips--grid');
    const list = renderToStaticMarkup(<DestinationTrips {...destinationTrips('list')} />);
    expect(list).toContain('destination-trips--list');
    expect(list).toContain('trip-card trip-card--wide');
    expect(list).not.toContain('rel="prev"');
    const compact = renderToStaticMarkup(<DestinationTrips {...destinationTrips('compact')} />);
    expect(compact).toContain('destination-trips--compact');
  });

  it('says so when there are no trips', () => {
    const none = renderToStaticMarkup(
      <DestinationTrips {...destinationTrips('grid')} cards={[]} pagination={null} />,
    );
    expect(none).toContain('There are no trips to this destination right now.');
    expect(none).not.toContain('<nav class="destination-trips__pagination"');
  });
});

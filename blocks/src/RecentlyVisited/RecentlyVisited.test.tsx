import type { RecentlyVisitedProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CARD_LABELS } from '../fixtures.ts';
import { RecentlyVisited } from './RecentlyVisited.tsx';

const props: RecentlyVisitedProps = {
  title: 'Recently viewed trips',
  storageKey: 'visitedDestinations',
  maxItems: 10,
  cardsSmall: 3,
  cardsLarge: 4,
  lazy: { height: 200, offset: 300 },
  endpoint: '/v1/cards/recently-visited/us/en-US',
  excludeCampaignId: null,
  corruptedDataMessage:
    'Error while retrieving info about recently visited location. Restoring corrupted data.',
  cardLabels: CARD_LABELS,
};

describe('RecentlyVisited on the server', () => {
  const html = renderToStaticMarkup(<RecentlyVisited {...props} />);

  it('reserves the lazy-load height and nothing else: the list lives in the browser', () => {
    expect(html).toBe(
      '<div class="recently-visited recently-visited--waiting" style="--recently-visited-height:200px"></div>',
    );
  });

  it('shows no title before it knows there is something to show (the section may collapse)', () => {
    expect(html).not.toContain('Recently viewed trips');
    expect(html).not.toContain('<h2');
  });

  it('follows the configured height', () => {
    const taller = renderToStaticMarkup(<RecentlyVisited {...props} lazy={{ height: 320, offset: 300 }} />);
    expect(taller).toContain('--recently-visited-height:320px');
  });
});

import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { CORRUPTED_DATA_MESSAGE, recentlyVisited } from './recently-visited.ts';

const kit = useKit();

describe('RecentlyVisited', () => {
  it('tells the client how to read and show the visited trips', async () => {
    const { props } = await kit.run(recentlyVisited);
    expect(props[0]).toEqual({
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
      cardLabels: { from: 'From', perNight: 'per night', isNew: 'New', discount: 'Save' },
    });
    expect(CORRUPTED_DATA_MESSAGE).toBe(props[0]!.corruptedDataMessage);
  });

  it('keeps fewer items when configured, never more than 10', async () => {
    const five = await kit.run(recentlyVisited, { config: { maxItems: 5 } });
    expect(five.props[0]!.maxItems).toBe(5);
    await expect(kit.run(recentlyVisited, { config: { maxItems: 11 } })).rejects.toThrow();
  });

  it('translates its title', async () => {
    const { props } = await kit.run(recentlyVisited, { ctx: { market: 'de' } });
    expect(props[0]!.title).toBe('Zuletzt angesehene Reisen');
    expect(props[0]!.cardLabels).toEqual({
      from: 'ab',
      perNight: 'pro Nacht',
      isNew: 'Neu',
      discount: 'Sie sparen',
    });
    const es = await kit.run(recentlyVisited, { ctx: { market: 'mx' } });
    expect(es.props[0]!.cardLabels).toEqual({
      from: 'Desde',
      perNight: 'por noche',
      isNew: 'Nuevo',
      discount: 'Ahorra',
    });
  });
});

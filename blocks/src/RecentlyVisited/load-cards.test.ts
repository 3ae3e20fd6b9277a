import { describe, expect, it, vi } from 'vitest';
import { tripCard } from '../fixtures.ts';
import {
  cardsUrl,
  FETCH_FAILED_MESSAGE,
  fetchCards,
  isTripCard,
  orderCards,
  readRecentIds,
  type VisitedStorage,
} from './load-cards.ts';

const CORRUPTED = 'Error while retrieving info about recently visited location. Restoring corrupted data.';
const props = {
  storageKey: 'visitedDestinations' as const,
  maxItems: 10,
  excludeCampaignId: null,
  corruptedDataMessage: CORRUPTED,
};

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: VisitedStorage & { data: Map<string, string> } = {
    data,
    getItem: (key) => data.get(key) ?? null,
    removeItem: (key) => {
      data.delete(key);
    },
  };
  return storage;
}

const stored = (...entries: [string, number][]) =>
  JSON.stringify(
    entries.map(([id, at]) => ({ campaignId: id, campaignUrl: `/us/trips/${id}`, timestamps: [at] })),
  );

describe('readRecentIds', () => {
  it('reads the stored list under its key, newest first', () => {
    const storage = memoryStorage({ visitedDestinations: stored(['12', 100], ['176', 300], ['5', 200]) });
    const warn = vi.fn();
    expect(readRecentIds(props, storage, warn)).toEqual([176, 5, 12]);
    expect(warn).not.toHaveBeenCalled();
    expect(storage.data.has('visitedDestinations')).toBe(true);
  });

  it('leaves out the current campaign and keeps maxItems', () => {
    const storage = memoryStorage({ visitedDestinations: stored(['1', 1], ['2', 2], ['3', 3]) });
    expect(readRecentIds({ ...props, excludeCampaignId: 3, maxItems: 1 }, storage, vi.fn())).toEqual([2]);
  });

  it('gives nothing, quietly, when nothing is stored', () => {
    const warn = vi.fn();
    expect(readRecentIds(props, memoryStorage(), warn)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('removes corrupted data and warns with the exact message', () => {
    const storage = memoryStorage({ visitedDestinations: '[{"campaignId":12}]', other: 'kept' });
    const warn = vi.fn();
    expect(readRecentIds(props, storage, warn)).toEqual([]);
    expect(warn).toHaveBeenCalledExactlyOnceWith(CORRUPTED);
    expect(storage.data.has('visitedDestinations')).toBe(false);
    expect(storage.data.get('other')).toBe('kept');
  });

  it('treats storage that cannot be read (blocked by the browser) as empty', () => {
    const blocked: VisitedStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {},
    };
    expect(readRecentIds(props, blocked, vi.fn())).toEqual([]);
  });
});

describe('cardsUrl', () => {
  it('asks for the ids in order with the limit', () => {
    expect(cardsUrl('/v1/cards/recently-visited/us/en-US', [176, 5, 12], 10)).toBe(
      '/v1/cards/recently-visited/us/en-US?id=176,5,12&limit=10',
    );
  });

  it('adds to an endpoint that already has a query', () => {
    expect(cardsUrl('/cards?x=1', [1], 4)).toBe('/cards?x=1&id=1&limit=4');
  });
});

describe('orderCards', () => {
  it('keeps the order of the ids whatever the response order, leaving out unknown ids', () => {
    const cards = [tripCard(5), tripCard(176), tripCard(12)];
    expect(orderCards(cards, [176, 99, 12, 5], 10).map((c) => c.id)).toEqual([176, 12, 5]);
  });

  it('shows each card once and at most the limit', () => {
    const cards = [tripCard(1), tripCard(2), tripCard(3)];
    expect(orderCards(cards, [1, 1, 2, 3], 2).map((c) => c.id)).toEqual([1, 2]);
  });
});

describe('isTripCard', () => {
  it('accepts a card and rejects what cannot be rendered', () => {
    expect(isTripCard(tripCard(1))).toBe(true);
    expect(isTripCard(null)).toBe(false);
    expect(isTripCard({ ...tripCard(1), image: null })).toBe(false);
    expect(isTripCard({ ...tripCard(1), id: '1' })).toBe(false);
    expect(isTripCard({ ...tripCard(1), title: undefined })).toBe(false);
  });
});

describe('fetchCards', () => {
  const json = (body: unknown, status = 200) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

  it('fetches {endpoint}?id=…&limit=… and returns the cards in the order of the ids', async () => {
    const fetch = vi.fn(() => json({ cards: [tripCard(12), tripCard(176)] }));
    const warn = vi.fn();
    const cards = await fetchCards([176, 12], {
      endpoint: '/v1/cards/recently-visited/us/en-US',
      maxItems: 10,
      fetch,
      warn,
    });
    expect(fetch).toHaveBeenCalledWith(
      '/v1/cards/recently-visited/us/en-US?id=176,12&limit=10',
      expect.anything(),
    );
    expect(cards?.map((c) => c.id)).toEqual([176, 12]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves out malformed cards', async () => {
    const fetch = () => json({ cards: [tripCard(1), { id: 2 }] });
    const cards = await fetchCards([1, 2], { endpoint: '/e', maxItems: 10, fetch, warn: vi.fn() });
    expect(cards?.map((c) => c.id)).toEqual([1]);
  });

  it.each([
    ['an error status', () => json({ statusCode: 502, code: 'ERROR_RECENTLY_VISITED_DATA' }, 502)],
    ['a response without cards', () => json({ nope: true })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a body that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
  ])('fails with a warning (not an error) on %s', async (_name, fetch) => {
    const warn = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await fetchCards([1], { endpoint: '/e', maxItems: 10, fetch, warn })).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toBe(FETCH_FAILED_MESSAGE);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('says nothing when the call was cancelled (the section went away)', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    const warn = vi.fn();
    expect(
      await fetchCards([1], { endpoint: '/e', maxItems: 10, fetch, warn, signal: controller.signal }),
    ).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

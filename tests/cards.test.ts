import { TripCardsResponse } from '@waypoint/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const get = (url: string) => stack.composer.inject({ url });

describe('GET /v1/cards/recently-visited/:market/:locale', () => {
  it('returns trip cards in the order asked for, priced in the market currency', async () => {
    const res = await get('/v1/cards/recently-visited/es/es-ES?id=3,1,2');
    expect(res.statusCode).toBe(200);
    const { cards } = TripCardsResponse.parse(res.json());
    expect(cards.map((c) => c.id)).toEqual([3, 1, 2]);
    expect(cards[0]!.fromPrice).toMatch(/ €$/);
  });

  it('caps the list at limit and drops duplicate ids', async () => {
    const res = await get('/v1/cards/recently-visited/us/en-US?id=1,1,2,3,4&limit=2');
    expect(TripCardsResponse.parse(res.json()).cards.map((c) => c.id)).toEqual([1, 2]);
  });

  it('answers an empty list without calling upstream', async () => {
    expect((await get('/v1/cards/recently-visited/us/en-US')).json()).toEqual({ cards: [] });
  });

  it.each([
    ['/v1/cards/recently-visited/xx/en-US?id=1', /^params\.market /],
    ['/v1/cards/recently-visited/us/de-DE?id=1', /^params\.locale is not a language of the market/],
    ['/v1/cards/recently-visited/us/en-US?id=1,abc', /^querystring\.id must be a comma-separated list/],
    ['/v1/cards/recently-visited/us/en-US?id=1&limit=11', /^querystring\.limit /],
  ])('rejects %s with a 400 naming the parameter', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WP_BAD_REQUEST', message: expect.stringMatching(message) });
  });

  it('answers ERROR_RECENTLY_VISITED_DATA when the upstream call fails', async () => {
    stack.sandbox.sandboxFaults.set({ path: '/api/product/card/search', status: 500 });
    try {
      const res = await get('/v1/cards/recently-visited/uk/en-GB?id=7');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'ERROR_RECENTLY_VISITED_DATA' });
    } finally {
      stack.sandbox.sandboxFaults.clear();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { filterAppliedEntities, marketConfigEntity } from './search.ts';

describe('marketConfigEntity', () => {
  it.each([
    ['us', 'en-US', { currency: 'USD', language: 'en-US', market_id: 'US' }],
    ['es', 'es-ES', { currency: 'EUR', language: 'es-ES', market_id: 'ES' }],
    ['uk', 'en-GB', { currency: 'GBP', language: 'en-GB', market_id: 'UK' }],
    ['mx', 'es-MX', { currency: 'MXN', language: 'es-MX', market_id: 'MX' }],
  ] as const)('%s in %s', (market, locale, expected) => {
    expect(marketConfigEntity(market, locale)).toEqual(expected);
  });
});

describe('filterAppliedEntities', () => {
  it('gives absent filters as null and the market config', () => {
    expect(
      filterAppliedEntities(
        {
          q: 'peru',
          destination: null,
          duration: '8-14',
          month: '',
          priceMin: null,
          priceMax: 3000,
          sort: 'price-asc',
          results: 4,
        },
        'us',
        'en-US',
      ),
    ).toEqual({
      search: {
        query: 'peru',
        destination_id: null,
        destination: null,
        duration: '8-14',
        month: null,
        price_min: null,
        price_max: 3000,
        sort: 'price-asc',
        results: 4,
      },
      market: { currency: 'USD', language: 'en-US', market_id: 'US' },
    });
  });

  it('names the destination', () => {
    const { search } = filterAppliedEntities(
      {
        q: '',
        destination: { id: 12, name: 'Peru' },
        duration: '',
        month: '2027-03',
        priceMin: null,
        priceMax: null,
        sort: 'relevance',
        results: 6,
      },
      'us',
      'en-US',
    );
    expect(search).toMatchObject({ destination_id: 12, destination: 'Peru', month: '2027-03' });
  });
});

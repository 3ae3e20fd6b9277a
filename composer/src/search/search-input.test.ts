import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { searchInputErrors } from './search-input.ts';

const t = ((key: string) => key) as unknown as TFunction;
const facts = { known: new Set([12]), months: ['2026-11', '2026-12', '2027-01'] };

describe('searchInputErrors', () => {
  it('answers the state for valid input, as text or numbers', () => {
    expect(
      searchInputErrors(
        {
          q: ' peru ',
          destination: 12,
          duration: '8-14',
          month: '2026-12',
          priceMin: '0',
          priceMax: 900,
          sort: 'duration',
          page: '2',
        },
        facts,
        t,
      ),
    ).toEqual({
      state: {
        q: 'peru',
        destination: 12,
        duration: '8-14',
        month: '2026-12',
        priceMin: 0,
        priceMax: 900,
        sort: 'duration',
        page: 2,
      },
    });
  });

  it('takes empty fields as no filter, and no page as the first', () => {
    expect(searchInputErrors({ q: '', destination: '', priceMin: '' }, facts, t)).toMatchObject({
      state: { destination: null, priceMin: null, page: 1, sort: 'relevance' },
    });
  });

  it('refuses each field that means nothing with its own message', () => {
    const answer = searchInputErrors(
      {
        q: 'x'.repeat(201),
        destination: '13',
        duration: '2-3',
        month: '2027-05',
        priceMin: '-5',
        priceMax: 'lots',
        sort: 'best',
        page: '0',
      },
      facts,
      t,
    );
    expect('errors' in answer && answer.errors).toEqual([
      { field: 'q', code: 'INVALID_INPUT', message: 'searchResults.errors.query' },
      { field: 'destination', code: 'INVALID_INPUT', message: 'searchResults.errors.destination' },
      { field: 'duration', code: 'INVALID_INPUT', message: 'searchResults.errors.duration' },
      { field: 'month', code: 'INVALID_INPUT', message: 'searchResults.errors.month' },
      { field: 'priceMin', code: 'INVALID_INPUT', message: 'searchResults.errors.price' },
      { field: 'priceMax', code: 'INVALID_INPUT', message: 'searchResults.errors.price' },
      { field: 'sort', code: 'INVALID_INPUT', message: 'searchResults.errors.sort' },
      { field: 'page', code: 'INVALID_INPUT', message: 'searchResults.errors.page' },
    ]);
  });

  it('refuses a lowest price above the highest', () => {
    const answer = searchInputErrors({ priceMin: '900', priceMax: '100' }, facts, t);
    expect('errors' in answer && answer.errors.map((e) => e.message)).toEqual([
      'searchResults.errors.priceOrder',
    ]);
  });
});

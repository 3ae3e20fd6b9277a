import { describe, expect, it } from 'vitest';
import { catalogueWrap, defineError } from './errors.ts';

class ShopError extends Error {}

const Errors = {
  SOLD_OUT: defineError('SHOP_SOLD_OUT', 'Trip %s is sold out from %s', 409),
  LOGGED: defineError('SHOP_LOGGED', 'Block %s was left out', null),
  OWN_BASE: defineError('SHOP_OWN_BASE', 'Shelf %d is empty', 404, { base: ShopError }),
} as const;
const wrap = catalogueWrap(Errors);

describe('defineError', () => {
  it('builds a @fastify/error entry: its code, status and filled template', () => {
    const err = new Errors.SOLD_OUT('123', 'MAD');
    expect(err).toBeInstanceOf(Error);
    expect(err).toBeInstanceOf(Errors.SOLD_OUT);
    expect(err).not.toBeInstanceOf(Errors.LOGGED);
    expect(err).toMatchObject({ name: 'FastifyError', code: 'SHOP_SOLD_OUT', statusCode: 409 });
    expect(err.message).toBe('Trip 123 is sold out from MAD');
  });

  it('gives an error that is only logged no status (not the default 500)', () => {
    const err = new Errors.LOGGED('b1');
    expect(err.statusCode).toBeUndefined();
    expect(err.message).toBe('Block b1 was left out');
  });

  it('extends the base a catalogue asks for', () => {
    const err = new Errors.OWN_BASE(4);
    expect(err).toBeInstanceOf(ShopError);
    expect(err).toMatchObject({ code: 'SHOP_OWN_BASE', statusCode: 404, message: 'Shelf 4 is empty' });
    expect(new Errors.SOLD_OUT('1', '2')).not.toBeInstanceOf(ShopError);
  });

  it('keeps a last { cause } argument as the cause, out of the message', () => {
    const cause = new Error('socket hang up');
    const err = new Errors.SOLD_OUT('9', 'LIS', { cause });
    expect(err.cause).toBe(cause);
    expect(err.message).toBe('Trip 9 is sold out from LIS');
  });
});

describe('catalogueWrap', () => {
  it('wraps anything thrown into the entry, its message the original’s, keeping the cause', () => {
    const cause = new Error('connect ECONNREFUSED');
    const err = wrap(Errors.SOLD_OUT, cause);
    expect(err).toBeInstanceOf(Errors.SOLD_OUT);
    expect(err).toMatchObject({ code: 'SHOP_SOLD_OUT', statusCode: 409, cause });
    expect(err.message).toBe('Trip connect ECONNREFUSED is sold out from %s');
    expect(wrap(Errors.LOGGED, 'a string').message).toBe('Block a string was left out');
  });

  it('keeps an error of the same catalogue as it is', () => {
    const own = new Errors.OWN_BASE(2);
    expect(wrap(Errors.SOLD_OUT, own)).toBe(own);
  });
});

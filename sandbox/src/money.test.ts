import { expect, it } from 'vitest';
import { convertPrice, formatPrice, roundUpPrice } from './money.ts';

it.each([
  [1299, 'us', '$1,299.00'],
  [1299, 'uk', '£1,299.00'],
  [1299.5, 'de', '1.299,50 €'],
  [1299, 'fr', '1 299,00 €'],
  [4_789_000, 'co', '$4.789.000'],
  [25_490, 'mx', '$25,490.00'],
  [-80, 'uk', '-£80.00'],
] as const)('%d in %s is %s', (amount, market, expected) => {
  expect(formatPrice(amount, market)).toBe(expected);
});

it('converts dollars with fixed rates to prices ending in 9', () => {
  expect(convertPrice(1300, 'us')).toBe(1299);
  expect(convertPrice(1300, 'co') % 10_000).toBe(9000);
  expect(convertPrice(1300, 'co')).toBeGreaterThan(5_000_000);
});

it('rounds up to the next price ending in 9, keeping prices that already end so', () => {
  expect(roundUpPrice(1299, 'us')).toBe(1299);
  expect(roundUpPrice(1299.01, 'us')).toBe(1309);
  expect(roundUpPrice(1291, 'us')).toBe(1299);
  expect(roundUpPrice(25_401, 'mx')).toBe(25_490);
  expect(roundUpPrice(4_789_000, 'co')).toBe(4_789_000);
  expect(roundUpPrice(4_789_001, 'co')).toBe(4_799_000);
  for (const usd of [90, 1300, 4321]) {
    for (const market of ['us', 'co', 'mx', 'de'] as const) {
      const price = convertPrice(usd, market);
      expect(roundUpPrice(price, market)).toBe(price);
    }
  }
});

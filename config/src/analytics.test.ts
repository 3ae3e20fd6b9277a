import { LAND_ONLY_DEPARTURE_ID } from '@waypoint/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ProductEntityInput, productEntity, type SkuEntityInput, skuEntity } from './analytics.ts';
import golden from './golden/analytics.json' with { type: 'json' };

describe('productEntity', () => {
  it.each(golden.productEntity)('$name', ({ product, expected }) => {
    expect(productEntity({ ...golden.product, ...product } as unknown as ProductEntityInput)).toEqual(
      expected,
    );
  });
});

describe('skuEntity', () => {
  it.each(golden.skuEntity)('$name', (row) => {
    const product = { ...golden.product, ...('productPatch' in row ? row.productPatch : {}) };
    expect(skuEntity({ ...row.input, product } as SkuEntityInput)).toEqual(row.expected);
  });

  it('uses the schemas land-only id in its cases', () => {
    expect(golden.skuEntity.some((r) => r.input.departure.id === LAND_ONLY_DEPARTURE_ID)).toBe(true);
  });

  it('counts the travellers it reports and never throws', () => {
    fc.assert(
      fc.property(fc.record({ adults: fc.nat(9), children: fc.nat(9), babies: fc.nat(9) }), (passengers) => {
        const sku = skuEntity({ ...golden.skuEntity[0]!.input, product: golden.product, passengers });
        expect(sku.travel_passengers).toBe(passengers.adults + passengers.children + passengers.babies);
      }),
    );
    fc.assert(fc.property(fc.anything(), (x) => void skuEntity(x as SkuEntityInput)));
    fc.assert(fc.property(fc.anything(), (x) => void productEntity(x as ProductEntityInput)));
  });
});

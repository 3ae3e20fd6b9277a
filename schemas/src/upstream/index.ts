/**
 * Shapes of the trip seller's API as the composer reads it (the sandbox serves them). Every response is
 * `{ data: T }`; `upstreamEnvelope` wraps a schema that way.
 */
import { z } from 'zod';

export * from './campaign.ts';
export * from './checkout.ts';
export * from './content.ts';
export * from './destination.ts';
export * from './home.ts';
export * from './payment.ts';
export * from './product.ts';
export * from './product-card.ts';
export * from './promotion.ts';
export * from './search.ts';
export * from './seo.ts';
export * from './site.ts';

const envelopes = new WeakMap<z.ZodType, z.ZodType>();

/** `{ data: T }` for a schema; one instance per schema, so zod compiles each envelope once. */
export function upstreamEnvelope<T extends z.ZodType>(data: T): z.ZodObject<{ data: T }> {
  let envelope = envelopes.get(data);
  if (!envelope) {
    envelope = z.object({ data });
    envelopes.set(data, envelope);
  }
  return envelope as z.ZodObject<{ data: T }>;
}

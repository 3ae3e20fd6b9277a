/**
 * Shapes of the trip seller's API as the composer reads it (the sandbox serves them). Every response is
 * `{ data: T }`; `upstreamEnvelope` wraps a schema that way.
 */
import { z } from 'zod';

export * from './home.ts';
export * from './product-card.ts';
export * from './promotion.ts';
export * from './site.ts';

export const upstreamEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** Helpers for tests of the trip page's routes: a sandbox on a fixed clock and typed GETs. */
import { upstreamEnvelope } from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { buildSandbox } from '../src/app.ts';
import { getCatalogue, type Trip, type TripOffers } from '../src/catalogue/index.ts';

export const NOW = new Date('2025-06-15T10:00:00Z');
export const catalogue = getCatalogue();

/** The first trip of the default catalogue whose offers pass `test`. */
export function tripWith(test: (offers: TripOffers) => boolean): Trip {
  const trip = catalogue.trips.find((t) => test(catalogue.offersOf(t)));
  if (!trip) throw new Error('No such trip in the default catalogue');
  return trip;
}

/** A sandbox on the fixed clock, faults on, for the test file (built before, closed after its tests). */
export function useSandbox() {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = buildSandbox({ publicUrl: 'http://sandbox.test', now: () => NOW, faults: true });
    await app.ready();
  });
  afterAll(() => app.close());

  return {
    app: () => app,
    /** GETs `url`, expects 200 and returns its `data` parsed with `schema` (issues fail the test). */
    async get<T extends z.ZodType>(url: string, schema: T): Promise<z.infer<T>> {
      const response = await app.inject(url);
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
      const result = upstreamEnvelope(schema).safeParse(JSON.parse(response.body));
      expect(result.success ? [] : result.error.issues, url).toEqual([]);
      return (result.data as { data: z.infer<T> }).data;
    },
    /** [status, error code, message] of an error answer. */
    async errorOf(url: string): Promise<[number, string, string]> {
      const response = await app.inject(url);
      const { error } = JSON.parse(response.body);
      return [response.statusCode, error.code, error.message];
    },
  };
}

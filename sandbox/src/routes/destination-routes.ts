/**
 * The destination pages' routes (storefront.md §7 "Leads, content and search"): the directory of
 * destinations, the landing data of a continent, country or region and a country's travel facts, in the
 * route table's shape. An unknown id is 404 UNKNOWN_DESTINATION.
 */
import {
  continentLanding,
  countryFacts,
  countryLanding,
  destinationDirectory,
  regionLanding,
} from '../builders/destinations.ts';
import { Errors } from '../errors.ts';
import type { JsonRoute } from './json-route.ts';

/** A path id: a positive integer, else NaN (which no destination has). */
const idOf = (value: string | undefined) => (/^[1-9]\d{0,8}$/.test(value ?? '') ? Number(value) : Number.NaN);

const unknown = (kind: string) => (p: Record<string, string>) =>
  new Errors.UNKNOWN_DESTINATION(kind, p.id ?? '');

export const DESTINATION_ROUTES: readonly JsonRoute[] = [
  { path: '/api/landing/destinations', build: destinationDirectory },
  {
    path: '/api/landing/continent/:id',
    build: (ctx, p) => continentLanding(ctx, idOf(p.id)),
    missing: unknown('continent'),
  },
  {
    path: '/api/landing/v2/country/:id',
    build: (ctx, p) => countryLanding(ctx, idOf(p.id)),
    missing: unknown('country'),
  },
  {
    path: '/api/landing/region/:id',
    build: (ctx, p) => regionLanding(ctx, idOf(p.id)),
    missing: unknown('region'),
  },
  {
    path: '/v1/destinations/countries/:id',
    build: (ctx, p) => countryFacts(ctx, idOf(p.id)),
    missing: unknown('country'),
  },
];

/**
 * The trip page's routes (buying-flow.md §7 "Product, calendar and flights"), in the route table's
 * shape. Query parameters are validated here (400 BAD_REQUEST naming the parameter); the prices and
 * leading prices depend on the query and on today, so their bodies are memoised per query and day.
 */

import { contentBlock } from '../builders/conditions.ts';
import { itinerary } from '../builders/itinerary.ts';
import { categoryAirports, categoryLeadingPrice, dayPrices } from '../builders/prices.ts';
import { type ProductDataType, productDetail, productSeo } from '../builders/product.ts';
import type { Pax } from '../catalogue/pricing.ts';
import { Errors } from '../errors.ts';
import type { JsonRoute, Params, Query } from './json-route.ts';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A path id: a positive integer, else NaN (which no resource has). */
const idOf = (value: string | undefined) => (/^[1-9]\d{0,8}$/.test(value ?? '') ? Number(value) : Number.NaN);

class QueryError extends Error {}

/** A whole number in [min, max]; absent or empty gives `fallback`. */
function int(query: Query, name: string, min: number, max: number, fallback: number): number;
function int(query: Query, name: string, min: number, max: number): number | undefined;
function int(query: Query, name: string, min: number, max: number, fallback?: number) {
  const raw = first(query[name]);
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= min && value <= max)) {
    throw new QueryError(`${name} must be an integer from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

function dataType(query: Query): ProductDataType | undefined {
  const raw = first(query.type);
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'preview' || raw === 'offline') return raw;
  throw new QueryError(`type must be preview or offline, got '${raw}'`);
}

interface PricesQuery {
  pax: Pax;
  month?: { year: number; month: number };
}

function pricesQuery(query: Query): PricesQuery {
  const pax = {
    adults: int(query, 'adults', 1, 9, 2),
    children: int(query, 'children', 0, 9, 0),
    babies: int(query, 'babies', 0, 9, 0),
  };
  const month = int(query, 'month', 1, 12);
  const rawYear = first(query.year);
  if (rawYear !== undefined && rawYear !== '' && !/^\d{4}$/.test(rawYear)) {
    throw new QueryError(`year must have four digits, got '${rawYear}'`);
  }
  const year = int(query, 'year', 1000, 9999);
  if ((month === undefined) !== (year === undefined)) {
    throw new QueryError(month === undefined ? 'month is required with year' : 'year is required with month');
  }
  return month !== undefined && year !== undefined ? { pax, month: { year, month } } : { pax };
}

/** Runs a query parser for `validate`: the 400 detail, or undefined when the query is usable. */
const check =
  (parse: (query: Query) => unknown) =>
  (_: Params, query: Query): string | undefined => {
    try {
      parse(query);
      return undefined;
    } catch (error) {
      if (error instanceof QueryError) return error.message;
      throw error;
    }
  };

const unknownProduct = (p: Params) => new Errors.UNKNOWN_PRODUCT(p.id ?? '');
const unknownCategory = (p: Params) => new Errors.UNKNOWN_CATEGORY(p.categoryId ?? '');

export const PRODUCT_ROUTES: readonly JsonRoute[] = [
  {
    path: '/api/nextjs/pdp/:id',
    query: ['type'],
    dated: true,
    validate: check(dataType),
    build: (ctx, p, q) => productDetail(ctx, idOf(p.id), dataType(q)),
    missing: unknownProduct,
  },
  {
    path: '/api/seo/product/:id',
    build: (ctx, p) => productSeo(ctx, idOf(p.id)),
    missing: unknownProduct,
  },
  {
    path: '/api/category/:categoryId/airports',
    dated: true,
    build: (ctx, p) => categoryAirports(ctx, idOf(p.categoryId)),
    missing: unknownCategory,
  },
  {
    path: '/api/category/:categoryId/itinerary/:departureCityId',
    build: (ctx, p) => itinerary(ctx, idOf(p.categoryId), p.departureCityId ?? ''),
    missing: unknownCategory,
  },
  {
    path: '/api/content-block/:id',
    build: (ctx, p) => contentBlock(ctx, idOf(p.id)),
    missing: (p) => new Errors.UNKNOWN_CONTENT_BLOCK(p.id ?? ''),
  },
  {
    path: '/api/category/:categoryId/leading-prices',
    query: ['numPassengers', 'cityIataCode'],
    dated: true,
    validate: check((q) => int(q, 'numPassengers', 1, 9, 2)),
    build: (ctx, p, q) =>
      categoryLeadingPrice(ctx, idOf(p.categoryId), int(q, 'numPassengers', 1, 9, 2), first(q.cityIataCode)),
    missing: unknownCategory,
  },
  {
    path: '/api/category/:categoryId/:departureCityId/prices',
    query: ['adults', 'children', 'babies', 'month', 'year'],
    dated: true,
    validate: check(pricesQuery),
    build: (ctx, p, q) => {
      const { pax, month } = pricesQuery(q);
      return dayPrices(ctx, idOf(p.categoryId), p.departureCityId ?? '', pax, month);
    },
    missing: unknownCategory,
  },
];

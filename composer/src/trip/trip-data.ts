/**
 * What every trip block reads: the page's canonical selection (its params), the product and the chosen
 * category. The product is the page's own call, memoised per request, so the blocks share it.
 */
import { type DeparturePoint, departurePoints, shouldFetchAirports } from '@waypoint/config';
import type { BlockType, SubmitAction, UpstreamCategory, UpstreamProductDetail } from '@waypoint/schemas';
import type { Dimension, ResolveArgs } from '../compose/types.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { type TripParams, tripHref } from './selection.ts';

export interface Trip {
  params: TripParams;
  product: UpstreamProductDetail;
  category: UpstreamCategory;
}

/** The cache dimensions of anything that depends on the trip and the page's language. */
export const TRIP: readonly Dimension[] = ['market', 'locale', 'param:productId', 'param:preview'];

/**
 * The whole selection, and what the page changed of the address: the dimensions of a block whose
 * choices are links, since each link carries every value of the selection (a link that changes the
 * category keeps the month).
 */
export const SELECTION: readonly Dimension[] = [
  'param:category',
  'param:city',
  'param:adults',
  'param:children',
  'param:babies',
  'param:month',
  'param:date',
  'param:adjusted',
];

export async function tripOf(
  args: Pick<ResolveArgs<BlockType>, 'params' | 'sources' | 'signal'>,
): Promise<Trip> {
  const params = args.params as unknown as TripParams;
  if (typeof params.productId !== 'number' || typeof params.category !== 'number') {
    throw new TypeError('a trip block is placed on a page that is not a trip page');
  }
  const product = await args.sources.product(params.productId, {
    signal: args.signal,
    ...(params.preview ? { type: 'preview' as const } : {}),
  });
  if (!product) throw new TypeError(`product ${params.productId} is gone`);
  const category = product.categories.find((c) => c.categoryId === params.category) ?? product.categories[0]!;
  return { params, product, category };
}

/**
 * Where a category departs from (buying-flow.md §3 "Departure point"): its airports, or the product's
 * cities when it is offline (§5: the airports call only with a category); none for a land-only product.
 * Land only is not among them unless the airports list carries it. A failing airports call throws.
 */
export async function departurePointsOf(
  trip: Pick<Trip, 'product' | 'category'>,
  args: { sources: DataSources; signal: AbortSignal },
): Promise<DeparturePoint[]> {
  const { product, category } = trip;
  if (product.isLandOnly) return [];
  const airports = shouldFetchAirports({ categoryId: category.categoryId, isOffline: product.isOffline })
    ? (await args.sources.categoryAirports(category.categoryId, { signal: args.signal })).content
        .availableAirports
    : [];
  return departurePoints(product, airports);
}

/** A choice of the page: the page with `change` made (a link), and the action that makes it. */
export function choice(
  trip: Pick<Trip, 'params' | 'product'>,
  change: Partial<TripParams>,
  action: SubmitAction,
) {
  return { href: tripHref(trip.product.url, trip.params, change), action };
}

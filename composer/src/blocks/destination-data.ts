/**
 * What the destination blocks and the page's meta read (storefront.md §2 destination pages): the page's
 * destination (its kind and id are page params), its landing data, memoised per request, and the trips
 * the list shows for the page's sort and page.
 */
import {
  type DestinationPage,
  destinationPage,
  destinationSortOf,
  sortDestinationTrips,
} from '@waypoint/config';
import type { BlockType, UpstreamDestinationLanding, UpstreamProductCard } from '@waypoint/schemas';
import type { Dimension, ResolveArgs } from '../compose/types.ts';
import type { DestinationKind } from '../pages/destination-routing.ts';

/** The cache dimensions of anything that shows the page's destination in the page's language. */
export const DESTINATION: readonly Dimension[] = ['market', 'locale', 'param:kind', 'param:id'];

export interface DestinationRef {
  kind: DestinationKind;
  id: number;
}

export function destinationOf(params: Record<string, unknown>): DestinationRef {
  const { kind, id } = params;
  if ((kind !== 'continent' && kind !== 'country' && kind !== 'region') || typeof id !== 'number' || id < 1) {
    throw new TypeError('a destination block is placed on a page that is not a destination page');
  }
  return { kind, id };
}

export async function landingOf(
  args: Pick<ResolveArgs<BlockType>, 'params' | 'sources' | 'signal'>,
): Promise<UpstreamDestinationLanding> {
  const { kind, id } = destinationOf(args.params);
  const landing = await args.sources.destinationLanding(kind, id, { signal: args.signal });
  if (!landing) throw new TypeError(`${kind} ${id} is gone`);
  return landing;
}

/** The trips on screen: the landing's trips in the page's sort order, the page's slice. */
export function tripsShown(
  landing: Pick<UpstreamDestinationLanding, 'products'>,
  params: Record<string, unknown>,
): DestinationPage<UpstreamProductCard> {
  const sort = destinationSortOf(typeof params['sort'] === 'string' ? params['sort'] : undefined);
  const page = typeof params['page'] === 'number' ? params['page'] : 1;
  return destinationPage(sortDestinationTrips(landing.products, sort), page);
}

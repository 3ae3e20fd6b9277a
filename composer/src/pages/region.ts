/** The region page (storefront.md §2 "/destination/region/[id]"), at its friendly `/{market}/{continent}/{region}`. */
import { definePage } from './define-page.ts';
import {
  type DestinationData,
  type DestinationPageParams,
  destinationPageParts,
} from './destination-page.ts';

export const region = definePage<DestinationPageParams, DestinationData>({
  kind: 'region',
  ...destinationPageParts('region'),
  experiments: ['ABC_PLPRevamp'],
});

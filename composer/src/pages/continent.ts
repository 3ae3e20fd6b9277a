/** The continent page (storefront.md §2 "/destination/continent/[id]"), at its friendly `/{market}/{continent}`. */
import { definePage } from './define-page.ts';
import {
  type DestinationData,
  type DestinationPageParams,
  destinationPageParts,
} from './destination-page.ts';

export const continent = definePage<DestinationPageParams, DestinationData>({
  kind: 'continent',
  ...destinationPageParts('continent'),
  experiments: ['ABC_PLPRevamp'],
});

/**
 * The country page (storefront.md §2 "/destination/country/[id]"), at its friendly
 * `/{market}/{continent}/{country}`; ABCountryPLPSearch adds the search, ABC_PLPRevamp picks the trip list.
 */
import { definePage } from './define-page.ts';
import {
  type DestinationData,
  type DestinationPageParams,
  destinationPageParts,
} from './destination-page.ts';

export const country = definePage<DestinationPageParams, DestinationData>({
  kind: 'country',
  ...destinationPageParts('country'),
  experiments: ['ABCountryPLPSearch', 'ABC_PLPRevamp'],
});

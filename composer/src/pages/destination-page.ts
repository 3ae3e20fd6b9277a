/**
 * One definition shape for the three destination pages (storefront.md §2 continent, country and region
 * pages): routing in destination-routing.ts, the landing data (and a country's facts) as the
 * page's calls, the layout of its kind, the meta of destination-meta.ts.
 */
import type { UpstreamCountryFacts, UpstreamDestinationLanding } from '@waypoint/schemas';
import type { PageDefinition } from './define-page.ts';
import { destinationMeta } from './destination-meta.ts';
import {
  type DestinationKind,
  type DestinationParams,
  destinationMatch,
  destinationResolve,
} from './destination-routing.ts';
import { sitePageData } from './site-data.ts';

/** Africa, Kenya and East Asia. */
const SAMPLE_IDS: Record<DestinationKind, number> = { continent: 1, country: 103, region: 204 };

export interface DestinationData {
  landing: UpstreamDestinationLanding;
  facts: UpstreamCountryFacts | null;
}

export type DestinationPageParams = DestinationParams & { readonly kind: DestinationKind };

/** Everything of a destination page's definition but its kind and experiments. */
export function destinationPageParts(kind: DestinationKind) {
  return {
    match(input) {
      const matched = destinationMatch(kind, input);
      if (!matched || !('params' in matched)) return matched;
      return { ...matched, params: { ...matched.params, kind } };
    },
    async resolve(args) {
      const resolved = await destinationResolve(kind, args);
      return resolved.kind === 'page' ? { ...resolved, params: { ...resolved.params, kind } } : resolved;
    },
    layoutKey: () => kind,
    // A destination sold in every market; its id path answers 301 to the friendly one, followed once.
    samplePath: (key, { market }) =>
      key === kind ? `/${market}/destination/${kind}/${SAMPLE_IDS[kind]}` : null,
    scope: 'shared',
    async prefetch({ params, sources, signal }) {
      const [landing, facts] = await Promise.all([
        sources.destinationLanding(kind, params.id, { signal }),
        kind === 'country' ? sources.countryFacts(params.id, { signal }) : null,
        sitePageData(sources),
      ]);
      if (!landing) throw new TypeError(`${kind} ${params.id} disappeared while the page was composed`);
      return { landing, facts };
    },
    meta: ({ ctx, t, params, data }) => destinationMeta(ctx, t, params, data.landing),
  } satisfies Omit<PageDefinition<DestinationPageParams, DestinationData>, 'kind'>;
}

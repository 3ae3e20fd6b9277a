import { z } from 'zod';
import { SubmitAction } from '../actions.ts';
import { Link, TripCard, TripCardLabels } from '../common.ts';
import { defineBlock } from '../define-block.ts';

/** A choice of the results (a sort, a page): a real link, and the action that patches the page instead. */
export const SearchResultsChoice = z
  .object({
    label: z.string(),
    href: z.string().min(1).describe('The results page with this choice made'),
    action: SubmitAction,
  })
  .meta({ id: 'SearchResultsChoice' });

/**
 * The trips a search found (storefront.md §2 "/search-results/search-results", §7 "Search"): the count,
 * the sort options, the trip cards and the paging, every choice a link to the page with it made (the
 * runtime runs its action instead). Nothing found: the empty state with suggested destinations.
 */
export const SearchResultsProps = z
  .object({
    title: z.string().describe('The page heading (h1)'),
    summary: z.string().describe("'6 trips', read out when the results change"),
    sort: z.object({
      label: z.string(),
      options: z.array(SearchResultsChoice.extend({ selected: z.boolean() })).min(1),
    }),
    cards: z.array(TripCard),
    labels: TripCardLabels,
    pagination: z
      .object({
        label: z.string(),
        status: z.string().describe("'Page 2 of 5'"),
        previous: SearchResultsChoice.nullable(),
        next: SearchResultsChoice.nullable(),
      })
      .nullable()
      .describe('Absent with a single page'),
    empty: z
      .object({
        title: z.string(),
        text: z.string(),
        suggestionsTitle: z.string(),
        suggestions: z.array(Link),
        clear: Link.nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'SearchResultsProps' });
export type SearchResultsProps = z.infer<typeof SearchResultsProps>;

export const SearchResultsConfig = z.strictObject({}).meta({ id: 'SearchResultsConfig' });

export const SearchResultsDefinition = defineBlock({
  type: 'SearchResults',
  props: SearchResultsProps,
  config: SearchResultsConfig,
  region: 'main',
  pageKinds: ['searchResults'],
  label: 'Search results',
  description: 'The trips found, with their count, sorting and paging; suggestions when none is found.',
  interactive: { hydrate: 'visible' },
});

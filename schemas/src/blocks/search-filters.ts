import { z } from 'zod';
import { SubmitAction } from '../actions.ts';
import { Link } from '../common.ts';
import { defineBlock } from '../define-block.ts';

export const SearchFilterOption = z
  .object({
    value: z.string().describe("The query value; '' is 'any'"),
    label: z.string(),
    selected: z.boolean(),
    disabled: z.boolean().describe('No trip matches with the other filters (0 in its facet)'),
  })
  .meta({ id: 'SearchFilterOption' });

export const SearchFilterSelect = z
  .object({
    name: z.string().describe('The query parameter it sets'),
    label: z.string(),
    options: z.array(SearchFilterOption).min(1),
  })
  .meta({ id: 'SearchFilterSelect' });

export const SearchFilterInput = z
  .object({ name: z.string(), label: z.string(), value: z.string(), placeholder: z.string() })
  .meta({ id: 'SearchFilterInput' });

/**
 * The search's query and filters (storefront.md §2 "/search-results/search-results", §7 "Search"):
 * destination, duration, departure month and price range. Without JavaScript a GET form to the page
 * (`action`), each field named as its query parameter; with it, the `submit` action with the fields'
 * values (a select applies at once), answering the patch, the new address and `filter_applied`.
 */
export const SearchFiltersProps = z
  .object({
    title: z.string(),
    action: z.string().min(1).describe('The results page the form gets (its fields are the query)'),
    hidden: z
      .array(z.object({ name: z.string(), value: z.string() }))
      .describe('Kept as they are when the filters change (the sort)'),
    query: SearchFilterInput,
    destination: SearchFilterSelect,
    duration: SearchFilterSelect,
    month: SearchFilterSelect,
    price: z.object({
      legend: z.string(),
      hint: z.string().nullable().describe("'From $339 to $5,989': the range of the trips found"),
      min: SearchFilterInput,
      max: SearchFilterInput,
    }),
    submitLabel: z.string(),
    clear: Link.nullable().describe('Every filter off, the text query kept'),
    submit: SubmitAction,
  })
  .meta({ id: 'SearchFiltersProps' });
export type SearchFiltersProps = z.infer<typeof SearchFiltersProps>;

export const SearchFiltersConfig = z.strictObject({}).meta({ id: 'SearchFiltersConfig' });

export const SearchFiltersDefinition = defineBlock({
  type: 'SearchFilters',
  props: SearchFiltersProps,
  config: SearchFiltersConfig,
  region: 'main',
  pageKinds: ['searchResults'],
  label: 'Search filters',
  description: 'The search text and its filters: destination, duration, month and price range.',
  interactive: { hydrate: 'load' },
});

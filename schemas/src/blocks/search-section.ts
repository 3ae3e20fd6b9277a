import { z } from 'zod';
import { Breakpoint, Link } from '../common.ts';
import { defineBlock } from '../define-block.ts';

export const SearchSectionProps = z
  .object({
    placement: z
      .enum(['hero', 'section'])
      .describe("'hero': overlaid inside the hero; 'section': its own section (storefront.md §2 Search)."),
    size: z
      .enum(['large', 'medium'])
      .describe('Size on laptop and up; smaller screens always get the medium search button.'),
    minBreakpoint: Breakpoint.describe('The block is shown from this breakpoint up.'),
    title: z.string().nullable(),
    placeholder: z.string(),
    buttonLabel: z.string(),
    action: z.string().describe('Search results path the form submits to'),
    suggestions: z.array(Link),
  })
  .meta({ id: 'SearchSectionProps' });
export type SearchSectionProps = z.infer<typeof SearchSectionProps>;

export const SearchSectionConfig = z.strictObject({}).meta({ id: 'SearchSectionConfig' });

export const SearchSectionDefinition = defineBlock({
  type: 'SearchSection',
  props: SearchSectionProps,
  config: SearchSectionConfig,
  region: 'main',
  pageKinds: ['home', 'landing', 'country', 'searchResults'],
  label: 'Search',
  description: 'The destination search box with suggestions.',
});

import { z } from 'zod';
import { Breakpoint, Link } from '../common.ts';

export const SearchSectionProps = z
  .object({
    /** 'hero': overlaid inside the hero; 'section': its own section (storefront.md §2 Search). */
    placement: z.enum(['hero', 'section']),
    /** Size on laptop and up; smaller screens always get the medium search button. */
    size: z.enum(['large', 'medium']),
    /** The block is shown from this breakpoint up. */
    minBreakpoint: Breakpoint,
    title: z.string().nullable(),
    placeholder: z.string(),
    buttonLabel: z.string(),
    action: z.string().describe('Search results path the form submits to'),
    suggestions: z.array(Link),
  })
  .meta({ id: 'SearchSectionProps' });
export type SearchSectionProps = z.infer<typeof SearchSectionProps>;

export const SearchSectionConfig = z.strictObject({}).meta({ id: 'SearchSectionConfig' });

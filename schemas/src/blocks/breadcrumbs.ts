import { z } from 'zod';
import { defineBlock } from '../define-block.ts';

/** The trail from the home page to this page (buying-flow.md §2: a breadcrumb, title and link for each entry). */
export const BreadcrumbsProps = z
  .object({
    label: z.string().describe('What the navigation landmark is called, e.g. "Breadcrumb"'),
    items: z
      .array(
        z.object({ title: z.string(), href: z.string().nullable().describe('Null for the current page') }),
      )
      .min(1),
  })
  .meta({ id: 'BreadcrumbsProps' });
export type BreadcrumbsProps = z.infer<typeof BreadcrumbsProps>;

export const BreadcrumbsConfig = z.strictObject({}).meta({ id: 'BreadcrumbsConfig' });

export const BreadcrumbsDefinition = defineBlock({
  type: 'Breadcrumbs',
  props: BreadcrumbsProps,
  config: BreadcrumbsConfig,
  region: 'main',
  pageKinds: ['product'],
  label: 'Breadcrumb',
  description: 'The trail of links from the home page to this page (home, continent, country, trip).',
});

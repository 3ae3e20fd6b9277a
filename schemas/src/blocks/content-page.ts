import { z } from 'zod';
import { defineBlock } from '../define-block.ts';

/** A titled part of a content page; `id` is its anchor (`#conditions-travel-credit`). */
export const ContentSection = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
    title: z.string(),
    html: z.string().describe('Sanitised HTML'),
  })
  .meta({ id: 'ContentSection' });
export type ContentSection = z.infer<typeof ContentSection>;

/**
 * A generic content or legal page (storefront.md §2 "Per-market legal and help paths", §7 generic pages):
 * its breadcrumb, title, intro, sections with anchors, and on legal pages a table of contents and the date
 * of the text.
 */
export const ContentPageProps = z
  .object({
    variant: z.enum(['legal', 'info', 'collection']),
    breadcrumbs: z.object({
      label: z.string().describe('What the navigation landmark is called, e.g. "Breadcrumb"'),
      items: z
        .array(z.object({ title: z.string(), href: z.string().nullable().describe('Null for this page') }))
        .min(1),
    }),
    title: z.string(),
    introHtml: z.string().nullable().describe('Sanitised HTML'),
    updated: z
      .object({ date: z.iso.date(), label: z.string().describe("'Last updated: 1 March 2025', translated") })
      .nullable(),
    /** Another version of the text (the terms of 2022, or back to the current terms). */
    version: z.object({ href: z.string().min(1), label: z.string() }).nullable(),
    toc: z
      .object({ title: z.string(), items: z.array(z.object({ id: z.string(), title: z.string() })).min(1) })
      .nullable(),
    sections: z.array(ContentSection),
  })
  .meta({ id: 'ContentPageProps' });
export type ContentPageProps = z.infer<typeof ContentPageProps>;

export const ContentPageConfig = z
  .strictObject({
    tableOfContents: z.boolean().default(true).describe('Show the table of contents on legal pages.'),
  })
  .meta({ id: 'ContentPageConfig' });

export const ContentPageDefinition = defineBlock({
  type: 'ContentPage',
  props: ContentPageProps,
  config: ContentPageConfig,
  region: 'main',
  pageKinds: ['content'],
  label: 'Content page',
  description: 'The text of a content or legal page: breadcrumb, title, table of contents and sections.',
});

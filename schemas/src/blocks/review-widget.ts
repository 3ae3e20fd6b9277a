import { z } from 'zod';
import { defineBlock } from '../define-block.ts';

/** The third-party review widget (storefront.md §9 Review widget). */
export const ReviewWidgetProps = z
  .object({
    title: z.string(),
    stars: z.array(z.number().int().min(1).max(5)).min(1),
    tag: z.string().describe("'Approved_for_web_<market>'"),
    language: z.string(),
  })
  .meta({ id: 'ReviewWidgetProps' });
export type ReviewWidgetProps = z.infer<typeof ReviewWidgetProps>;

export const ReviewWidgetConfig = z
  .strictObject({ stars: z.array(z.number().int().min(1).max(5)).min(1).default([4, 5]) })
  .meta({ id: 'ReviewWidgetConfig' });

export const ReviewWidgetDefinition = defineBlock({
  type: 'ReviewWidget',
  props: ReviewWidgetProps,
  config: ReviewWidgetConfig,
  region: 'main',
  pageKinds: ['home', 'landing', 'product', 'country', 'region', 'continent', 'bestPriceGuarantee'],
  label: 'Reviews',
  description: "Travellers' reviews from the review service, by star rating.",
});

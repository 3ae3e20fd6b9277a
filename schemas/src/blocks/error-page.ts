import { z } from 'zod';
import { Link } from '../common.ts';
import { defineBlock } from '../define-block.ts';

/** Body of the /{market}/404 and /{market}/500 pages (storefront.md §2 Page routes, §8). */
export const ErrorPageProps = z
  .object({
    statusCode: z.union([z.literal(404), z.literal(500)]),
    title: z.string(),
    message: z.string(),
    cta: Link,
  })
  .meta({ id: 'ErrorPageProps' });
export type ErrorPageProps = z.infer<typeof ErrorPageProps>;

export const ErrorPageConfig = z
  .strictObject({ statusCode: z.union([z.literal(404), z.literal(500)]).default(404) })
  .meta({ id: 'ErrorPageConfig' });

export const ErrorPageDefinition = defineBlock({
  type: 'ErrorPage',
  props: ErrorPageProps,
  config: ErrorPageConfig,
  region: 'main',
  pageKinds: ['error'],
  label: 'Error page',
  description: 'The body of the 404 and 500 pages.',
});

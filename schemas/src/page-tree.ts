/** The PageTree envelope of ARCHITECTURE.md "The wire contract". */
import { z } from 'zod';
import { Block } from './block.ts';
import { PageContext } from './context.ts';
import { PageKind } from './page-kinds.ts';

export const SCHEMA_VERSION = 1 as const;

export const Breadcrumb = z.object({ title: z.string(), link: z.string() }).meta({ id: 'Breadcrumb' });

export const Alternate = z
  .object({ hreflang: z.string(), href: z.string() })
  .meta({ id: 'Alternate', description: 'hreflang alternate of the page in another language of the market' });

/** schema.org JSON-LD objects (storefront.md §3 "Trip card as read for structured data"). */
export const StructuredData = z.record(z.string(), z.unknown()).meta({ id: 'StructuredData' });

export const PageMeta = z
  .object({
    kind: PageKind,
    path: z.string(),
    canonical: z.string(),
    title: z.string(),
    description: z.string().optional(),
    noindex: z.boolean(),
    layout: z.enum(['default', 'none']),
    breadcrumbs: z.array(Breadcrumb),
    alternates: z.array(Alternate).optional(),
    structuredData: z.array(StructuredData),
    paymentForms: z
      .boolean()
      .optional()
      .describe(
        "The page carries a payment provider's form (the checkout's payment step, the part payment): a web client allows the providers' origins as form targets on it.",
      ),
    favicon: z.string().optional(),
    theme: z
      .record(z.string(), z.string())
      .optional()
      .describe("Affiliate theme as CSS custom property values (name without '--' to value)."),
  })
  .meta({ id: 'PageMeta' });
export type PageMeta = z.infer<typeof PageMeta>;

export const Regions = z
  .object({
    header: z.array(Block),
    main: z.array(Block),
    footer: z.array(Block),
    overlays: z.array(Block),
  })
  .meta({ id: 'Regions' });
export type Regions = z.infer<typeof Regions>;

/** A placement of the layout that produced no block, and the rule that left it out. */
export const ExcludedPlacement = z
  .object({
    placementId: z.string(),
    blockType: z.string(),
    rule: z
      .string()
      .describe("e.g. 'audience.markets', 'schedule.from', 'schedule.until', 'resolver', 'deadline'"),
    reason: z.string(),
  })
  .meta({ id: 'ExcludedPlacement' });
export type ExcludedPlacement = z.infer<typeof ExcludedPlacement>;

export const PageExplain = z
  .object({
    layoutId: z.string(),
    layoutName: z.string().optional(),
    version: z.number().int(),
    scope: z.record(z.string(), z.unknown()),
    asOf: z.string(),
    excluded: z.array(ExcludedPlacement),
    note: z
      .string()
      .optional()
      .describe('Preview only: why travellers with this audience see another layout.'),
  })
  .meta({ id: 'PageExplain', description: 'Present only with ?explain=1 for signed-in studio users' });
export type PageExplain = z.infer<typeof PageExplain>;

export const PageTree = z
  .object({
    schemaVersion: z.literal(SCHEMA_VERSION),
    page: PageMeta,
    context: PageContext,
    regions: Regions,
    explain: PageExplain.optional(),
  })
  .meta({ id: 'PageTree', description: 'A composed page: GET /v1/pages/<site path>' });
export type PageTree = z.infer<typeof PageTree>;

/** Error body of the page API (4xx/5xx that are not redirects). */
export const ApiError = z
  .object({ statusCode: z.number().int(), code: z.string(), message: z.string() })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof ApiError>;

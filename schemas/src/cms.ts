/** Content-store documents: layouts of placements, with audience rules and schedules. */
import { z } from 'zod';
import { BLOCK_CONFIG_SCHEMAS, BlockType } from './block.ts';
import { Device, ExperimentVariant, Market, SiteKind } from './context.ts';

export const PageKey = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9-]*(:[a-z0-9-]+)*$/)
  .meta({ id: 'PageKey' });

/** Every field is an AND; an absent field matches everyone. */
export const AudienceRule = z
  .strictObject({
    markets: z.array(Market).min(1).optional(),
    siteKinds: z.array(SiteKind).min(1).optional(),
    devices: z.array(Device).min(1).optional(),
    affiliates: z.array(z.number().int().positive()).min(1).optional(),
    experiment: z
      .strictObject({ name: z.string().min(1), variants: z.array(ExperimentVariant).min(1) })
      .optional(),
  })
  .meta({ id: 'AudienceRule' });
export type AudienceRule = z.infer<typeof AudienceRule>;

/** An IANA time zone name that this runtime knows, e.g. 'Europe/Madrid'. */
export const TimeZone = z
  .string()
  .min(1)
  .max(64)
  .refine(isTimeZone, { message: 'Unknown time zone' })
  .meta({ id: 'TimeZone', description: 'IANA time zone name, e.g. Europe/Madrid' });

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * `from` and `until` are instants (with their offset) and decide; `timeZone` is the zone staff entered
 * them in, so the studio shows them as entered.
 */
export const ScheduleWindow = z
  .strictObject({
    from: z.iso.datetime({ offset: true }).nullable().default(null),
    until: z.iso.datetime({ offset: true }).nullable().default(null),
    timeZone: TimeZone.optional(),
  })
  .refine((s) => s.from === null || s.until === null || Date.parse(s.from) < Date.parse(s.until), {
    message: 'the window must end after it starts',
    path: ['until'],
  })
  .meta({ id: 'ScheduleWindow' });
export type ScheduleWindow = z.infer<typeof ScheduleWindow>;

export const Placement = z
  .strictObject({
    id: z.string().min(1),
    blockType: BlockType,
    config: z.record(z.string(), z.unknown()),
    audience: AudienceRule.default({}),
    schedule: ScheduleWindow.default({ from: null, until: null }),
  })
  .superRefine((p, ctx) => {
    const parsed = BLOCK_CONFIG_SCHEMAS[p.blockType].safeParse(p.config);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ ...issue, path: ['config', ...issue.path] } as never);
      }
    }
  })
  .meta({ id: 'Placement' });
export type Placement = z.infer<typeof Placement>;

export const LayoutScope = z
  .strictObject({
    pageKey: PageKey,
    market: Market.nullable(),
    affiliateId: z.number().int().positive().nullable(),
    siteKind: SiteKind.nullable(),
  })
  .meta({ id: 'LayoutScope', description: 'null matches any value' });
export type LayoutScope = z.infer<typeof LayoutScope>;

/** `home`, or `landing:<slug>` for a landing page at /landingPage/<slug>. */
export const LandingSlug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens, e.g. summer-sale')
  .meta({ id: 'LandingSlug' });

export const PublishedLayout = z
  .object({
    layoutId: z.string(),
    name: z.string().optional().describe("Staff's name for the layout; a landing page's title."),
    version: z.number().int().positive(),
    scope: LayoutScope,
    placements: z.array(Placement),
    publishedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PublishedLayout' });
export type PublishedLayout = z.infer<typeof PublishedLayout>;

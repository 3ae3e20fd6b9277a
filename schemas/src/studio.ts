/**
 * The studio API (`/studio/api`), the contract between the composer and the studio editor. The
 * OpenAPI document at `/studio/api/openapi.json` is generated from these schemas.
 *
 * Concurrency: every layout and every user carries a `revision`; its ETag is `"<revision>"`. Each write
 * to an existing resource needs `If-Match` with the ETag the writer last read: a stale one answers 412
 * (with the current state) and changes nothing, a missing one 428.
 */
import { z } from 'zod';
import { BlockType } from './block.ts';
import { LayoutScope, Placement, TimeZone } from './cms.ts';
import { Device, ExperimentVariant, Market, SiteKind } from './context.ts';
import { REGIONS } from './define-block.ts';
import { PageKind } from './page-kinds.ts';

const Iso = z.iso.datetime({ offset: true });
const Id = z.string().min(1).max(128);

// ---------------------------------------------------------------- users, roles, sessions

/**
 * The session cookie's names: `__Host-` prefixed over HTTPS (browsers refuse the prefix without Secure),
 * plain over HTTP. HttpOnly, so only servers read them: the composer, and the studio's shell, which
 * tells the app whether a session may exist before it asks.
 */
export const STUDIO_SESSION_COOKIE = { https: '__Host-waypoint_studio', http: 'waypoint_studio' } as const;

export const STUDIO_ROLES = ['viewer', 'editor', 'publisher', 'admin'] as const;
/** viewer reads; editor edits drafts; publisher publishes, rolls back and schedules; admin manages users. */
export const StudioRole = z.enum(STUDIO_ROLES).meta({ id: 'StudioRole' });
export type StudioRole = z.infer<typeof StudioRole>;

/** A user's reach: null means every market (every affiliate); a list limits it to those. */
export const StudioScope = z
  .object({
    markets: z.array(Market).min(1).nullable(),
    affiliates: z
      .array(z.number().int().positive())
      .min(1)
      .nullable()
      .describe('Market-wide layouts (no affiliate) count as affiliate 1, the main site.'),
  })
  .meta({ id: 'StudioScope' });
export type StudioScope = z.infer<typeof StudioScope>;

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter an e-mail address such as name@example.com' }));

/** At least 12 characters (NIST SP 800-63B: length over composition rules). */
export const NewPassword = z
  .string()
  .min(12, 'Use at least 12 characters')
  .max(1024, 'Use at most 1024 characters');

export const StudioUser = z
  .object({
    id: Id,
    email: z.string(),
    role: StudioRole,
    markets: StudioScope.shape.markets,
    affiliates: StudioScope.shape.affiliates,
    disabled: z.boolean(),
    createdAt: Iso,
    createdBy: z.string(),
    revision: z.number().int().positive(),
  })
  .meta({ id: 'StudioUser' });
export type StudioUser = z.infer<typeof StudioUser>;

export const SessionRequest = z
  .strictObject({ email: z.string().max(254), password: z.string().min(1).max(1024) })
  .meta({ id: 'SessionRequest' });
export type SessionRequest = z.infer<typeof SessionRequest>;

/** Send `csrfToken` as the `X-CSRF-Token` header on every state-changing request. */
export const SessionResponse = z
  .object({ user: StudioUser, csrfToken: z.string(), expiresAt: Iso })
  .meta({ id: 'SessionResponse' });
export type SessionResponse = z.infer<typeof SessionResponse>;

export const CreateUserRequest = z
  .strictObject({
    email: Email,
    password: NewPassword,
    role: StudioRole,
    markets: StudioScope.shape.markets.default(null),
    affiliates: StudioScope.shape.affiliates.default(null),
  })
  .meta({ id: 'CreateUserRequest' });
export type CreateUserRequest = z.infer<typeof CreateUserRequest>;

export const UpdateUserRequest = z
  .strictObject({
    role: StudioRole.optional(),
    markets: StudioScope.shape.markets.optional(),
    affiliates: StudioScope.shape.affiliates.optional(),
    disabled: z.boolean().optional(),
    password: NewPassword.optional(),
  })
  .meta({ id: 'UpdateUserRequest' });
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

export const UserList = z.object({ users: z.array(StudioUser) }).meta({ id: 'UserList' });
export type UserList = z.infer<typeof UserList>;

// ---------------------------------------------------------------- errors

export const FieldError = z
  .object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })
  .meta({ id: 'FieldError' });
export type FieldError = z.infer<typeof FieldError>;

/** Every studio error: a stable code (docs/errors.md), a message for people, field errors on 400. */
export const StudioError = z
  .object({
    statusCode: z.number().int(),
    code: z.string(),
    message: z.string(),
    errors: z.array(FieldError).optional(),
  })
  .meta({ id: 'StudioError' });
export type StudioError = z.infer<typeof StudioError>;

// ---------------------------------------------------------------- block palette

export const BlockTypeInfo = z
  .object({
    type: BlockType,
    label: z.string(),
    description: z.string(),
    region: z.enum(REGIONS),
    pageKinds: z.array(PageKind).describe('The page kinds whose layouts may place this block type'),
    configSchema: z
      .record(z.string(), z.unknown())
      .describe("JSON Schema (draft 2020-12) of the block's CMS config, generated from its zod schema."),
    defaultConfig: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'BlockTypeInfo' });
export type BlockTypeInfo = z.infer<typeof BlockTypeInfo>;

export const BlockTypeList = z.object({ blockTypes: z.array(BlockTypeInfo) }).meta({ id: 'BlockTypeList' });
export type BlockTypeList = z.infer<typeof BlockTypeList>;

// ---------------------------------------------------------------- layouts

export const LayoutSummary = z
  .object({
    id: Id,
    name: z.string(),
    scope: LayoutScope,
    path: z
      .string()
      .describe(
        "The site path a traveller opens, e.g. '/es' or '/es/landingPage/summer-sale'; for a layout that serves many pages (every trip of a market), their address pattern.",
      ),
    previewTrip: z
      .boolean()
      .describe(
        'The layout serves every trip page of its market: its preview shows one trip, picked by number.',
      ),
    createdAt: Iso,
    createdBy: z.string(),
    publishedVersion: z.number().int().positive().nullable().describe('Null while never published.'),
    revision: z.number().int().positive(),
    draftUpdatedAt: Iso.nullable(),
    draftUpdatedBy: z.string().nullable(),
    unpublishedChanges: z.boolean().describe('The draft differs from the published version.'),
    pendingSchedules: z.number().int().nonnegative(),
  })
  .meta({ id: 'LayoutSummary' });
export type LayoutSummary = z.infer<typeof LayoutSummary>;

export const LayoutList = z.object({ layouts: z.array(LayoutSummary) }).meta({ id: 'LayoutList' });

/** A layout with its draft (the published placements when nothing was edited yet). */
export const LayoutDetail = z
  .object({ layout: LayoutSummary, placements: z.array(Placement) })
  .meta({ id: 'LayoutDetail' });
export type LayoutDetail = z.infer<typeof LayoutDetail>;

export const CreateLayoutRequest = z
  .strictObject({
    scope: LayoutScope,
    name: z.string().trim().min(1, 'Give the page a name').max(120),
    copyFrom: Id.optional().describe(
      "Start as a copy of this layout's draft (a partner's layout from the market's).",
    ),
  })
  .meta({ id: 'CreateLayoutRequest' });
export type CreateLayoutRequest = z.infer<typeof CreateLayoutRequest>;

/** Placements are checked by the store, which answers 400 with field errors such as `[2, 'config', 'maxCards']`. */
export const SaveDraftRequest = z
  .strictObject({ placements: z.array(z.unknown()).max(200) })
  .meta({ id: 'SaveDraftRequest' });
export type SaveDraftRequest = z.infer<typeof SaveDraftRequest>;

/** 412: the layout changed since the writer read it; `current` is what it is now. */
export const ConflictResponse = StudioError.extend({ current: LayoutDetail }).meta({
  id: 'ConflictResponse',
});
export type ConflictResponse = z.infer<typeof ConflictResponse>;

export const PublishRequest = z
  .strictObject({ note: z.string().trim().max(500).optional() })
  .meta({ id: 'PublishRequest' });
export type PublishRequest = z.infer<typeof PublishRequest>;

export const RollbackRequest = z
  .strictObject({ version: z.number().int().positive() })
  .meta({ id: 'RollbackRequest' });
export type RollbackRequest = z.infer<typeof RollbackRequest>;

export const PublishResponse = z
  .object({ version: z.number().int().positive(), layout: LayoutSummary })
  .meta({ id: 'PublishResponse' });
export type PublishResponse = z.infer<typeof PublishResponse>;

export const VersionSummary = z
  .object({
    version: z.number().int().positive(),
    publishedAt: Iso,
    publishedBy: z.string(),
    note: z.string().nullable(),
    placementCount: z.number().int().nonnegative(),
    current: z.boolean().describe('Live now.'),
    rollbackOf: z.number().int().positive().nullable().describe('A rollback copies this earlier version.'),
  })
  .meta({ id: 'VersionSummary' });
export type VersionSummary = z.infer<typeof VersionSummary>;

export const VersionList = z.object({ versions: z.array(VersionSummary) }).meta({ id: 'VersionList' });

export const VersionDetail = VersionSummary.extend({ placements: z.array(Placement) }).meta({
  id: 'VersionDetail',
});
export type VersionDetail = z.infer<typeof VersionDetail>;

/** One change between two placement lists, in words a marketer reads ('summary'). */
export const DiffChange = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('added'),
      placementId: z.string(),
      blockType: z.string(),
      index: z.number().int(),
    }),
    z.object({
      kind: z.literal('removed'),
      placementId: z.string(),
      blockType: z.string(),
      index: z.number().int(),
    }),
    z.object({
      kind: z.literal('moved'),
      placementId: z.string(),
      blockType: z.string(),
      from: z.number().int(),
      to: z.number().int(),
    }),
    z.object({
      kind: z.literal('changed'),
      placementId: z.string(),
      blockType: z.string(),
      path: z
        .array(z.union([z.string(), z.number()]))
        .describe("e.g. ['config', 'maxCards'] or ['schedule', 'from']"),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ])
  .and(z.object({ summary: z.string() }))
  .meta({ id: 'DiffChange' });
export type DiffChange = z.infer<typeof DiffChange>;

/** `from` / `to`: a version number, or 'draft'. */
export const DiffRef = z.union([z.number().int().positive(), z.literal('draft')]);
export type DiffRef = z.infer<typeof DiffRef>;

export const LayoutDiff = z
  .object({ from: DiffRef, to: DiffRef, changes: z.array(DiffChange) })
  .meta({ id: 'LayoutDiff' });
export type LayoutDiff = z.infer<typeof LayoutDiff>;

// ---------------------------------------------------------------- scheduled publishing

export const ScheduleRequest = z
  .strictObject({
    at: Iso.describe('The instant, with its offset.'),
    timeZone: TimeZone.describe('The zone staff picked it in (shown back to them).'),
    note: z.string().trim().max(500).optional(),
  })
  .meta({ id: 'ScheduleRequest' });
export type ScheduleRequest = z.infer<typeof ScheduleRequest>;

/** A scheduled publication publishes the draft as it was when it was scheduled. */
export const ScheduledPublication = z
  .object({
    id: Id,
    layoutId: Id,
    at: Iso,
    timeZone: z.string(),
    note: z.string().nullable(),
    createdAt: Iso,
    createdBy: z.string(),
    status: z.enum(['pending', 'published', 'cancelled', 'failed']),
    version: z.number().int().positive().nullable().describe('The version it created, once published.'),
    firedAt: Iso.nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'ScheduledPublication' });
export type ScheduledPublication = z.infer<typeof ScheduledPublication>;

export const ScheduleList = z
  .object({ schedules: z.array(ScheduledPublication) })
  .meta({ id: 'ScheduleList' });

// ---------------------------------------------------------------- preview

/** Who the preview is for: any market, affiliate, site kind, device, experiment variants and moment. */
export const PreviewAudience = z
  .object({
    market: Market,
    affiliateId: z.coerce
      .number()
      .int()
      .positive()
      .optional()
      .describe("Default: the site kind's own affiliate (1 on the main site)."),
    siteKind: SiteKind.default('main'),
    device: Device.default('desktop'),
    productId: z.coerce
      .number()
      .int()
      .positive()
      .optional()
      .describe('Trip pages: the trip to preview the layout with (default: a sample trip of the market).'),
    asOf: Iso.optional().describe('Render as of this instant (schedules, promotions). Default: now.'),
    experiments: z
      .string()
      .max(1000)
      .regex(/^([A-Za-z0-9_-]+:v[1-3])(,[A-Za-z0-9_-]+:v[1-3])*$/)
      .optional()
      .describe('Forced experiment variants, as `name:variant` pairs separated by commas.'),
  })
  .meta({ id: 'PreviewAudience' });
export type PreviewAudience = z.infer<typeof PreviewAudience>;

export const ExperimentChoice = z.object({ name: z.string(), variants: z.array(ExperimentVariant) });

/** The values the preview and audience pickers offer. */
export const StudioOptions = z
  .object({
    markets: z.array(Market),
    siteKinds: z.array(SiteKind),
    devices: z.array(Device),
    affiliates: z.array(
      z.object({ id: z.number().int(), name: z.string(), siteKind: SiteKind, host: z.string() }),
    ),
    experiments: z.array(ExperimentChoice),
    timeZones: z.array(z.object({ market: Market, timeZone: z.string() })),
  })
  .meta({ id: 'StudioOptions' });
export type StudioOptions = z.infer<typeof StudioOptions>;

// ---------------------------------------------------------------- audit

export const AuditRecord = z
  .object({
    id: z.number().int(),
    at: Iso,
    actor: z.string().describe("The user's e-mail, or 'scheduler', or 'anonymous' for failed sign-ins."),
    action: z.string(),
    outcome: z.enum(['ok', 'denied', 'failed']),
    layoutId: z.string().nullable(),
    version: z.number().int().nullable(),
    ip: z.string().nullable().describe('Client address.'),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditRecord' });
export type AuditRecord = z.infer<typeof AuditRecord>;

export const AuditList = z.object({ entries: z.array(AuditRecord) }).meta({ id: 'AuditList' });

// ---------------------------------------------------------------- the published contract

/**
 * Every request body (and the preview's query) of the studio API, for the generated JSON Schema and
 * TypeScript declarations (schemas/json/studio-api-requests.schema.json). The routes name each one.
 */
export const StudioApiRequest = z.union([
  SessionRequest,
  CreateUserRequest,
  UpdateUserRequest,
  CreateLayoutRequest,
  SaveDraftRequest,
  PublishRequest,
  RollbackRequest,
  ScheduleRequest,
  PreviewAudience,
]);

/** Every answer body of the studio API (schemas/json/studio-api-responses.schema.json). */
export const StudioApiResponse = z.union([
  SessionResponse,
  StudioUser,
  UserList,
  StudioError,
  BlockTypeList,
  StudioOptions,
  LayoutList,
  LayoutDetail,
  ConflictResponse,
  PublishResponse,
  VersionList,
  VersionDetail,
  LayoutDiff,
  ScheduledPublication,
  ScheduleList,
  AuditList,
]);

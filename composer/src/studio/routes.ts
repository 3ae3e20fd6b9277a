/**
 * The studio API under /studio/api (issue 4; contract in schemas/src/studio.ts): layouts and their
 * drafts, versions, diffs, scheduled publications and previews, users and the audit log. Sign-in,
 * sessions, CSRF and permissions come from ./auth; every write needs If-Match (./etag.ts) and is
 * audited by the store in the same transaction; every denial is audited by ./auth.
 */
import {
  CmsError,
  CmsValidationError,
  type ContentStore,
  diffPlacements,
  type PublishResult,
} from '@waypoint/cms-adapter';
import {
  AuditList,
  BlockTypeList,
  ConflictResponse,
  CreateLayoutRequest,
  CreateUserRequest,
  type DiffRef,
  LayoutDetail,
  LayoutDiff,
  LayoutList,
  type LayoutScope,
  PageTree,
  type Placement,
  PreviewAudience,
  PublishRequest,
  PublishResponse,
  RollbackRequest,
  SaveDraftRequest,
  ScheduledPublication,
  ScheduleList,
  ScheduleRequest,
  StudioError,
  StudioOptions,
  StudioUser,
  UpdateUserRequest,
  UserList,
  VersionDetail,
  VersionList,
} from '@waypoint/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Errors } from '../errors.ts';
import { assertReach, requirePermission } from './auth/index.ts';
import { etagOf, expectedRevision, parseIfMatch } from './etag.ts';
import { studioOptions } from './options.ts';
import { blockTypeInfos } from './palette.ts';
import { previewRequest, previewSite, servedLayoutNote } from './preview-input.ts';

export const STUDIO_API = '/studio/api';

export interface StudioRoutesOptions {
  content: ContentStore;
  baseDomain: string;
  now: () => Date;
  /** Publishing and rollback also invalidate the cache on every instance. */
  invalidate(result: PublishResult): Promise<void>;
}

const LayoutParams = z.object({ id: z.string().min(1).max(64) });
const VersionParams = LayoutParams.extend({ version: z.coerce.number().int().positive() });
const ScheduleParams = LayoutParams.extend({ sid: z.string().min(1).max(64) });
const UserParams = z.object({ id: z.string().min(1).max(64) });
const DiffQuery = z.object({
  from: z.union([z.literal('draft'), z.coerce.number().int().positive()]),
  to: z.union([z.literal('draft'), z.coerce.number().int().positive()]).default('draft'),
});
const AuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  layoutId: z.string().max(64).optional(),
  actor: z.string().max(254).optional(),
});
const ListQuery = z.object({ pageKey: z.string().max(120).optional() });
/** The same fields, unnamed: OpenAPI describes query parameters one by one, not by reference. */
const PreviewQuery = z.object(PreviewAudience.shape);

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, StudioError]));
const tags = ['studio'];

export async function studioRoutes(parent: FastifyInstance, options: StudioRoutesOptions): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { content } = options;
  const actor = (request: FastifyRequest) => ({ actor: request.studio!.user.email, ip: request.ip });

  /** The revision the writer holds, from If-Match; 428 without one. */
  const writeContext = (request: FastifyRequest) => {
    const expected = expectedRevision(parseIfMatch(request.headers['if-match']));
    if (expected === null) throw new Errors.STUDIO_PRECONDITION_REQUIRED();
    return { ...actor(request), expectedRevision: expected };
  };

  const detail = async (layoutId: string): Promise<LayoutDetail> => {
    const [layout, draft] = await Promise.all([content.getLayout(layoutId), content.getDraft(layoutId)]);
    return { layout, placements: draft.placements };
  };

  /** Loads the layout, checks the user may reach it with `permission` (403 and audit otherwise). */
  const reachable = async (
    request: FastifyRequest,
    layoutId: string,
    permission: Parameters<typeof requirePermission>[0],
  ) => {
    const layout = await content.getLayout(layoutId);
    await assertReach(request, layout.scope, permission);
    return layout;
  };

  const sendDetail = (reply: FastifyReply, value: LayoutDetail, status = 200) =>
    reply.code(status).header('ETag', etagOf(value.layout.revision)).send(value);

  // A stale If-Match answers 412 with the layout as it is now, so the studio can show the other change.
  app.setErrorHandler(async (err, request, reply) => {
    if (err instanceof CmsValidationError) {
      return reply
        .code(400)
        .send({ statusCode: 400, code: err.code, message: err.message, errors: err.errors });
    }
    if (err instanceof CmsError && err.code === 'CMS_STALE_REVISION') {
      const id = (request.params as { id?: string }).id;
      const current =
        id && request.url.includes('/layouts/') ? await detail(id).catch(() => undefined) : undefined;
      if (current) reply.header('ETag', etagOf(current.layout.revision));
      return reply.code(412).send({
        statusCode: 412,
        code: 'STUDIO_STALE_REVISION',
        message: `${err.message}. Someone else changed it since you loaded it; reload to see their change.`,
        ...(current ? { current } : {}),
      });
    }
    if (err instanceof CmsError) {
      if (err.statusCode >= 500) request.log.error({ err }, 'studio: content store failed');
      else request.log.info({ err }, 'studio: request refused');
      return reply
        .code(err.statusCode)
        .send({ statusCode: err.statusCode, code: err.code, message: err.message });
    }
    throw err; // the app's handler: 400 for schema violations, typed errors, logged 500s
  });

  // ---------------------------------------------------------------- palette and options

  app.get(
    `${STUDIO_API}/options`,
    {
      preHandler: requirePermission('layouts.read'),
      schema: { tags, response: { 200: StudioOptions, ...errors(401, 403) } },
    },
    async () => studioOptions(options.baseDomain),
  );

  app.get(
    `${STUDIO_API}/block-types`,
    {
      preHandler: requirePermission('layouts.read'),
      schema: {
        tags,
        response: { 200: BlockTypeList, ...errors(401, 403) },
      },
    },
    async () => ({ blockTypes: blockTypeInfos() }),
  );

  // ---------------------------------------------------------------- layouts

  app.get(
    `${STUDIO_API}/layouts`,
    {
      preHandler: requirePermission('layouts.read'),
      schema: { tags, querystring: ListQuery, response: { 200: LayoutList, ...errors(401, 403) } },
    },
    async (request) => {
      const all = await content.listLayouts(request.query.pageKey ? { pageKey: request.query.pageKey } : {});
      const layouts = [];
      for (const layout of all)
        if (await assertReach(request, layout.scope, 'layouts.read', { quiet: true })) layouts.push(layout);
      return { layouts };
    },
  );

  app.post(
    `${STUDIO_API}/layouts`,
    {
      preHandler: requirePermission('layouts.create'),
      schema: {
        tags,
        body: CreateLayoutRequest,
        response: { 201: LayoutDetail, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { scope, name, copyFrom } = request.body;
      await assertReach(request, scope, 'layouts.create');
      if (copyFrom) await reachable(request, copyFrom, 'layouts.read');
      const created = await content.createLayout(scope, name, actor(request), copyFrom ? { copyFrom } : {});
      return sendDetail(reply, await detail(created.id), 201);
    },
  );

  app.get(
    `${STUDIO_API}/layouts/:id`,
    {
      preHandler: requirePermission('layouts.read'),
      schema: { tags, params: LayoutParams, response: { 200: LayoutDetail, ...errors(401, 403, 404) } },
    },
    async (request, reply) => {
      await reachable(request, request.params.id, 'layouts.read');
      return sendDetail(reply, await detail(request.params.id));
    },
  );

  app.put(
    `${STUDIO_API}/layouts/:id/draft`,
    {
      preHandler: requirePermission('drafts.write'),
      schema: {
        tags,
        params: LayoutParams,
        body: SaveDraftRequest,
        response: { 200: LayoutDetail, 412: ConflictResponse, ...errors(400, 401, 403, 404, 428) },
      },
    },
    async (request, reply) => {
      await reachable(request, request.params.id, 'drafts.write');
      const who = writeContext(request);
      const saved = await content.saveDraft(request.params.id, request.body.placements, who);
      if (!saved.ok) throw new CmsValidationError(saved.errors);
      return sendDetail(reply, await detail(request.params.id));
    },
  );

  app.post(
    `${STUDIO_API}/layouts/:id/publish`,
    {
      preHandler: requirePermission('layouts.publish'),
      schema: {
        tags,
        params: LayoutParams,
        body: PublishRequest.optional(),
        response: { 200: PublishResponse, 412: ConflictResponse, ...errors(400, 401, 403, 404, 409, 428) },
      },
    },
    async (request, reply) => {
      await reachable(request, request.params.id, 'layouts.publish');
      const result = await content.publish(request.params.id, writeContext(request), request.body?.note);
      await options.invalidate(result);
      const layout = await content.getLayout(request.params.id);
      return reply.header('ETag', etagOf(layout.revision)).send({ version: result.version, layout });
    },
  );

  app.post(
    `${STUDIO_API}/layouts/:id/rollback`,
    {
      preHandler: requirePermission('layouts.publish'),
      schema: {
        tags,
        params: LayoutParams,
        body: RollbackRequest,
        response: { 200: PublishResponse, 412: ConflictResponse, ...errors(400, 401, 403, 404, 428) },
      },
    },
    async (request, reply) => {
      await reachable(request, request.params.id, 'layouts.publish');
      const result = await content.rollback(request.params.id, request.body.version, writeContext(request));
      await options.invalidate(result);
      const layout = await content.getLayout(request.params.id);
      return reply.header('ETag', etagOf(layout.revision)).send({ version: result.version, layout });
    },
  );

  app.get(
    `${STUDIO_API}/layouts/:id/versions`,
    {
      preHandler: requirePermission('layouts.read'),
      schema: { tags, params: LayoutParams, response: { 200: VersionList, ...errors(401, 403, 404) } },
    },
    async (request) => {
      await reachable(request, request.params.id, 'layouts.read');
      return { versions: await content.listVersions(request.params.id) };
    },
  );

  app.get(
    `${STUDIO_API}/layouts/:id/versions/:version`,
    {
      preHandler: requirePermission('layouts.read'),
      schema: { tags, params: VersionParams, response: { 200: VersionDetail, ...errors(401, 403, 404) } },
    },
    async (request) => {
      await reachable(request, request.params.id, 'layouts.read');
      return content.getVersion(request.params.id, request.params.version);
    },
  );

  app.get(
    `${STUDIO_API}/layouts/:id/diff`,
    {
      preHandler: requirePermission('layouts.read'),
      schema: {
        tags,
        params: LayoutParams,
        querystring: DiffQuery,
        response: { 200: LayoutDiff, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await reachable(request, id, 'layouts.read');
      const placementsOf = async (ref: DiffRef): Promise<Placement[]> =>
        ref === 'draft'
          ? (await content.getDraft(id)).placements
          : (await content.getVersion(id, ref)).placements;
      const { from, to } = request.query;
      const [before, after] = await Promise.all([placementsOf(from), placementsOf(to)]);
      return { from, to, changes: diffPlacements(before, after) };
    },
  );

  // ---------------------------------------------------------------- scheduled publishing

  app.get(
    `${STUDIO_API}/layouts/:id/schedules`,
    {
      preHandler: requirePermission('layouts.read'),
      schema: { tags, params: LayoutParams, response: { 200: ScheduleList, ...errors(401, 403, 404) } },
    },
    async (request) => {
      await reachable(request, request.params.id, 'layouts.read');
      return { schedules: await content.listSchedules(request.params.id) };
    },
  );

  app.post(
    `${STUDIO_API}/layouts/:id/schedules`,
    {
      preHandler: requirePermission('layouts.publish'),
      schema: {
        tags,
        params: LayoutParams,
        body: ScheduleRequest,
        response: { 201: ScheduledPublication, 412: ConflictResponse, ...errors(400, 401, 403, 404, 428) },
      },
    },
    async (request, reply) => {
      await reachable(request, request.params.id, 'layouts.publish');
      const { at, timeZone, note } = request.body;
      const schedule = await content.schedulePublish(
        request.params.id,
        { at, timeZone, ...(note ? { note } : {}) },
        writeContext(request),
      );
      const layout = await content.getLayout(request.params.id);
      return reply.code(201).header('ETag', etagOf(layout.revision)).send(schedule);
    },
  );

  app.delete(
    `${STUDIO_API}/layouts/:id/schedules/:sid`,
    {
      preHandler: requirePermission('layouts.publish'),
      schema: {
        tags,
        params: ScheduleParams,
        response: { 200: ScheduledPublication, 412: ConflictResponse, ...errors(401, 403, 404, 409, 428) },
      },
    },
    async (request, reply) => {
      await reachable(request, request.params.id, 'layouts.publish');
      const schedule = await content.cancelSchedule(
        request.params.id,
        request.params.sid,
        writeContext(request),
      );
      const layout = await content.getLayout(request.params.id);
      return reply.header('ETag', etagOf(layout.revision)).send(schedule);
    },
  );

  // ---------------------------------------------------------------- preview

  app.get(
    `${STUDIO_API}/layouts/:id/preview`,
    {
      preHandler: requirePermission('layouts.read'),
      schema: {
        tags,
        params: LayoutParams,
        querystring: PreviewQuery,
        response: { 200: PageTree, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const layout = await reachable(request, request.params.id, 'layouts.read');
      const audience = request.query;
      const site = previewSite(audience, options.baseDomain);
      if (!site.ok) throw new Errors.STUDIO_BAD_PREVIEW(site.message);
      const draft = await content.getDraft(layout.id);
      const now = audience.asOf ? new Date(audience.asOf) : options.now();
      const port = portOf(request.headers.host);
      const input = previewRequest(
        audience,
        layout.scope,
        site.site,
        request.protocol === 'https' ? 'https' : 'http',
        port,
      );
      // Which layout travellers with this audience really get; the preview still shows this draft.
      let note: string | undefined;
      try {
        const live = await content.getPublishedLayout({
          pageKey: layout.scope.pageKey,
          market: audience.market,
          affiliateId: site.site.id,
          siteKind: site.site.siteKind,
        });
        note = servedLayoutNote(
          { layoutId: layout.id },
          live && { layoutId: live.layoutId, name: live.name },
        );
      } catch (err) {
        request.log.warn({ err, layoutId: layout.id }, 'preview: could not tell which layout is live');
        note = `Could not tell which layout travellers with this audience are served: ${err instanceof Error ? err.message : String(err)}`;
      }
      const response = await parent.pages.preview(
        input,
        {
          layout: {
            layoutId: layout.id,
            name: layout.name,
            version: 0,
            scope: layout.scope,
            placements: draft.placements,
            publishedAt: now.toISOString(),
          } as never,
          now,
          ...(note ? { note } : {}),
        },
        request.log,
      );
      if (response.kind !== 'page') throw new Errors.STUDIO_BAD_PREVIEW('the page redirected');
      return reply
        .code(200)
        .headers({ 'Cache-Control': 'private, no-store', 'X-Locale': response.headers['X-Locale'] ?? '' })
        .send(JSON.parse(response.body) as PageTree);
    },
  );

  // ---------------------------------------------------------------- users and audit

  app.get(
    `${STUDIO_API}/users`,
    {
      preHandler: requirePermission('users.manage'),
      schema: { tags, response: { 200: UserList, ...errors(401, 403) } },
    },
    async () => ({ users: await content.listUsers() }),
  );

  app.post(
    `${STUDIO_API}/users`,
    {
      preHandler: requirePermission('users.manage'),
      schema: { tags, body: CreateUserRequest, response: { 201: StudioUser, ...errors(400, 401, 403, 409) } },
    },
    async (request, reply) => {
      const user = await content.createUser(request.body, actor(request));
      return reply.code(201).header('ETag', etagOf(user.revision)).send(user);
    },
  );

  app.patch(
    `${STUDIO_API}/users/:id`,
    {
      preHandler: requirePermission('users.manage'),
      schema: {
        tags,
        params: UserParams,
        body: UpdateUserRequest,
        response: { 200: StudioUser, ...errors(400, 401, 403, 404, 409, 412, 428) },
      },
    },
    async (request, reply) => {
      const who = writeContext(request);
      const patch = request.body;
      if (patch.disabled === true || (patch.role !== undefined && patch.role !== 'admin')) {
        const users = await content.listUsers();
        const target = users.find((u) => u.id === request.params.id);
        const admins = users.filter((u) => u.role === 'admin' && !u.disabled);
        if (target && admins.length === 1 && admins[0]!.id === target.id) {
          throw new Errors.STUDIO_LAST_ADMIN(target.email);
        }
      }
      const user = await content.updateUser(request.params.id, patch, who);
      // A changed role, scope, password or a disabled account takes effect at once: end their sessions.
      if (request.body.password !== undefined || request.body.disabled === true) {
        await parent.studioSessions.destroyUser(user.id);
      }
      return reply.header('ETag', etagOf(user.revision)).send(user);
    },
  );

  app.get(
    `${STUDIO_API}/audit`,
    {
      preHandler: requirePermission('audit.read'),
      schema: { tags, querystring: AuditQuery, response: { 200: AuditList, ...errors(401, 403) } },
    },
    async (request) => {
      const { limit, layoutId, actor: who } = request.query;
      return {
        entries: await content.auditLog({
          limit,
          ...(layoutId ? { layoutId } : {}),
          ...(who ? { actor: who } : {}),
        }),
      };
    },
  );
}

/** ':3000' from 'localhost:3000', so preview hosts keep the port the studio is served on. */
function portOf(host: string | undefined): string {
  const m = host ? /:(\d+)$/.exec(host) : null;
  return m ? `:${m[1]}` : '';
}

export type { LayoutScope };

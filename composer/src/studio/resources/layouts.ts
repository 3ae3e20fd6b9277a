/** Layouts: list, create, read, save the draft, publish, roll back, versions and diffs. */
import { CmsValidationError, diffPlacements } from '@waypoint/cms-adapter';
import {
  ConflictResponse,
  CreateLayoutRequest,
  type DiffRef,
  LayoutDetail,
  LayoutDiff,
  LayoutList,
  type Placement,
  PublishRequest,
  PublishResponse,
  RollbackRequest,
  SaveDraftRequest,
  VersionDetail,
  VersionList,
} from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, WITH_BODY, WITH_ID } from '../api-answers.ts';
import { assertReach, requirePermission } from '../auth/index.ts';
import { etagOf } from '../etag.ts';
import { withoutControlChars } from '../safe-text.ts';
import {
  actorOf,
  LayoutParams,
  layoutDetail,
  reachable,
  type StudioRoutesOptions,
  sendDetail,
  summaryOf,
  tags,
  VersionParams,
  writeContext,
} from './shared.ts';

const Ref = z.union([z.literal('draft'), z.coerce.number().int().positive()]);
const DiffQuery = withoutControlChars(z.object({ from: Ref, to: Ref.default('draft') }));
const ListQuery = withoutControlChars(z.object({ pageKey: z.string().max(120).optional() }));

export async function layoutRoutes(parent: FastifyInstance, options: StudioRoutesOptions): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { content } = options;

  app.get(
    '/layouts',
    {
      preHandler: requirePermission('layouts.read'),
      schema: { tags, querystring: ListQuery, response: { 200: LayoutList, ...answers() } },
    },
    async (request) => {
      const all = await content.listLayouts(request.query.pageKey ? { pageKey: request.query.pageKey } : {});
      const layouts = [];
      for (const layout of all)
        if (await assertReach(request, layout.scope, 'layouts.read', { quiet: true }))
          layouts.push(summaryOf(layout));
      return { layouts };
    },
  );

  app.post(
    '/layouts',
    {
      preHandler: requirePermission('layouts.create'),
      schema: {
        tags,
        body: withoutControlChars(CreateLayoutRequest),
        response: { 201: LayoutDetail, ...answers(404, 409, ...WITH_BODY) },
      },
    },
    async (request, reply) => {
      const { scope, name, copyFrom } = request.body;
      await assertReach(request, scope, 'layouts.create');
      if (copyFrom) await reachable(content, request, copyFrom, 'layouts.read');
      const created = await content.createLayout(scope, name, actorOf(request), copyFrom ? { copyFrom } : {});
      return sendDetail(reply, await layoutDetail(content, created.id), 201);
    },
  );

  app.get(
    '/layouts/:id',
    {
      preHandler: requirePermission('layouts.read'),
      schema: { tags, params: LayoutParams, response: { 200: LayoutDetail, ...answers(...WITH_ID) } },
    },
    async (request, reply) => {
      await reachable(content, request, request.params.id, 'layouts.read');
      return sendDetail(reply, await layoutDetail(content, request.params.id));
    },
  );

  app.put(
    '/layouts/:id/draft',
    {
      preHandler: requirePermission('drafts.write'),
      schema: {
        tags,
        params: LayoutParams,
        body: withoutControlChars(SaveDraftRequest),
        response: { 200: LayoutDetail, 412: ConflictResponse, ...answers(428, ...WITH_ID, ...WITH_BODY) },
      },
    },
    async (request, reply) => {
      await reachable(content, request, request.params.id, 'drafts.write');
      const saved = await content.saveDraft(
        request.params.id,
        request.body.placements,
        writeContext(request),
      );
      if (!saved.ok) throw new CmsValidationError(saved.errors);
      return sendDetail(reply, await layoutDetail(content, request.params.id));
    },
  );

  app.post(
    '/layouts/:id/publish',
    {
      preHandler: requirePermission('layouts.publish'),
      schema: {
        tags,
        params: LayoutParams,
        body: withoutControlChars(PublishRequest).optional(),
        response: {
          200: PublishResponse,
          412: ConflictResponse,
          ...answers(409, 428, ...WITH_ID, ...WITH_BODY),
        },
      },
    },
    async (request, reply) => {
      await reachable(content, request, request.params.id, 'layouts.publish');
      const result = await content.publish(request.params.id, writeContext(request), request.body?.note);
      await options.invalidate(result);
      const layout = await content.getLayout(request.params.id);
      return reply
        .header('ETag', etagOf(layout.revision))
        .send({ version: result.version, layout: summaryOf(layout) });
    },
  );

  app.post(
    '/layouts/:id/rollback',
    {
      preHandler: requirePermission('layouts.publish'),
      schema: {
        tags,
        params: LayoutParams,
        body: withoutControlChars(RollbackRequest),
        response: { 200: PublishResponse, 412: ConflictResponse, ...answers(428, ...WITH_ID, ...WITH_BODY) },
      },
    },
    async (request, reply) => {
      await reachable(content, request, request.params.id, 'layouts.publish');
      const result = await content.rollback(request.params.id, request.body.version, writeContext(request));
      await options.invalidate(result);
      const layout = await content.getLayout(request.params.id);
      return reply
        .header('ETag', etagOf(layout.revision))
        .send({ version: result.version, layout: summaryOf(layout) });
    },
  );

  app.get(
    '/layouts/:id/versions',
    {
      preHandler: requirePermission('layouts.read'),
      schema: { tags, params: LayoutParams, response: { 200: VersionList, ...answers(...WITH_ID) } },
    },
    async (request) => {
      await reachable(content, request, request.params.id, 'layouts.read');
      return { versions: await content.listVersions(request.params.id) };
    },
  );

  app.get(
    '/layouts/:id/versions/:version',
    {
      preHandler: requirePermission('layouts.read'),
      schema: { tags, params: VersionParams, response: { 200: VersionDetail, ...answers(...WITH_ID) } },
    },
    async (request) => {
      await reachable(content, request, request.params.id, 'layouts.read');
      return content.getVersion(request.params.id, request.params.version);
    },
  );

  app.get(
    '/layouts/:id/diff',
    {
      preHandler: requirePermission('layouts.read'),
      schema: {
        tags,
        params: LayoutParams,
        querystring: DiffQuery,
        response: { 200: LayoutDiff, ...answers(...WITH_ID) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await reachable(content, request, id, 'layouts.read');
      const placementsOf = async (ref: DiffRef): Promise<Placement[]> =>
        ref === 'draft'
          ? (await content.getDraft(id)).placements
          : (await content.getVersion(id, ref)).placements;
      const { from, to } = request.query;
      const [before, after] = await Promise.all([placementsOf(from), placementsOf(to)]);
      return { from, to, changes: diffPlacements(before, after) };
    },
  );
}

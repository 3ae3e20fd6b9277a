/**
 * What the studio API's resources share: the options they are registered with, the path parameters,
 * and the helpers for the signed-in writer and the layout being read or written (the answers every
 * operation documents are in `../api-answers.ts`).
 */
import type { ContentStore, LayoutRecord, PublishResult } from '@waypoint/cms-adapter';
import { DEFAULT_MARKET } from '@waypoint/config';
import type { LayoutDetail, LayoutSummary } from '@waypoint/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { clientOf } from '../../client.ts';
import { Errors } from '../../errors.ts';
import { layoutSiteOf } from '../../pages/index.ts';
import { assertReach, type requirePermission } from '../auth/index.ts';
import { etagOf, expectedRevision, parseIfMatch } from '../etag.ts';
import { withoutControlChars } from '../safe-text.ts';

export const STUDIO_API = '/studio/api';

export interface StudioRoutesOptions {
  content: ContentStore;
  baseDomain: string;
  now: () => Date;
  /** Publishing and rollback also invalidate the cache on every instance. */
  invalidate(result: PublishResult): Promise<void>;
}

export const tags = ['studio'];

const Id = z.string().min(1).max(64);
export const LayoutParams = withoutControlChars(z.object({ id: Id }));
export const VersionParams = withoutControlChars(
  z.object({ id: Id, version: z.coerce.number().int().positive() }),
);
export const ScheduleParams = withoutControlChars(z.object({ id: Id, sid: Id }));
export const UserParams = withoutControlChars(z.object({ id: Id }));

type Permission = Parameters<typeof requirePermission>[0];

/** The signed-in writer for the audit log: e-mail and client address. */
export const actorOf = (request: FastifyRequest) => ({
  actor: request.studio!.user.email,
  ip: clientOf(request).ip,
});

/** The revision the writer holds, from If-Match; 428 without one. */
export function writeContext(request: FastifyRequest) {
  const expected = expectedRevision(parseIfMatch(request.headers['if-match']));
  if (expected === null) throw new Errors.STUDIO_PRECONDITION_REQUIRED();
  return { ...actorOf(request), expectedRevision: expected };
}

/**
 * A stored layout as the studio shows it: with the site path it is served at and whether its preview
 * takes a trip, facts of its page definition (a layout for any market shows the default market's path).
 */
export const summaryOf = (layout: LayoutRecord): LayoutSummary => ({
  ...layout,
  ...layoutSiteOf(layout.scope.pageKey, layout.scope.market ?? DEFAULT_MARKET),
});

export async function layoutDetail(content: ContentStore, layoutId: string): Promise<LayoutDetail> {
  const [layout, draft] = await Promise.all([content.getLayout(layoutId), content.getDraft(layoutId)]);
  return { layout: summaryOf(layout), placements: draft.placements };
}

/** Loads the layout, checks the user may reach it with `permission` (403 and audit otherwise). */
export async function reachable(
  content: ContentStore,
  request: FastifyRequest,
  layoutId: string,
  permission: Permission,
) {
  const layout = await content.getLayout(layoutId);
  await assertReach(request, layout.scope, permission);
  return layout;
}

export const sendDetail = (reply: FastifyReply, value: LayoutDetail, status = 200) =>
  reply.code(status).header('ETag', etagOf(value.layout.revision)).send(value);

/** Scheduled publications of a layout: list, schedule, cancel. */
import { ConflictResponse, ScheduledPublication, ScheduleList, ScheduleRequest } from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, WITH_BODY, WITH_ID } from '../api-answers.ts';
import { requirePermission } from '../auth/index.ts';
import { etagOf } from '../etag.ts';
import { withoutControlChars } from '../safe-text.ts';
import {
  LayoutParams,
  reachable,
  ScheduleParams,
  type StudioRoutesOptions,
  tags,
  writeContext,
} from './shared.ts';

export async function scheduleRoutes(parent: FastifyInstance, options: StudioRoutesOptions): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { content } = options;

  app.get(
    '/layouts/:id/schedules',
    {
      preHandler: requirePermission('layouts.read'),
      schema: { tags, params: LayoutParams, response: { 200: ScheduleList, ...answers(...WITH_ID) } },
    },
    async (request) => {
      await reachable(content, request, request.params.id, 'layouts.read');
      return { schedules: await content.listSchedules(request.params.id) };
    },
  );

  app.post(
    '/layouts/:id/schedules',
    {
      preHandler: requirePermission('layouts.publish'),
      schema: {
        tags,
        params: LayoutParams,
        body: withoutControlChars(ScheduleRequest),
        response: {
          201: ScheduledPublication,
          412: ConflictResponse,
          ...answers(428, ...WITH_ID, ...WITH_BODY),
        },
      },
    },
    async (request, reply) => {
      await reachable(content, request, request.params.id, 'layouts.publish');
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
    '/layouts/:id/schedules/:sid',
    {
      preHandler: requirePermission('layouts.publish'),
      schema: {
        tags,
        params: ScheduleParams,
        response: {
          200: ScheduledPublication,
          412: ConflictResponse,
          ...answers(409, 428, ...WITH_ID, ...WITH_BODY),
        },
      },
    },
    async (request, reply) => {
      await reachable(content, request, request.params.id, 'layouts.publish');
      const schedule = await content.cancelSchedule(
        request.params.id,
        request.params.sid,
        writeContext(request),
      );
      const layout = await content.getLayout(request.params.id);
      return reply.header('ETag', etagOf(layout.revision)).send(schedule);
    },
  );
}

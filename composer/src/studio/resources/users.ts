/** Studio users (admins): list, create, change. */
import { CreateUserRequest, StudioUser, UpdateUserRequest, UserList } from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, WITH_BODY, WITH_ID } from '../api-answers.ts';
import { requirePermission } from '../auth/index.ts';
import { etagOf } from '../etag.ts';
import { withoutControlChars } from '../safe-text.ts';
import { actorOf, type StudioRoutesOptions, tags, UserParams, writeContext } from './shared.ts';

export async function userRoutes(parent: FastifyInstance, options: StudioRoutesOptions): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { content } = options;

  app.get(
    '/users',
    {
      preHandler: requirePermission('users.manage'),
      schema: { tags, response: { 200: UserList, ...answers() } },
    },
    async () => ({ users: await content.listUsers() }),
  );

  app.post(
    '/users',
    {
      preHandler: requirePermission('users.manage'),
      schema: {
        tags,
        body: withoutControlChars(CreateUserRequest),
        response: { 201: StudioUser, ...answers(409, ...WITH_BODY) },
      },
    },
    async (request, reply) => {
      const user = await content.createUser(request.body, actorOf(request));
      return reply.code(201).header('ETag', etagOf(user.revision)).send(user);
    },
  );

  app.patch(
    '/users/:id',
    {
      preHandler: requirePermission('users.manage'),
      schema: {
        tags,
        params: UserParams,
        body: withoutControlChars(UpdateUserRequest),
        response: { 200: StudioUser, ...answers(409, 412, 428, ...WITH_ID, ...WITH_BODY) },
      },
    },
    async (request, reply) => {
      // The last enabled admin stays one: the store checks it in the write's transaction (409).
      const user = await content.updateUser(request.params.id, request.body, writeContext(request));
      // A new password or a disabled account takes effect at once: end their sessions.
      if (request.body.password !== undefined || request.body.disabled === true) {
        await parent.studioSessions.destroyUser(user.id);
      }
      return reply.header('ETag', etagOf(user.revision)).send(user);
    },
  );
}

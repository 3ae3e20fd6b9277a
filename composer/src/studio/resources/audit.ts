/**
 * GET /audit: the audit log, newest first. Refusals of clients without a session are counted rows
 * (`details.count`, so a flood cannot bury them); `outcome=ok` lists only what was done, who changed what.
 */
import { AuditList } from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../api-answers.ts';
import { requirePermission } from '../auth/index.ts';
import { withoutControlChars } from '../safe-text.ts';
import { type StudioRoutesOptions, tags } from './shared.ts';

const AuditQuery = withoutControlChars(
  z.object({
    limit: z.coerce.number().int().min(1).max(1000).default(200),
    layoutId: z.string().max(64).optional(),
    actor: z.string().max(254).optional(),
    outcome: z.enum(['ok', 'denied', 'failed']).optional(),
  }),
);

export async function auditRoutes(parent: FastifyInstance, options: StudioRoutesOptions): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/audit',
    {
      preHandler: requirePermission('audit.read'),
      schema: { tags, querystring: AuditQuery, response: { 200: AuditList, ...answers(404) } },
    },
    async (request) => {
      const { limit, layoutId, actor, outcome } = request.query;
      return {
        entries: await options.content.auditLog({
          limit,
          ...(layoutId ? { layoutId } : {}),
          ...(actor ? { actor } : {}),
          ...(outcome ? { outcome } : {}),
        }),
      };
    },
  );
}

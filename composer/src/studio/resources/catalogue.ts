/** GET /options and /block-types: what the studio's pickers and palette offer. */
import { BlockTypeList, StudioOptions } from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../api-answers.ts';
import { requirePermission } from '../auth/index.ts';
import { studioOptions } from '../options.ts';
import { blockTypeInfos } from '../palette.ts';
import { type StudioRoutesOptions, tags } from './shared.ts';

export async function catalogueRoutes(parent: FastifyInstance, options: StudioRoutesOptions): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/options',
    {
      preHandler: requirePermission('layouts.read'),
      schema: { tags, response: { 200: StudioOptions, ...answers() } },
    },
    async () => studioOptions(options.baseDomain),
  );

  app.get(
    '/block-types',
    {
      preHandler: requirePermission('layouts.read'),
      schema: { tags, response: { 200: BlockTypeList, ...answers() } },
    },
    async () => ({ blockTypes: blockTypeInfos() }),
  );
}

/** GET /layouts/:id/preview: the draft composed for an audience, as travellers would get it. */
import { PageTree, PreviewAudience } from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf } from '../../client.ts';
import { Errors } from '../../errors.ts';
import { answers, WITH_ID } from '../api-answers.ts';
import { requirePermission } from '../auth/index.ts';
import { previewRequest, previewSite, servedLayoutNote } from '../preview-input.ts';
import { withoutControlChars } from '../safe-text.ts';
import { LayoutParams, reachable, type StudioRoutesOptions, tags } from './shared.ts';

/** The same fields, unnamed: OpenAPI describes query parameters one by one, not by reference. */
const PreviewQuery = withoutControlChars(z.object(PreviewAudience.shape));

/** ':3000' from 'localhost:3000', so preview hosts keep the port the studio is served on. */
export function portOf(host: string | undefined): string {
  const m = host ? /:(\d+)$/.exec(host) : null;
  return m ? `:${m[1]}` : '';
}

export async function previewRoutes(parent: FastifyInstance, options: StudioRoutesOptions): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { content } = options;

  app.get(
    '/layouts/:id/preview',
    {
      preHandler: requirePermission('layouts.read'),
      schema: {
        tags,
        params: LayoutParams,
        querystring: PreviewQuery,
        response: { 200: PageTree, ...answers(...WITH_ID) },
      },
    },
    async (request, reply) => {
      const layout = await reachable(content, request, request.params.id, 'layouts.read');
      const audience = request.query;
      const site = previewSite(audience, options.baseDomain);
      if (!site.ok) throw new Errors.STUDIO_BAD_PREVIEW(site.message);
      const draft = await content.getDraft(layout.id);
      const now = audience.asOf ? new Date(audience.asOf) : options.now();
      const port = portOf(request.headers.host);
      const input = previewRequest(audience, layout.scope, site.site, clientOf(request).protocol, port);
      if (input === null) {
        throw new Errors.STUDIO_BAD_PREVIEW(
          `a ${layout.scope.pageKey} layout shows one visitor's booking: no sample page can show it`,
        );
      }
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
        note =
          'Could not tell which layout travellers with this audience are served (the content store failed).';
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
}

/**
 * A draft of every page kind a layout can serve is previewed under its own page definition: the sample
 * path each definition gives reaches the page that reads the layout (before, every layout but home,
 * landing and trip was composed under the home page). Pages that exist for one visitor's booking only
 * cannot be previewed, and say so. A real composer over a real sandbox and content store.
 */
import type { LayoutDetail, PageTree } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { as, body, useStudioApi } from '../../../test/studio-api.ts';

useStudioApi();

/** Written out, not derived: each layout key of storefront.md §2's shared pages and the kind it shows. */
const PREVIEWABLE: ReadonlyArray<readonly [pageKey: string, kind: string]> = [
  ['home', 'home'],
  ['landing:preview-every-kind', 'landing'],
  ['product', 'product'],
  ['referral', 'referral'],
  ['bestPriceGuarantee', 'bestPriceGuarantee'],
  ['paidLanding', 'paidLanding'],
  ['searchResults', 'searchResults'],
  ['content', 'content'],
  ['content:legal', 'content'],
  ['content:partner-landing', 'content'],
  ['continent', 'continent'],
  ['country', 'country'],
  ['region', 'region'],
  ['error:404', 'error'],
];

/** Pages of one visitor's booking: no sample page can show them. */
const BOOKING_ONLY = [
  'checkout',
  'checkout:not-confirmed',
  'confirmation',
  'partPayment',
  'budgetPdf',
  'ticketPdf',
];

async function createLayout(pageKey: string): Promise<string> {
  // A partner's own layout (affiliate 2, US market): no demo layout has this scope, so none conflicts.
  const scope = { pageKey, market: 'us', affiliateId: 2, siteKind: null };
  const created = await as.editor.post('layouts', { body: { scope, name: `Preview ${pageKey}` } });
  expect(created.statusCode, created.body).toBe(201);
  return body<LayoutDetail>(created).layout.id;
}

describe('preview of every page kind', () => {
  it.each(PREVIEWABLE)(
    'a %s draft is previewed as a %s page, composed from that draft',
    async (pageKey, kind) => {
      const id = await createLayout(pageKey);
      const res = await as.viewer.get(`layouts/${id}/preview`, { query: { market: 'us', affiliateId: '2' } });
      expect(res.statusCode, res.body).toBe(200);
      const tree = body<PageTree>(res);
      expect(tree.page?.kind).toBe(kind);
      expect(tree.explain?.layoutId).toBe(id);
    },
  );

  it.each(BOOKING_ONLY)(
    'a %s draft is refused with a reason, never composed under another page',
    async (pageKey) => {
      const id = await createLayout(pageKey);
      const res = await as.viewer.get(`layouts/${id}/preview`, { query: { market: 'us', affiliateId: '2' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'STUDIO_BAD_PREVIEW' });
      expect(res.body).toContain("one visitor's booking");
    },
  );
});

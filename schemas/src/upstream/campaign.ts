/** The campaign pages' upstream calls (storefront.md §7 "Leads, content and search"). */
import { z } from 'zod';

/** GET /api/cms/best-price-guarantee/content-block: the named content block of the guarantee page. */
export const UpstreamGuaranteeBlock = z.object({
  title: z.string(),
  intro: z.string(),
  sections: z.array(z.object({ id: z.string(), title: z.string(), html: z.string() })),
});
export type UpstreamGuaranteeBlock = z.infer<typeof UpstreamGuaranteeBlock>;

/** POST /api/lead/form: 201 `{ data: { id } }`; a 400 names the refused fields. */
export const UpstreamLeadReceipt = z.object({ id: z.string() });
export const UpstreamLeadRefusal = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

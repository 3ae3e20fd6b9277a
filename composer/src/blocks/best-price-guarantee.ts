/** The best price guarantee's content (storefront.md §2, §7 `/api/cms/best-price-guarantee/content-block`). */
import { defineResolver } from '../compose/types.ts';
import { sanitizeRichHtml } from './sanitize.ts';

export const bestPriceGuarantee = defineResolver({
  type: 'BestPriceGuarantee',
  dimensions: ['market', 'locale'],
  async resolve({ sources }) {
    const block = await sources.guaranteeBlock();
    // CMS HTML is sanitised like all CMS HTML; a section that sanitises to nothing is left out.
    const sections = block.sections
      .map((s) => ({ id: s.id, title: s.title, html: sanitizeRichHtml(s.html) }))
      .filter((s) => s.html !== '');
    if (sections.length === 0) return null;
    return { title: block.title, intro: block.intro, sections };
  },
});

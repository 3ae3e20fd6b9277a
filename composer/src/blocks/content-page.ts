/**
 * The text of a content or legal page (storefront.md §2 "Per-market legal and help paths", §7 generic
 * pages): breadcrumb, title, the date of a legal text, a table of contents on legal pages, and the
 * sections with their anchors. All CMS HTML is sanitised here: scripts, event handlers, inline styles
 * and javascript: links never reach a client.
 */
import { defineResolver } from '../compose/types.ts';
import { type ContentParams, contentData, contentText } from './content-data.ts';
import { sanitizeRichHtml } from './sanitize.ts';

/** 'YYYY-MM-DD' as the locale writes a date ('1 March 2025', '1 de marzo de 2025'). */
export const formatDay = (day: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

export const contentPage = defineResolver({
  type: 'ContentPage',
  dimensions: ['market', 'locale', 'param:slug', 'param:page', 'param:year'],
  async resolve({ ctx, config, t, sources, params, signal }) {
    const p = params as ContentParams;
    const data = await contentData(sources, p, signal);
    if (!data) return null;
    const text = contentText(data);
    const sections = text.sections
      .map((s) => ({ id: s.id, title: s.title, html: sanitizeRichHtml(s.html) }))
      .filter((s) => s.html !== '' || s.title !== '');
    const intro = sanitizeRichHtml(text.intro);
    const own = `/${p.market}/${p.slug}`;
    const legal = text.variant === 'legal';
    return {
      variant: text.variant,
      breadcrumbs: {
        label: t('breadcrumbs.label'),
        items: [
          { title: t('home.breadcrumb'), href: `/${p.market}` },
          { title: text.title, href: null },
        ],
      },
      title: text.title,
      introHtml: intro === '' ? null : intro,
      updated: text.updatedAt
        ? {
            date: text.updatedAt,
            label: t('content.updated', { date: formatDay(text.updatedAt, ctx.locale) }),
          }
        : null,
      // §2: the terms have a 'year=2022' version; each links to the other.
      version:
        p.page !== 'terms'
          ? null
          : p.year === 2022
            ? { href: own, label: t('content.termsCurrent') }
            : { href: `${own}?year=2022`, label: t('content.termsOlder') },
      toc:
        legal && config.tableOfContents && sections.length > 1
          ? { title: t('content.toc'), items: sections.map(({ id, title }) => ({ id, title })) }
          : null,
      sections,
    };
  },
});

import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { contentPage, formatDay } from './content-page.ts';

const kit = useKit();

const terms = { slug: 'terms-and-conditions', page: 'terms', year: null, lang: '' };

describe('ContentPage', () => {
  it('shows the terms from their blocks: breadcrumb, date, table of contents and the travel-credit anchor', async () => {
    const { props } = await kit.run(contentPage, { params: terms });
    const page = props[0]!;
    expect(page.variant).toBe('legal');
    expect(page.title).toBe('Terms and conditions');
    expect(page.breadcrumbs.items).toEqual([
      { title: 'Home', href: '/us' },
      { title: 'Terms and conditions', href: null },
    ]);
    expect(page.updated).toEqual({ date: '2025-03-01', label: 'Last updated: March 1, 2025' });
    expect(page.sections.map((s) => s.id)).toContain('conditions-travel-credit');
    expect(page.toc?.items.map((i) => i.id)).toEqual(page.sections.map((s) => s.id));
    expect(page.version).toEqual({
      href: '/us/terms-and-conditions?year=2022',
      label: 'Terms for bookings made until 31 December 2022',
    });
  });

  it('shows the 2022 terms for year 2022, linking back to the current ones', async () => {
    const { props } = await kit.run(contentPage, { params: { ...terms, year: 2022 } });
    expect(props[0]!.title).toBe('Terms and conditions (2022)');
    expect(props[0]!.version?.href).toBe('/us/terms-and-conditions');
    const credit = props[0]!.sections.find((s) => s.id === 'conditions-travel-credit')!;
    expect(credit.html).toContain('12 months');
  });

  it('is in the language of the locale, with its date format', async () => {
    const { props } = await kit.run(contentPage, {
      ctx: { market: 'de' },
      params: { slug: 'datenschutzrichtlinie', page: 'privacy', year: null, lang: '' },
    });
    expect(props[0]!.title).toBe('Datenschutzrichtlinie');
    expect(props[0]!.updated?.label).toBe('Zuletzt aktualisiert: 1. März 2025');
    expect(props[0]!.breadcrumbs.items[0]).toEqual({ title: 'Startseite', href: '/de' });
  });

  it('sanitises the CMS HTML: no script, event handler, inline style or javascript: link survives', async () => {
    const { props, sources } = await kit.run(contentPage, {
      params: { slug: 'help', page: 'help', year: null, lang: '' },
    });
    const raw = (await sources.genericPage('help'))!.sections.map((s) => s.html).join('');
    expect(raw).toMatch(/<script>|onclick=|javascript:/);
    const html = props[0]!.sections.map((s) => s.html).join('') + (props[0]!.introHtml ?? '');
    expect(html).not.toMatch(/<script|onclick|javascript:|style=/i);
    expect(html).toContain('Chat with us');
    expect(props[0]!.toc).toBeNull();
    const { props: legal } = await kit.run(contentPage, { params: terms });
    expect(legal[0]!.introHtml).not.toMatch(/style=|class=/);
  });

  it('shows no table of contents when the studio turns it off', async () => {
    const { props } = await kit.run(contentPage, { params: terms, config: { tableOfContents: false } });
    expect(props[0]!.toc).toBeNull();
  });

  it('is hidden for a slug the upstream does not know', async () => {
    const none = (real: DataSources): Partial<DataSources> => ({
      genericPage: async (path) => (path === 'gone' ? null : real.genericPage(path)),
    });
    const { result } = await kit.run(contentPage, {
      params: { slug: 'gone', page: '', year: null, lang: '' },
      sources: none,
    });
    expect(result).toBeNull();
  });

  it('formats a day in the locale', () => {
    expect(formatDay('2025-03-01', 'en-GB')).toBe('1 March 2025');
    expect(formatDay('2025-03-01', 'es-ES')).toBe('1 de marzo de 2025');
  });
});

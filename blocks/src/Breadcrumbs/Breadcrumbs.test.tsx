import type { BreadcrumbsProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const props: BreadcrumbsProps = {
  label: 'Breadcrumb',
  items: [
    { title: 'Home', href: '/us' },
    { title: 'Asia', href: '/us/asia' },
    { title: 'Japan', href: '/us/asia/japan' },
    { title: 'Japan: Tokyo, Kyoto and Osaka in 10 days', href: null },
  ],
};

const itemsOf = (html: string) => html.match(/<li class="breadcrumbs__item">.*?<\/li>/g) ?? [];

describe('Breadcrumbs', () => {
  const html = renderToStaticMarkup(<Breadcrumbs {...props} />);

  it('is a navigation landmark named by its label, holding an ordered list', () => {
    expect(html).toMatch(/^<nav class="breadcrumbs" aria-label="Breadcrumb">/);
    expect(html).toMatch(/<ol class="breadcrumbs__list">/);
  });

  it('links every entry but the current page, in order', () => {
    const items = itemsOf(html);
    expect(items).toHaveLength(4);
    const links = items
      .slice(0, 3)
      .map((item) => item.match(/<a [^>]*href="([^"]+)">([^<]+)<\/a>/)?.slice(1));
    expect(links).toEqual([
      ['/us', 'Home'],
      ['/us/asia', 'Asia'],
      ['/us/asia/japan', 'Japan'],
    ]);
  });

  it('marks the entry without a link as the current page, as text', () => {
    const last = itemsOf(html)[3] ?? '';
    expect(last).not.toContain('<a ');
    expect(last).toContain('aria-current="page">Japan: Tokyo, Kyoto and Osaka in 10 days</span>');
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  it('shows the trail in the market language', () => {
    const es = renderToStaticMarkup(
      <Breadcrumbs
        label="Ruta de navegación"
        items={[
          { title: 'Inicio', href: '/es' },
          { title: 'Japón', href: null },
        ]}
      />,
    );
    expect(es).toContain('aria-label="Ruta de navegación"');
    expect(es).toContain('<a class="breadcrumbs__link" href="/es">Inicio</a>');
    expect(es).toContain('aria-current="page">Japón</span>');
  });
});

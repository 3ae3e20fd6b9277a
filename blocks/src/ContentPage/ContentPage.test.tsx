import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentPage } from './ContentPage.tsx';
import { ABOUT_ES, TERMS } from './fixtures.ts';

describe('ContentPage', () => {
  const html = renderToStaticMarkup(<ContentPage {...TERMS} />);

  it('shows the breadcrumb trail, with the page itself as the current entry', () => {
    expect(html).toMatch(/<nav class="breadcrumbs" aria-label="Breadcrumb">/);
    expect(html).toContain('<a class="breadcrumbs__link" href="/us">Home</a>');
    expect(html).toMatch(/aria-current="page">Terms and conditions<\/span>/);
  });

  it('titles the page with one h1 and dates the text', () => {
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1 class="content-page__title">Terms and conditions<\/h1>/);
    expect(html).toContain('<time dateTime="2025-03-01">Last updated: March 1, 2025</time>');
  });

  it('gives every section its anchor as id, which the table of contents links to', () => {
    expect(html).toMatch(/<section id="conditions-travel-credit" class="content-page__section"/);
    expect(html).toContain('<a href="#conditions-travel-credit">Conditions of travel credit</a>');
    expect(html).toMatch(/<h2 id="conditions-travel-credit-title" class="content-page__heading">/);
  });

  it('links to the other version of the terms', () => {
    expect(html).toContain('<a href="/us/terms-and-conditions?year=2022">');
  });

  it('puts the sections’ HTML in readable prose', () => {
    expect(html).toContain('<div class="wp-prose"><p>Travel credit is a balance');
    expect(html).not.toContain('<script');
  });

  it('shows no table of contents, date or version link where there is none', () => {
    const about = renderToStaticMarkup(<ContentPage {...ABOUT_ES} />);
    expect(about).not.toContain('content-page__toc');
    expect(about).not.toContain('<time');
    expect(about).not.toContain('content-page__version');
    expect(about).toContain('aria-label="Ruta de navegación"');
    expect(about).toContain('content-page--info');
  });
});

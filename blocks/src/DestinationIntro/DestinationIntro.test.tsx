import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DestinationIntro } from './DestinationIntro.tsx';
import { KENYA_INTRO } from './fixtures.ts';

describe('DestinationIntro', () => {
  const html = renderToStaticMarkup(<DestinationIntro {...KENYA_INTRO} />);

  it('shows the breadcrumb as a named navigation, the last entry the current page', () => {
    expect(html).toMatch(/<nav class="breadcrumbs destination-intro__breadcrumbs" aria-label="Breadcrumb">/);
    expect(html).toContain('<a class="breadcrumbs__link" href="/us/africa">Africa</a>');
    expect(html).toContain('<span class="breadcrumbs__current" aria-current="page">Kenya</span>');
  });

  it('has one h1, the picture with its size, and the introduction paragraphs', () => {
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Trips to Kenya<\/h1>/);
    expect(html).toContain('width="1920" height="600"');
    expect(html.match(/<p>/g)).toHaveLength(2);
  });

  it('lists the facts as a description list; none without facts', () => {
    expect(html).toContain('<dt>Capital</dt><dd>Nairobi</dd>');
    expect(html.match(/<dt>/g)).toHaveLength(6);
    const region = renderToStaticMarkup(<DestinationIntro {...KENYA_INTRO} facts={null} />);
    expect(region).not.toContain('<dl');
  });

  it('is static: no buttons or scripts', () => {
    expect(html).not.toContain('<button');
    expect(html).not.toContain('<script');
  });
});

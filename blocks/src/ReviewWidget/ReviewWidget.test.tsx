import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReviewWidget } from './ReviewWidget.tsx';

describe('ReviewWidget', () => {
  const html = renderToStaticMarkup(
    <ReviewWidget title="What our travelers say" stars={[4, 5]} tag="Approved_for_web_us" language="en" />,
  );

  it('is a section named by its h2 title', () => {
    const name = html.match(/^<section class="review-widget wp-section" aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<h2 id="${name}"[^>]*>What our travelers say</h2>`));
  });

  it('hands the vendor script the star filter, the carousel tag and the review language', () => {
    expect(html).toContain(
      '<div class="review-widget__embed" data-stars="4,5" data-tag="Approved_for_web_us" data-language="en">',
    );
  });

  it('passes other star filters and markets through unchanged', () => {
    const es = renderToStaticMarkup(
      <ReviewWidget
        title="Lo que dicen nuestros viajeros"
        stars={[5]}
        tag="Approved_for_web_es"
        language="es"
      />,
    );
    expect(es).toContain('data-stars="5" data-tag="Approved_for_web_es" data-language="es"');
  });

  it('invents no review copy: the placeholder frame is hidden from assistive technology and empty', () => {
    const frame = html.match(/<div class="review-widget__frame"[^>]*>(.*?)<\/div>/)?.[0] ?? '';
    expect(frame).toContain('aria-hidden="true"');
    expect(frame.replace(/<[^>]+>/g, '')).toBe('');
  });
});

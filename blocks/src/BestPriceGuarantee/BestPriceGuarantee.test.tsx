import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BestPriceGuarantee } from './BestPriceGuarantee.tsx';
import { GUARANTEE_PROPS } from './story-props.ts';

describe('BestPriceGuarantee', () => {
  const html = renderToStaticMarkup(<BestPriceGuarantee {...GUARANTEE_PROPS} />);

  it('titles the page with its promise', () => {
    expect(html).toMatch(/<h1[^>]*>Best price guarantee<\/h1>/);
    expect(html).toContain('We refund the difference.');
  });

  it('shows each section under its heading, with an id to link to and its (sanitised) HTML as is', () => {
    expect(html).toMatch(
      /<section id="conditions"[^>]*><h2[^>]*>Conditions<\/h2><div class="wp-prose"><ul><li>/,
    );
    expect(html).toMatch(/<section id="claim"[^>]*><h2[^>]*>How to claim<\/h2>/);
    expect(html).toContain('<strong>24 hours</strong>');
  });

  it('is static: no forms, buttons or scripts', () => {
    expect(html).not.toMatch(/<form|<button|<script/);
  });
});

import { describe, expect, it } from 'vitest';
import { homePage } from '../test/fixtures.ts';
import { renderHead } from './head.ts';

const head = (page: Parameters<typeof homePage>[0] = {}, preloads: string[] = []) =>
  renderHead({ tree: homePage(page), css: '.x{}', preloads, nonce: 'N0NCE' });

describe('renderHead', () => {
  it('has charset, viewport, the escaped title, description and canonical', () => {
    const html = head({ title: 'Trips & "tours" <b>', description: 'A <em>good</em> deal' });
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<title>Trips &amp; &quot;tours&quot; &lt;b&gt;</title>');
    expect(html).toContain('<meta name="description" content="A &lt;em&gt;good&lt;/em&gt; deal">');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/us">');
  });

  it('holds the first paint until the block after the first one is parsed (no half-parsed hero)', () => {
    const tree = homePage();
    const html = renderHead({ tree, css: '', preloads: [], nonce: 'N' });
    const second = tree.regions.main[1]!.id;
    expect(html).toContain(`<link rel="expect" href="#${second}" blocking="render">`);
    const single = { ...tree, regions: { ...tree.regions, main: tree.regions.main.slice(0, 1) } };
    expect(renderHead({ tree: single, css: '', preloads: [], nonce: 'N' })).not.toContain('rel="expect"');
  });

  it('says noindex, nofollow only for noindex pages', () => {
    expect(head({ noindex: true })).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(head({ noindex: false })).not.toContain('name="robots"');
  });

  it('lists the hreflang alternates of the contract and invents no x-default', () => {
    const html = head();
    expect(html).toContain(
      '<link rel="alternate" hreflang="en-US" href="https://www.example.com/us?locale=en-US">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="es-US" href="https://www.example.com/us?locale=es-US">',
    );
    expect(html).not.toContain('x-default');
    expect(head({ alternates: [] })).not.toContain('rel="alternate"');
  });

  it("lists the composer's x-default like any alternate, with the href escaped", () => {
    const html = head({
      alternates: [
        { hreflang: 'en-US', href: 'https://www.example.com/us/a?x=1&y="2"' },
        { hreflang: 'x-default', href: 'https://www.example.com/us' },
      ],
    });
    expect(html).toContain(
      '<link rel="alternate" hreflang="en-US" href="https://www.example.com/us/a?x=1&amp;y=&quot;2&quot;">',
    );
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://www.example.com/us">');
  });

  it('puts each structured data entry in its own nonce-bearing JSON-LD script, unbreakable', () => {
    const hostile = { '@type': 'Product', name: '</script><script>alert(1)</script><!--' };
    const html = head({ structuredData: [{ '@type': 'Organization' }, hostile] });
    const scripts = [...html.matchAll(/<script type="application\/ld\+json" nonce="N0NCE">(.*?)<\/script>/g)];
    expect(scripts.map((m) => JSON.parse(m[1]!))).toEqual([{ '@type': 'Organization' }, hostile]);
    expect(html).not.toContain('<script>alert');
  });

  it('links the favicon with the type its extension names', () => {
    expect(head({ favicon: '/favicon.svg' })).toContain(
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    );
    expect(head({ favicon: '/assets/favicons/affiliate-2.ico' })).toContain(
      '<link rel="icon" href="/assets/favicons/affiliate-2.ico" type="image/x-icon">',
    );
    expect(head({ favicon: '/icon' })).toContain('<link rel="icon" href="/icon">');
    expect(head({ favicon: undefined })).not.toContain('rel="icon"');
  });

  it('sets theme-color and the theme variables, neutralising hostile names and values', () => {
    const html = head({
      theme: {
        'color-primary': '#c0392b',
        'color-accent': 'red;}</style><script>alert(1)</script>',
        'bad name;}': 'blue',
        'font-family': "'Nunito', sans-serif",
      },
    });
    expect(html).toContain('<meta name="theme-color" content="#c0392b">');
    const style = /<style nonce="N0NCE">(.*?)<\/style>/s.exec(html)?.[1] ?? '';
    expect(style).toContain(
      "--color-primary:#c0392b;--color-accent:red/stylescriptalert(1)/script;--font-family:'Nunito', sans-serif",
    );
    expect(style).not.toContain('bad name');
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('preloads the given modules with the nonce', () => {
    expect(head({}, ['/assets/build/islands-X.js'])).toContain(
      '<link rel="modulepreload" href="/assets/build/islands-X.js" nonce="N0NCE">',
    );
  });
});

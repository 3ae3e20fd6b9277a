import type { PageTree } from '@waypoint/schemas';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adBanner,
  errorModal,
  errorPage,
  header,
  homePage,
  notFoundPage,
  promise,
} from '../test/fixtures.ts';
import type { AssetManifest } from './assets.ts';
import { ISLANDS, type IslandData } from './islands.ts';
import { NONCE_SLOT, withNonce } from './page-cache.ts';
import { PageRenderer } from './page-renderer.tsx';
import { loadStyles, type StyleBook } from './styles.ts';

const manifest: AssetManifest = {
  version: 'test',
  entries: { islands: '/assets/build/islands-A.js', page: '/assets/build/page-B.js' },
  preloads: {
    islands: ['/assets/build/islands-A.js', '/assets/build/chunks/react-C.js'],
    page: ['/assets/build/page-B.js'],
  },
  islands: {
    ErrorModal: ['/assets/build/chunks/ErrorModal-D.js'],
    AdBanner: ['/assets/build/chunks/AdBanner-E.js'],
  },
};
const silent = pino({ level: 'silent' });
let styles: StyleBook;

beforeAll(async () => {
  styles = await loadStyles();
});

function render(tree: PageTree, hydration: 'islands' | 'page' = 'islands', contractChecks = true) {
  const renderer = new PageRenderer({ manifest, styles, hydration, contractChecks });
  return { renderer, html: withNonce(renderer.render(JSON.stringify(tree), silent), 'NONCE').toString() };
}

const islandsOf = (html: string): IslandData[] =>
  JSON.parse(
    /<script type="application\/json" id="wp-islands" nonce="NONCE">(.*?)<\/script>/s.exec(html)![1]!,
  );

describe('islands mode', () => {
  it('wraps every block in region order and marks only the interactive ones as islands', () => {
    const { html } = render(homePage());
    const wrappers = [
      ...html.matchAll(/<div class="wp-block" id="([^"]+)" data-block="(\w+)"( data-island="(\d+)")?>/g),
    ];
    expect(wrappers.map((m) => [m[1], m[2], m[4]])).toEqual([
      ['home-promotion-bar', 'PromotionBar', undefined],
      ['home-header', 'Header', '0'],
      ['home-promise', 'PromiseSection', undefined],
      ['home-travel-protection', 'TravelProtectionBanner', '1'],
      ['home-ad-1', 'AdBanner', '2'],
      ['home-footer', 'Footer', undefined],
    ]);
    const islands = islandsOf(html);
    expect(islands.map((i) => [i.id, i.type])).toEqual([
      ['home-header', 'Header'],
      ['home-travel-protection', 'TravelProtectionBanner'],
      ['home-ad-1', 'AdBanner'],
    ]);
    expect(islands.every((i) => i.type in ISLANDS)).toBe(true);
    expect(islands[2]!.props).toEqual(adBanner.props);
    expect(html).toContain('<script type="module" src="/assets/build/islands-A.js" nonce="NONCE"></script>');
  });

  it('sends interactive types as plain HTML when their props need no JavaScript', () => {
    const tree = homePage();
    const oneUnit = { ...adBanner, id: 'one-unit', props: { ...adBanner.props, adUnits: ['/1234/home'] } };
    tree.regions.main.push(oneUnit as PageTree['regions']['main'][number]);
    const { html } = render(tree);
    expect(html).toMatch(/<div class="wp-block" id="one-unit" data-block="AdBanner">/);
    expect(islandsOf(html).map((i) => i.id)).not.toContain('one-unit');
    expect(islandsOf(html).map((i) => i.id)).toContain('home-ad-1');
  });

  it('puts the regions in the shell: sticky header region, main, footer, overlays', () => {
    const { html } = render(homePage({}, { overlays: [errorModal] }));
    const order = [
      '<div class="wp-region-header">',
      '<main id="main-content">',
      '<div class="wp-region-footer">',
      '<div class="wp-region-overlays">',
    ];
    const at = order.map((tag) => html.indexOf(tag));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(html).toMatch(/^<!doctype html><html lang="en-US"><head>/);
  });

  it('renders layout none pages without header and footer regions, and with no script at all', () => {
    const { html } = render(notFoundPage());
    const body = html.slice(html.indexOf('<body>'));
    expect(body).not.toContain('wp-region-header');
    expect(body).not.toContain('wp-region-footer');
    expect(html).not.toContain('data-block="Header"');
    expect(html).toContain(
      '<main id="main-content"><div class="wp-block" id="error-404" data-block="ErrorPage">',
    );
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('wp-islands');
    expect(html).toContain('--header-height:0px');
  });

  it('lets the header region scroll away when the Header is not sticky', () => {
    const still = { ...header, props: { ...header.props, sticky: false } } as typeof header;
    expect(render(homePage({}, { header: [still] })).html).toContain(
      '<div class="wp-region-header wp-region-header--static">',
    );
  });

  it('preloads the client entry and only the load islands on the page', () => {
    const { html } = render(homePage({}, { overlays: [errorModal] }));
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" nonce="NONCE">/g)].map(
      (m) => m[1],
    );
    expect(preloads).toEqual([...manifest.preloads.islands, '/assets/build/chunks/ErrorModal-D.js']);
    expect(ISLANDS.AdBanner).toBe('idle');
  });

  it('inlines base, the shell and the CSS of the blocks on the page only, each part once, in first-use order', () => {
    const { html } = render(homePage({}, { main: [promise, errorPage, promise] }));
    const style = /<style nonce="NONCE">(.*?)<\/style>/s.exec(html)![1]!;
    const parts = [
      'base',
      'renderer/regions',
      'PromotionBar/PromotionBar',
      'Header/Header',
      'PromiseSection/PromiseSection',
      'ErrorPage/ErrorPage',
      'Footer/Footer',
    ];
    const at = parts.map((p) => style.indexOf(styles.part(p)!));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(style.split(styles.part('PromiseSection/PromiseSection')!)).toHaveLength(2);
    for (const absent of [
      'HeroSlider/HeroSlider',
      'AdBanner/AdBanner',
      'TravelProtectionBanner/TravelProtectionBanner',
    ]) {
      expect(style).not.toContain(styles.part(absent)!);
    }
  });

  it('leaves out a block it cannot render, logs it, and still renders the page', () => {
    const lines: string[] = [];
    const log = pino({ level: 'error' }, { write: (l: string) => lines.push(l) });
    const tree = homePage({}, { main: [{ id: 'x-1', type: 'Mystery', props: {} } as never, promise] });
    const renderer = new PageRenderer({ manifest, styles });
    const html = withNonce(renderer.render(JSON.stringify(tree), log), 'N').toString();
    expect(html).not.toContain('x-1');
    expect(html).toContain('data-block="PromiseSection"');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      code: 'ERR_RENDER_BLOCK',
      blockId: 'x-1',
      blockType: 'Mystery',
    });
  });
});

describe('caching', () => {
  it('serves the same bytes from the page cache, with the nonce slot in every script and style', () => {
    const renderer = new PageRenderer({ manifest, styles });
    const body = JSON.stringify(homePage());
    const first = renderer.render(body, silent);
    const second = renderer.render(body, silent);
    expect(second).toBe(first);
    expect(renderer.pages.hits).toBe(1);
    const a = withNonce(first, 'AAA').toString();
    const b = withNonce(second, 'BBB').toString();
    expect(a.replaceAll('AAA', 'BBB')).toBe(b);
    const tags = [...a.matchAll(/<(script|style|link rel="modulepreload")[^>]*>/g)].map((m) => m[0]);
    expect(tags.length).toBeGreaterThan(4);
    for (const tag of tags) expect(tag).toContain('nonce="AAA"');
    expect(a).not.toContain(NONCE_SLOT);
  });

  it('re-renders only the blocks that changed', () => {
    const renderer = new PageRenderer({ manifest, styles });
    renderer.render(JSON.stringify(homePage()), silent);
    const misses = renderer.fragments.misses;
    renderer.render(JSON.stringify(homePage({ title: 'Another title' })), silent);
    expect(renderer.fragments.misses).toBe(misses);
    const changed = { ...promise, props: { ...promise.props, title: 'A new promise' } } as typeof promise;
    renderer.render(JSON.stringify(homePage({}, { main: [changed] })), silent);
    expect(renderer.fragments.misses).toBe(misses + 1);
  });
});

describe('invalid pages', () => {
  const renderer = () => new PageRenderer({ manifest, styles, contractChecks: true });
  it('rejects a body that is not JSON', () => {
    expect(() => renderer().render('<html>', silent)).toThrow(
      expect.objectContaining({ code: 'ERR_RENDER_INVALID_PAGE' }),
    );
  });
  it('rejects a tree that breaks the contract, naming the field', () => {
    const bad = { ...homePage(), page: { ...homePage().page, title: 42 } };
    expect(() => renderer().render(JSON.stringify(bad), silent)).toThrow(/page\.title/);
  });
  it('without contract checks still rejects a body with no regions', () => {
    const r = new PageRenderer({ manifest, styles });
    expect(() => r.render('{"page":{}}', silent)).toThrow(
      expect.objectContaining({ code: 'ERR_RENDER_INVALID_PAGE' }),
    );
  });
});

describe('whole-page mode', () => {
  it('renders the tree into #wp-root, serialises it, and loads the page entry', () => {
    const tree = homePage({}, { overlays: [errorModal] });
    const { html } = render(tree, 'page');
    expect(html).toContain(
      '<body><div id="wp-root"><div class="wp-region-header"><div class="wp-block" id="home-promotion-bar" data-block="PromotionBar">',
    );
    const data = /<script type="application\/json" id="wp-page" nonce="NONCE">(.*?)<\/script>/s.exec(
      html,
    )![1]!;
    expect(JSON.parse(data)).toEqual(tree);
    expect(html).toContain('<script type="module" src="/assets/build/page-B.js" nonce="NONCE"></script>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/build/page-B.js" nonce="NONCE">');
    expect(html).not.toContain('data-island');
  });
});

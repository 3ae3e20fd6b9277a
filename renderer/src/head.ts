/**
 * The document head as a string template: meta tags for search engines and browsers, JSON-LD, the
 * inlined CSS and the module preloads. Every value is escaped; every style and script carries the nonce.
 */
import type { PageTree } from '@waypoint/schemas';
import { escapeHtml, safeJson } from './serialize.ts';
import { pageVariablesCss, themeColor } from './theme.ts';

export interface HeadInput {
  tree: PageTree;
  /** Minified CSS of base, the shell and the blocks on the page. */
  css: string;
  /** Module URLs to preload (client entry, 'load' islands). */
  preloads: readonly string[];
  /** Resource hints React hoisted out of the blocks (image preloads), as markup. */
  hoisted?: string;
  /** The nonce, or the placeholder that is replaced with one per response. */
  nonce: string;
}

const FAVICON_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  png: 'image/png',
};

function faviconType(href: string): string | undefined {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(href)?.[1]?.toLowerCase();
  return ext ? FAVICON_TYPES[ext] : undefined;
}

export function renderHead({ tree, css, preloads, hoisted = '', nonce }: HeadInput): string {
  const { page } = tree;
  const n = escapeHtml(nonce);
  const out = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.title)}</title>`,
  ];
  if (page.description) out.push(`<meta name="description" content="${escapeHtml(page.description)}">`);
  out.push(`<link rel="canonical" href="${escapeHtml(page.canonical)}">`);
  if (page.noindex) out.push('<meta name="robots" content="noindex, nofollow">');
  for (const alt of page.alternates ?? []) {
    out.push(`<link rel="alternate" hreflang="${escapeHtml(alt.hreflang)}" href="${escapeHtml(alt.href)}">`);
  }
  if (page.favicon) {
    const type = faviconType(page.favicon);
    out.push(`<link rel="icon" href="${escapeHtml(page.favicon)}"${type ? ` type="${type}"` : ''}>`);
  }
  const color = themeColor(page.theme);
  if (color) out.push(`<meta name="theme-color" content="${escapeHtml(color)}">`);
  // Paint only once the first screen is parsed: a half-parsed hero that grows as its copy arrives
  // is a layout shift (Chromium honours rel=expect; other browsers ignore it).
  const firstBelowFold = tree.regions.main[1];
  if (firstBelowFold) {
    out.push(
      `<link rel="expect" href="#${escapeHtml(encodeURIComponent(firstBelowFold.id))}" blocking="render">`,
    );
  }
  if (hoisted) out.push(hoisted);
  for (const href of preloads) out.push(`<link rel="modulepreload" href="${escapeHtml(href)}" nonce="${n}">`);
  out.push(`<style nonce="${n}">${css}${pageVariablesCss(tree)}</style>`);
  for (const entry of page.structuredData) {
    out.push(`<script type="application/ld+json" nonce="${n}">${safeJson(entry)}</script>`);
  }
  return out.join('');
}

/** `<!doctype html>` to `<body>`, then the body markup, then the closing tags. */
export function renderDocument(lang: string, head: string, body: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head>${head}</head><body>${body}</body></html>`;
}

/**
 * Every static asset path that the config and the composer emit must exist as a file under
 * renderer/public, which the web server serves at the same URL, and every file there must be named by
 * one of them: the two stay in step. Paths come from the config's data and rules (templated ones
 * included) and from the string literals in the sources, so that a new literal path is checked too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AFFILIATE_LOGO_IMAGES,
  AFFILIATES,
  affiliateImageUrl,
  affiliateLogo,
  MARKETS,
  PRODUCT_LOGO,
} from '@waypoint/config';
import { describe, expect, it } from 'vitest';
import { BRAND_STORY_IMAGES } from './blocks/brand-story.ts';
import { TRIP_CARD_PLACEHOLDER_IMAGE } from './blocks/trip-card.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PUBLIC = join(ROOT, 'renderer/public');

/** Files under a folder, recursively, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Quoted literal paths of static assets in the non-test sources of a package. */
function literalPaths(pkg: string): string[] {
  const sources = filesUnder(join(ROOT, pkg, 'src')).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  const pattern = /['"`](\/(?:assets\/|favicon\.)[^'"`$\s]*)['"`]/g;
  return sources.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(pattern)].map((m) => m[1]!));
}

function namedPaths(): string[] {
  const paths = new Set<string>([PRODUCT_LOGO.logoUrl, PRODUCT_LOGO.iconUrl]);
  for (const affiliate of Object.values(AFFILIATES)) {
    paths.add(affiliate.favicon);
    const { logoUrl, iconUrl, byMarket = {} } = affiliate.logos;
    for (const url of [logoUrl, iconUrl, ...Object.values(byMarket)]) if (url) paths.add(url);
    for (const market of MARKETS) {
      const logo = affiliateLogo(affiliate.id, market);
      paths.add(logo.url).add(logo.iconUrl);
    }
  }
  for (const id of AFFILIATE_LOGO_IMAGES) paths.add(affiliateImageUrl(id));
  for (const url of [...Object.values(BRAND_STORY_IMAGES), TRIP_CARD_PLACEHOLDER_IMAGE]) paths.add(url);
  for (const url of [...literalPaths('config'), ...literalPaths('composer')]) paths.add(url);
  return [...paths].sort();
}

const named = namedPaths();

describe('static assets under renderer/public', () => {
  it('names the assets of every kind', () => {
    expect(named).toContain('/favicon.svg');
    expect(named).toContain('/assets/favicons/affiliate-2.svg');
    expect(named).toContain('/assets/images/logos/affiliate-30.svg');
    expect(named).toContain('/assets/images/logos/partners/partner-one-fr.svg');
    expect(named).toContain(BRAND_STORY_IMAGES.still);
    expect(named.length).toBeGreaterThan(50);
  });

  it.each(named)('%s exists', (url) => {
    expect(url.startsWith('/')).toBe(true);
    const file = join(PUBLIC, url);
    expect(statSync(file, { throwIfNoEntry: false })?.isFile(), `renderer/public${url}`).toBe(true);
  });

  it.each(named.filter((url) => url.endsWith('.svg')))('%s is a small standalone SVG', (url) => {
    const text = readFileSync(join(PUBLIC, url), 'utf8');
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(text).toMatch(/^<svg[^>]* width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    expect(text.trimEnd().endsWith('</svg>')).toBe(true);
    expect(Buffer.byteLength(text)).toBeLessThan(3 * 1024);
  });

  it('holds no file that nothing names', () => {
    const files = filesUnder(PUBLIC).map((f) => `/${relative(PUBLIC, f).split('\\').join('/')}`);
    expect(files.filter((f) => !named.includes(f))).toEqual([]);
  });
});

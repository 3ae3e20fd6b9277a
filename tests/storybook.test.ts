/**
 * Storybook builds (as CI requires), every block type has stories, and every story renders in real
 * Chromium without errors.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';
import { BLOCK_TYPES } from '@waypoint/schemas';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, watchConsole } from './support/browser.ts';

const run = promisify(execFile);
const BLOCKS_DIR = resolve(import.meta.dirname, '../blocks');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

interface StoryIndex {
  entries: Record<string, { id: string; title: string; type: 'story' | 'docs'; importPath: string }>;
}

let outDir: string;
let server: Server;
let baseUrl: string;
let browser: Browser;
let index: StoryIndex;
/** Paths the built Storybook asked for and did not have. */
const missing = new Set<string>();

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'waypoint-storybook-'));
  await run('pnpm', ['exec', 'storybook', 'build', '--quiet', '--disable-telemetry', '-o', outDir], {
    cwd: BLOCKS_DIR,
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', CI: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  index = JSON.parse(await readFile(join(outDir, 'index.json'), 'utf8')) as StoryIndex;
  server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^[/\\]+/,
      '',
    );
    try {
      const body = await readFile(join(outDir, path || 'index.html'));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      missing.add(path);
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('Storybook', () => {
  it('has at least one story for every block type of the contract', () => {
    const stories = Object.values(index.entries).filter((e) => e.type === 'story');
    for (const type of BLOCK_TYPES) {
      const own = stories.filter((s) => s.importPath.includes(`/src/${type}/${type}.stories.tsx`));
      expect(own.length, `stories of ${type}`).toBeGreaterThan(0);
    }
  });

  it('renders every story without errors', { timeout: 240_000 }, async () => {
    const stories = Object.values(index.entries).filter((e) => e.type === 'story');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { problems } = watchConsole(page);
    const empty: string[] = [];
    for (const story of stories) {
      await page.goto(`${baseUrl}/iframe.html?id=${story.id}&viewMode=story`, { waitUntil: 'load' });
      await page
        .waitForFunction(
          () => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0,
          null,
          {
            timeout: 10_000,
          },
        )
        .catch(() => empty.push(story.id));
    }
    expect(empty, 'stories that rendered nothing').toEqual([]);
    expect([...missing], 'files the stories requested that do not exist').toEqual([]);
    // Stories that mock failures may warn; none may error.
    expect(problems.filter((p) => !p.startsWith('console.warning'))).toEqual([]);
    await page.close();
  });
});

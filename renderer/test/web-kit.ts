/**
 * Test support for the web plugin: a Fastify app with the plugin, a fake PageSource that records what
 * it was asked and answers from a table, captured log lines, and a public directory with a file outside
 * it (for traversal attempts). The client build is shared by every app of a test file.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildClientAssets, type ClientAssets } from '../src/assets.ts';
import type { PageRequest, PageResponse, PageSource } from '../src/page-source.ts';
import { loadStyles, type StyleBook } from '../src/styles.ts';
import { webPlugin } from '../src/web-server.ts';
import { homePage, notFoundPage } from './fixtures.ts';

export const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${'<circle cx="16" cy="16" r="8"/>'.repeat(60)}</svg>`;

export const PAGE_HEADERS = {
  'set-cookie': ['locale=en-US; Max-Age=2592000; Path=/', 'ABPhoneHeader-version=v1; Path=/'],
  'x-locale': 'en-US',
  'x-utm-reseller': 'last_minute',
  'x-advisor-token': '',
  'cache-control': 'private, no-cache',
  vary: 'Cookie, User-Agent',
  'x-waypoint-served': 'last-good',
  'content-type': 'application/json; charset=utf-8',
  'x-internal': 'not relayed',
};

const home = (): PageResponse => ({ status: 200, headers: PAGE_HEADERS, body: JSON.stringify(homePage()) });
/** A page whose meta says it carries a payment provider's form (the checkout's payment step). */
const paymentPage = (): PageResponse => {
  const page = homePage();
  return {
    status: 200,
    headers: PAGE_HEADERS,
    body: JSON.stringify({ ...page, page: { ...page.page, paymentForms: true } }),
  };
};

/** What the fake composer answers per path; any other path makes the PageSource throw. */
export const ROUTES: Record<string, () => PageResponse> = {
  '/': home,
  '/us': home,
  '/es': home,
  '/xx': () => ({
    status: 302,
    headers: { location: '/us/404', 'x-error': 'generic', 'set-cookie': 'locale=en-US; Path=/' },
    body: '',
  }),
  '/us/404': () => ({
    status: 404,
    headers: { 'cache-control': 'private, max-age=600' },
    body: JSON.stringify(notFoundPage()),
  }),
  '/us/garbage': () => ({ status: 200, headers: {}, body: '<html>not json</html>' }),
  '/us/bad-contract': () => ({
    status: 200,
    headers: {},
    body: JSON.stringify({ ...homePage(), schemaVersion: 2 }),
  }),
  '/us/busy': () => ({ status: 503, headers: {}, body: '{"statusCode":503,"code":"X","message":"busy"}' }),
  // The composer shedding load: its own Retry-After.
  '/us/shedding': () => ({
    status: 503,
    headers: { 'retry-after': '7', connection: 'close' },
    body: '{"statusCode":503,"code":"X","message":"shedding"}',
  }),
  '/us/gateway': () => ({ status: 502, headers: {}, body: '{"statusCode":502}' }),
  // Values Node refuses as header text: dropped, the page is still served.
  '/us/bad-headers': () => ({
    status: 200,
    headers: {
      ...PAGE_HEADERS,
      'x-advisor-token': 'tok€',
      'x-locale': 'en-US\r\nx-injected: 1',
      'set-cookie': ['ok=1; Path=/', 'advisor_token=\u20ac; Path=/'],
    },
    body: JSON.stringify(homePage()),
  }),
  '/us/bad-location': () => ({
    status: 302,
    headers: { location: '/us?x=\u20ac', 'x-error': 'generic' },
    body: '',
  }),
  // A payment page (its CSP allows the payment providers' origins) and a PDF the composer drew.
  '/us/my-trip/tok': paymentPage,
  '/us/budget/pdf/abc.pdf': () => ({
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="budget-abc.pdf"',
      'cache-control': 'private, no-store',
      'set-cookie': 'x=1; Path=/',
    },
    body: Buffer.from('%PDF-1.7\n%%EOF\n'),
  }),
};

export interface Kit {
  assets: ClientAssets;
  styles: StyleBook;
  /** Served at '/'; its parent holds secret.txt, which must never be served (public/leak.txt links to it). */
  publicDir: string;
  close(): Promise<void>;
}

export async function createKit(): Promise<Kit> {
  const [assets, styles] = await Promise.all([buildClientAssets(), loadStyles()]);
  const root = await mkdtemp(join(tmpdir(), 'wp-web-'));
  const publicDir = join(root, 'public');
  await mkdir(join(publicDir, 'assets/images/logos'), { recursive: true });
  await writeFile(join(publicDir, 'favicon.svg'), SVG);
  await writeFile(join(publicDir, 'assets/images/logos/waypoint.svg'), SVG);
  await writeFile(join(publicDir, '.env'), 'SECRET=dotfile');
  await writeFile(join(root, 'secret.txt'), 'SECRET=outside');
  await symlink(join(root, 'secret.txt'), join(publicDir, 'leak.txt'));
  return { assets, styles, publicDir, close: () => rm(root, { recursive: true, force: true }) };
}

export interface Harness {
  app: FastifyInstance;
  calls: PageRequest[];
  logs: () => Array<Record<string, unknown>>;
}

export interface HarnessOptions {
  paymentOrigins?: string[];
  /** Fastify's trustProxy (the web service's TRUST_PROXY); none by default. */
  trustProxy?: boolean | string;
  /** Asked before the table: an answer, or undefined to use the table. */
  before?: (request: PageRequest) => Promise<PageResponse | undefined>;
  /** Called by an onClose hook of the app (after its preClose hooks). */
  onClose?: () => void;
}

export async function harness(kit: Kit, options: HarnessOptions = {}): Promise<Harness> {
  const calls: PageRequest[] = [];
  const lines: string[] = [];
  const source: PageSource = async (request) => {
    calls.push(request);
    const first = await options.before?.(request);
    if (first) return first;
    const route = ROUTES[request.path];
    if (!route) throw new Error('connect ECONNREFUSED 127.0.0.1:3000');
    return route();
  };
  const app = Fastify({
    loggerInstance: pino(
      { level: 'info' },
      { write: (line: string) => void lines.push(line) },
    ) as FastifyBaseLogger,
    requestIdHeader: 'x-request-id',
    trustProxy: options.trustProxy ?? false,
  });
  if (options.onClose) app.addHook('onClose', async () => options.onClose?.());
  // A JSON route of another plugin on the same instance, as the composer's /v1/* routes are.
  app.get('/v1/data', async () => ({
    items: Array.from({ length: 200 }, (_, i) => ({ i, name: `item ${i}` })),
  }));
  const { assets, styles, publicDir } = kit;
  await app.register(webPlugin, {
    pageSource: source,
    assets,
    styles,
    publicDir,
    contractChecks: true,
    ...(options.paymentOrigins ? { paymentOrigins: options.paymentOrigins } : {}),
  });
  await app.ready();
  return { app, calls, logs: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

export const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

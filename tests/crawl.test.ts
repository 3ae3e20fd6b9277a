/**
 * Every internal link resolves: linkinator crawls the whole product over real HTTP (the
 * web stack of `pnpm start`: composer, sandbox, renderer) from each market's home page, on the main site and
 * on a partner site, to a bounded depth, and no link anywhere answers 404, 500 or any other failure.
 *
 * Depth: the home pages (depth 0) and every internal page they link to (depth 1) are fetched and parsed;
 * every link on those pages (depth 2) is requested and its status checked. linkinator has no depth option,
 * so each depth is one linkinator run whose roots are the pages found by the previous one (`recurse: false`:
 * a run parses its roots and checks their links); a link already checked by an earlier run is not requested
 * again, and at the last depth a page's own state links are capped (STATE_LINKS below). Links to other hosts (the advisors' domain, social networks, CDNs) are not requested: this is the
 * product's own link check, not the internet's.
 *
 * The partner site is a subdomain (`viajes.<BASE_DOMAIN>`), which Node does not resolve for `*.localhost`
 * (Chromium does): a small reverse proxy on another port forwards every request with the partner's Host
 * header, and the partner's absolute URLs are rewritten to the proxy, so the crawler sees the partner site
 * exactly as a visitor's browser does.
 *
 * With WP_CRAWL_REPORT=<file> set, the findings (status, URL, page it is on) are also written to that file.
 */
import { writeFile } from 'node:fs/promises';
import { Agent, createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import { PARTNER_SUBDOMAINS } from '@waypoint/config';
import { MARKETS } from '@waypoint/schemas';
import { LinkChecker, type LinkResult, LinkState } from 'linkinator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebStack, type WebStack } from './support/web-stack.ts';

/** Depth 2: the home pages and the pages they link to are parsed; the links on those are checked. */
const DEPTH = 2;
/** Requests in flight per run: the server shares the machine's two cores with the crawler. */
const CONCURRENCY = 6;
const PARTNER_SUBDOMAIN = 'viajes';
/**
 * A page's links to itself with another query are its own controls (a trip page's calendar months and
 * selector options, about 30 of them; a destination's sort orders and pages; a language). At the last
 * depth only the first STATE_LINKS of each page path are requested, which keeps the crawl within about
 * three minutes on two cores (all of them: some 6,000 more requests per site). WP_CRAWL_ALL_STATES=1
 * requests every one. At the other depths every link is requested.
 */
const STATE_LINKS = process.env.WP_CRAWL_ALL_STATES === '1' ? Number.POSITIVE_INFINITY : 4;
/** Paths that are files, not pages: checked (their status counts) but never parsed for more links. */
const FILE_PATH = /\.(?:js|mjs|css|svg|png|jpe?g|webp|avif|gif|ico|woff2?|pdf|xml|txt|json|map)$/i;

interface Site {
  name: string;
  /** Where the crawler sends its requests. */
  origin: string;
  /** How the site's own pages name it, when that differs from `origin` (the partner's subdomain). */
  publicOrigin?: string;
}

interface Finding {
  site: string;
  status: number;
  url: string;
  parents: string[];
}

let stack: WebStack;
let partner: HostProxy;

beforeAll(async () => {
  expect(Object.keys(PARTNER_SUBDOMAINS)).toContain(PARTNER_SUBDOMAIN);
  // The crawl checks where links lead, not how fast: on a busy machine load shedding (an event loop
  // delay past 200 ms) would turn a good link into a 503, and a starved embedded sandbox would make the
  // composer's upstream calls time out (500). Both have their own tests (overload, deadline, faults).
  stack = await startWebStack({
    env: { SHED_MAX_EVENT_LOOP_DELAY_MS: '0', UPSTREAM_TIMEOUT_MS: '15000', COMPOSE_DEADLINE_MS: '30000' },
  });
  partner = await startHostProxy(stack.port, `${PARTNER_SUBDOMAIN}.localhost:${stack.port}`);
}, 120_000);

afterAll(async () => {
  await partner?.close();
  await stack?.close();
});

interface HostProxy {
  origin: string;
  close(): Promise<void>;
}

/**
 * A reverse proxy on a free port that forwards every request to the product with `host` as its Host
 * header, and rewrites a redirect to that host back to itself.
 */
async function startHostProxy(targetPort: number, host: string): Promise<HostProxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 });
  let origin = '';
  const server: Server = createServer((req, res) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host },
        agent,
      },
      (answer) => {
        const headers: IncomingHttpHeaders = { ...answer.headers };
        if (typeof headers.location === 'string') {
          headers.location = headers.location.replace(`http://${host}`, origin);
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy did not bind a TCP port');
  origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      agent.destroy();
    },
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Crawls `site` from each market's home page to DEPTH; answers every link that failed. */
async function crawl(
  site: Site,
): Promise<{ findings: Finding[]; pages: number; links: number; notRequested: number }> {
  const origin = new URL(site.origin);
  const internalHosts = new Set([origin.host, new URL(stack.url).host]);
  const isInternal = (url: string) => {
    try {
      return internalHosts.has(new URL(url).host);
    } catch {
      return true; // a malformed link is the site's own problem: linkinator reports it as broken
    }
  };
  const checked = new Map<string, LinkResult>();
  const parents = new Map<string, Set<string>>();
  const parsed = new Set<string>();
  let notRequested = 0;
  let roots = MARKETS.map((market) => `${site.origin}/${market}`);
  for (let depth = 0; depth < DEPTH && roots.length > 0; depth++) {
    const rootSet = new Set(roots);
    for (const root of roots) parsed.add(root);
    const last = depth === DEPTH - 1;
    const rootPaths = new Set(roots.map((root) => new URL(root).pathname));
    const stateLinks = new Map<string, number>();
    /** At the last depth, a link to a parsed page's path with a query past that path's first STATE_LINKS. */
    const beyondStateLinks = (link: string) => {
      if (!last) return false;
      const url = new URL(link);
      if (!url.search || !rootPaths.has(url.pathname)) return false;
      const seen = (stateLinks.get(url.pathname) ?? 0) + 1;
      stateLinks.set(url.pathname, seen);
      if (seen <= STATE_LINKS) return false;
      notRequested++;
      return true;
    };
    const checker = new LinkChecker();
    const result = await checker.check({
      path: roots,
      recurse: false,
      concurrency: CONCURRENCY,
      timeout: 30_000,
      linksToSkip: async (url) =>
        !rootSet.has(url) && (!isInternal(url) || checked.has(url) || beyondStateLinks(url)),
      ...(site.publicOrigin
        ? {
            urlRewriteExpressions: [
              { pattern: new RegExp(`^${escapeRegExp(site.publicOrigin)}`), replacement: site.origin },
            ],
          }
        : {}),
    });
    const next = new Set<string>();
    for (const link of result.links) {
      if (link.parent) {
        const seen = parents.get(link.url) ?? new Set<string>();
        seen.add(link.parent);
        parents.set(link.url, seen);
      }
      if (link.state === LinkState.SKIPPED) continue;
      if (!checked.has(link.url)) checked.set(link.url, link);
      const url = new URL(link.url);
      if (
        link.state === LinkState.OK &&
        url.host === origin.host &&
        !parsed.has(link.url) &&
        !FILE_PATH.test(url.pathname)
      ) {
        next.add(link.url);
      }
    }
    roots = [...next];
  }
  const findings = [...checked.values()]
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => ({
      site: site.name,
      status: link.status ?? 0,
      url: link.url,
      parents: [...(parents.get(link.url) ?? [])].filter((p) => p !== link.url).sort(),
    }))
    .sort((a, b) => a.url.localeCompare(b.url));
  return { findings, pages: parsed.size, links: checked.size, notRequested };
}

/** One line per broken link: status, URL (as a path on its site) and the pages it is on. */
function describeFindings(findings: Finding[], site: Site): string {
  const show = (url: string) => {
    const u = new URL(url);
    const path = `${u.pathname}${u.search}${u.hash}`;
    return u.origin === site.origin ? path : url;
  };
  return findings
    .map((f) => {
      const on = f.parents.slice(0, 5).map(show);
      const more = f.parents.length > on.length ? ` (+${f.parents.length - on.length} more)` : '';
      return `  ${f.status || 'ERR'} ${show(f.url)}  on ${on.join(', ') || '(a root)'}${more}`;
    })
    .join('\n');
}

const reports: string[] = [];

async function writeReport(): Promise<void> {
  const file = process.env.WP_CRAWL_REPORT;
  if (!file) return;
  await writeFile(file, `crawl at ${new Date().toISOString()} (depth ${DEPTH})\n\n${reports.join('\n\n')}\n`);
}

describe(`crawl from each market's home page, depth ${DEPTH}`, () => {
  const sites: (() => Site)[] = [
    () => ({ name: 'main site', origin: stack.url }),
    () => ({
      name: `partner site ${PARTNER_SUBDOMAIN}`,
      origin: partner.origin,
      publicOrigin: `http://${PARTNER_SUBDOMAIN}.localhost:${stack.port}`,
    }),
  ];
  it.each(sites.map((site, i) => ({ i, site, label: i === 0 ? 'the main site' : 'a partner site' })))(
    'on $label no link answers 404, 500 or any other failure',
    async ({ site: make }) => {
      const site = make();
      const started = Date.now();
      const { findings, pages, links, notRequested } = await crawl(site);
      const summary = `${site.name}: ${pages} pages parsed, ${links} links checked in ${Math.round(
        (Date.now() - started) / 1000,
      )} s (${notRequested} state links past ${STATE_LINKS} per page not requested), ${findings.length} broken`;
      reports.push(findings.length ? `${summary}:\n${describeFindings(findings, site)}` : summary);
      await writeReport();
      expect(
        findings.length,
        `${findings.length} broken links on the ${site.name} (status, link, pages it is on):\n${describeFindings(
          findings,
          site,
        )}`,
      ).toBe(0);
    },
    600_000,
  );
});

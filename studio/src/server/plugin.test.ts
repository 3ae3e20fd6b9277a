import type { Block, PageTree } from '@waypoint/schemas';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioWebPlugin } from './plugin.ts';
import type { PreviewRequest } from './preview.ts';

const promise: Block = {
  id: 'draft-promise',
  type: 'PromiseSection',
  props: {
    title: 'Our promise',
    boxes: [{ icon: 'shield', title: 'Protected', text: 'Every trip.', link: null }],
  },
};

const tree: PageTree = {
  schemaVersion: 1,
  page: {
    kind: 'home',
    path: '/es',
    canonical: 'https://www.example.com/es',
    title: 'Viajes de varios días',
    noindex: false,
    layout: 'default',
    breadcrumbs: [],
    structuredData: [],
  },
  context: {
    market: 'es',
    locale: 'es-ES',
    currency: {
      isoCode: 'EUR',
      prefixSign: '',
      sufixSign: ' €',
      decimalSeparator: ',',
      thousandsSeparator: '.',
    },
    device: 'desktop',
    site: {
      subdomain: 'www',
      kind: 'main',
      layoutType: 'B2C',
      partnerType: 'B2C',
      affiliateId: 1,
      isB2COnly: true,
      isPrivateLabel: false,
      isReseller: false,
      isMainDomain: true,
      isB2BDomain: false,
      isB2B2CDomain: false,
      reseller: null,
    },
    experiments: {},
  },
  regions: { header: [], main: [promise], footer: [], overlays: [] },
};

let app: FastifyInstance;
const asked: PreviewRequest[] = [];
let answer: () => Promise<{ status: number; body: string }>;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(studioWebPlugin, {
    preview: async (request) => {
      asked.push(request);
      return answer();
    },
  });
  await app.ready();
}, 60_000);

afterAll(() => app?.close());

describe('studioWebPlugin: the editor', () => {
  it.each(['/studio', '/studio/', '/studio/layouts/abc', '/studio/users'])('%s is the shell', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<title>Waypoint Studio</title>');
    expect(res.body).toMatch(
      new RegExp(
        `<script type="module" src="/studio/assets/studio-[^"]+\\.js" nonce="${nonce!.replace(/[+/=]/g, '\\$&')}">`,
      ),
    );
  });

  it('tells the app whether a session cookie came, so a first visit does not ask for a 401', async () => {
    const root = async (cookie?: string) =>
      /<div id="studio-root" data-session="(\w+)">/.exec(
        (await app.inject({ method: 'GET', url: '/studio', headers: cookie ? { cookie } : {} })).body,
      )?.[1];
    expect(await root()).toBe('none');
    expect(await root('theme=dark; other_waypoint_studio_x=1')).toBe('none');
    expect(await root('theme=dark; waypoint_studio=s1')).toBe('maybe');
    expect(await root('__Host-waypoint_studio=s1')).toBe('maybe');
  });

  it('serves the hashed bundle and stylesheet for a year, and 404s unknown assets and API paths', async () => {
    const shell = await app.inject({ method: 'GET', url: '/studio' });
    for (const url of [/src="([^"]+\.js)"/, /href="([^"]+\.css)"/].map((re) => re.exec(shell.body)![1]!)) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-encoding']).toBe('br');
    }
    expect((await app.inject({ method: 'GET', url: '/studio/assets/nope.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/studio/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'STUDIO_NOT_FOUND' });
  });

  it('never ships the contract (zod) to the browser', async () => {
    const shell = await app.inject({ method: 'GET', url: '/studio' });
    const js = await app.inject({ method: 'GET', url: /src="([^"]+\.js)"/.exec(shell.body)![1]! });
    expect(js.body).not.toMatch(/ZodError|\$ZodType/);
  });
});

describe('studioWebPlugin: the preview', () => {
  it('renders the page tree with the real renderer, for the audience asked, with the cookie', async () => {
    answer = async () => ({ status: 200, body: JSON.stringify(tree) });
    asked.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: '/studio/preview/lay-1?market=es&device=mobile&asOf=2030-01-01T10%3A00%3A00%2B01%3A00&evil=1',
      headers: { cookie: 'waypoint_studio=s1', host: 'localhost:3000' },
    });
    expect(asked).toEqual([
      {
        layoutId: 'lay-1',
        query: 'market=es&device=mobile&asOf=2030-01-01T10%3A00%3A00%2B01%3A00',
        cookie: 'waypoint_studio=s1',
        host: 'localhost:3000',
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(res.body).toContain('<html lang="es-ES">');
    expect(res.body).toContain('id="draft-promise"');
    expect(res.body).toContain('<title>Viajes de varios días</title>');
  });

  it('carries the explain section as inert JSON in the head, escaped, for the editor around the frame', async () => {
    const explain = {
      layoutId: 'lay-1',
      version: 0,
      scope: { pageKey: 'home', market: 'es' },
      asOf: '2030-01-01T09:00:00.000Z',
      excluded: [
        { placementId: 'p1', blockType: 'BrandStory', rule: 'schedule.from', reason: 'starts </script>' },
      ],
      note: 'Travellers with this audience are served "Home (partner 2)", not this layout',
    };
    answer = async () => ({ status: 200, body: JSON.stringify({ ...tree, explain }) });
    const res = await app.inject({ method: 'GET', url: '/studio/preview/lay-1?market=es' });
    expect(res.statusCode).toBe(200);
    const json =
      /<script type="application\/json" id="waypoint-preview-explain">(.*?)<\/script><\/head>/.exec(
        res.body,
      )?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json!)).toEqual(explain);
    // without one, nothing is added
    answer = async () => ({ status: 200, body: JSON.stringify(tree) });
    const plain = await app.inject({ method: 'GET', url: '/studio/preview/lay-1?market=es' });
    expect(plain.body).not.toContain('waypoint-preview-explain');
  });

  it('shows a refusal as a small page with its status and message', async () => {
    answer = async () => ({
      status: 403,
      body: JSON.stringify({
        statusCode: 403,
        code: 'STUDIO_FORBIDDEN',
        message: 'This page is out of your reach',
      }),
    });
    const res = await app.inject({ method: 'GET', url: '/studio/preview/lay-1?market=es' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('Preview unavailable (403)');
    expect(res.body).toContain('This page is out of your reach');
    expect(res.body).toContain('STUDIO_FORBIDDEN');
  });

  it('answers 502 with a stable code when the source fails or sends no page', async () => {
    answer = async () => {
      throw new Error('composer down');
    };
    const thrown = await app.inject({ method: 'GET', url: '/studio/preview/lay-1?market=es' });
    expect(thrown.statusCode).toBe(502);
    expect(thrown.body).toContain('ERR_STUDIO_PREVIEW');
    answer = async () => ({ status: 200, body: '{"not":"a page"}' });
    const bad = await app.inject({ method: 'GET', url: '/studio/preview/lay-1?market=es' });
    expect(bad.statusCode).toBe(502);
    expect(bad.body).toContain('ERR_STUDIO_PREVIEW');
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, type Harness, harness, type Kit, nonceOf, PAGE_HEADERS } from '../test/web-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await createKit();
}, 30_000);
afterAll(() => kit?.close());

describe('payment pages and documents', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(kit, { paymentOrigins: ['https://pay.example.com'] });
  });
  afterAll(() => h.app.close());

  const formAction = (csp: unknown) => /form-action ([^;]+)/.exec(String(csp))?.[1];

  it('allows the payment providers’ origins as form targets on the payment pages only, nothing else new', async () => {
    const payment = await h.app.inject({ url: '/us/my-trip/tok' });
    const home = await h.app.inject({ url: '/us' });
    expect(formAction(payment.headers['content-security-policy'])).toBe("'self' https://pay.example.com");
    expect(formAction(home.headers['content-security-policy'])).toBe("'self'");
    const strip = (csp: unknown) =>
      String(csp)
        .replace(/'nonce-[^']+'/, '')
        .replace(' https://pay.example.com', '');
    expect(strip(payment.headers['content-security-policy'])).toBe(
      strip(home.headers['content-security-policy']),
    );
  });

  it('relays a PDF as it came, with its own headers and no cookie', async () => {
    const res = await h.app.inject({ url: '/us/budget/pdf/abc.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="budget-abc.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Any other file-like path is still not a page.
    expect((await h.app.inject({ url: '/us/budget/pdf/abc.txt' })).statusCode).toBe(404);
  });

  it('refuses a payment origin that is not a bare origin', async () => {
    await expect(harness(kit, { paymentOrigins: ["https://pay.example.com/x'"] })).rejects.toThrow(
      /bare origin/,
    );
  });
});

describe('pages', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(kit);
  });
  afterAll(() => h.app.close());

  it('renders a page with the status, the relayed spec headers and the security headers', async () => {
    const res = await h.app.inject({ url: '/us', headers: { 'x-request-id': 'req-1' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['set-cookie']).toEqual(PAGE_HEADERS['set-cookie']);
    expect(res.headers).toMatchObject({
      'x-locale': 'en-US',
      'x-utm-reseller': 'last_minute',
      'x-advisor-token': '',
      'cache-control': 'private, no-cache',
      'x-waypoint-served': 'last-good',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(res.headers['x-internal']).toBeUndefined();
    // The composer's Vary reaches the browser, which then keeps one copy per cookie (compression adds its
    // own).
    expect(String(res.headers.vary)).toMatch(/^Cookie, User-Agent(, accept-encoding)?$/);
    expect(res.headers['content-security-policy']).toMatch(
      /^default-src 'self'; script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'; .*frame-src https:\/\/www\.youtube-nocookie\.com; object-src 'none'; base-uri 'none'/,
    );
    expect(res.body).toMatch(/^<!doctype html><html lang="en-US">/);
    expect(res.body).toContain('data-block="Header"');
  });

  it('passes the path, query string and request headers to the PageSource, and who asks as resolved', async () => {
    h.calls.length = 0;
    await h.app.inject({
      url: '/es?utm_reseller=x&lang=es',
      headers: {
        host: 'viajes.localhost:3000',
        cookie: 'locale=es-ES; advisor_token=a1',
        'user-agent': 'Mozilla/5.0 (iPhone)',
        'accept-language': 'es-ES,es;q=0.9',
        // Written by the client, and no proxy is trusted: never passed on.
        'x-forwarded-for': '203.0.113.7',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        'x-request-id': 'req-42',
        'x-unrelated': 'dropped',
      },
    });
    expect(h.calls).toHaveLength(1);
    const call = h.calls[0]!;
    expect(call.path).toBe('/es');
    expect(call.search).toBe('?utm_reseller=x&lang=es');
    expect(call.headers).toEqual({
      host: 'viajes.localhost:3000',
      cookie: 'locale=es-ES; advisor_token=a1',
      'user-agent': 'Mozilla/5.0 (iPhone)',
      'accept-language': 'es-ES,es;q=0.9',
      'x-request-id': 'req-42',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
    });
  });

  it('owns the site root', async () => {
    h.calls.length = 0;
    const res = await h.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(h.calls[0]).toMatchObject({ path: '/', search: '' });
  });

  it('relays a redirect with its status, Location, Set-Cookie and X-error', async () => {
    const res = await h.app.inject({ url: '/xx' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/us/404');
    expect(res.headers['x-error']).toBe('generic');
    expect(res.headers['set-cookie']).toBe('locale=en-US; Path=/');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.body).toBe('');
  });

  it('keeps the 404 status of an error page, rendered without header and footer', async () => {
    const res = await h.app.inject({ url: '/us/404' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('data-block="ErrorPage"');
    expect(res.body).not.toContain('<div class="wp-region-header">');
  });

  it('gives every response a fresh nonce while the page cache serves the same HTML', async () => {
    const [a, b] = [await h.app.inject({ url: '/us' }), await h.app.inject({ url: '/us' })];
    const [na, nb] = [
      nonceOf(a.headers['content-security-policy']),
      nonceOf(b.headers['content-security-policy']),
    ];
    expect(na).toBeTruthy();
    expect(na).not.toBe(nb);
    for (const [res, nonce] of [
      [a, na],
      [b, nb],
    ] as const) {
      const attrs = [...res.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
      expect(attrs.length).toBeGreaterThan(3);
      expect(new Set(attrs)).toEqual(new Set([nonce]));
    }
    expect(a.body.replaceAll(na!, 'N')).toBe(b.body.replaceAll(nb!, 'N'));
  });

  it('compresses HTML with br or gzip, and leaves the JSON routes of the instance alone', async () => {
    const br = await h.app.inject({ url: '/us', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(/^<!doctype html>/);
    const gz = await h.app.inject({ url: '/us', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toMatch(/<\/html>$/);
    const json = await h.app.inject({ url: '/v1/data', headers: { 'accept-encoding': 'br, gzip' } });
    expect(json.headers['content-encoding']).toBeUndefined();
    expect(json.json().items).toHaveLength(200);
  });

  it("serves a block type's own CSS for the runtime, and 404 for a type it does not know", async () => {
    const res = await h.app.inject({ url: '/assets/styles/PromiseSection.css' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(res.body).toBe(kit.styles.typeCss('PromiseSection'));
    expect(res.body).toContain('.promise-section');
    for (const url of [
      '/assets/styles/Mystery.css',
      '/assets/styles/toString.css',
      '/assets/styles/DepartureCalendar',
    ]) {
      expect((await h.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await h.app.inject({ method: 'HEAD', url: '/us' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('');
  });
});

describe('when there is no page to render', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(kit);
  });
  afterAll(() => h.app.close());

  const lastError = () =>
    h
      .logs()
      .filter((l) => l.level === 50)
      .at(-1);

  it('answers a self-contained 500 page in the market language and logs ERR_RENDER_PAGE_SOURCE', async () => {
    const res = await h.app.inject({ url: '/es/somewhere' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('Algo ha salido mal');
    expect(res.body).toContain('<a href="/es">');
    expect(res.body).not.toContain('<script');
    const nonce = nonceOf(res.headers['content-security-policy']);
    expect(res.body).toContain(`<style nonce="${nonce}">`);
    expect(lastError()).toMatchObject({ code: 'ERR_RENDER_PAGE_SOURCE', path: '/es/somewhere' });
    expect(String((lastError()?.err as { message?: string })?.message)).toContain('ECONNREFUSED');
  });

  it('picks the language from Accept-Language when the path names no market', async () => {
    const res = await h.app.inject({ url: '/nowhere', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('Etwas ist schiefgelaufen');
    expect(res.body).toContain('<a href="/">');
  });

  it.each([
    ['/us/garbage', 'ERR_RENDER_INVALID_PAGE', 'not JSON'],
    ['/us/bad-contract', 'ERR_RENDER_INVALID_PAGE', 'schemaVersion'],
    ['/us/gateway', 'ERR_RENDER_UNEXPECTED_STATUS', '502'],
  ])('%s is a 500 page logged as %s', async (url, code, detail) => {
    const res = await h.app.inject({ url });
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('Something went wrong');
    expect(lastError()).toMatchObject({ code });
    expect(String(lastError()?.msg)).toContain(detail);
  });
});

describe('a trusted proxy in front (TRUST_PROXY)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(kit, { trustProxy: '127.0.0.1' });
  });
  afterAll(() => h.app.close());

  it("passes the hop's client address, host and protocol, resolved to one value each", async () => {
    h.calls.length = 0;
    await h.app.inject({
      url: '/us',
      headers: {
        host: 'internal:3100',
        // The client forged the first entry; the trusted hop appended the address it saw.
        'x-forwarded-for': '198.51.100.1, 203.0.113.9',
        'x-forwarded-host': 'www.example.com',
        'x-forwarded-proto': 'https',
      },
    });
    expect(h.calls[0]!.headers).toMatchObject({
      host: 'www.example.com',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
    });
    expect(h.calls[0]!.headers['x-forwarded-host']).toBeUndefined();
  });
});

describe('faults of the page source: bad header text, a composer that sheds load or goes away', () => {
  let h: Harness;
  let release: (() => void) | undefined;
  let asked: (() => void) | undefined;
  beforeAll(async () => {
    h = await harness(kit, {
      // '/us/slow' waits for the test, then fails as a composer going away does.
      before: async (request) => {
        if (request.path !== '/us/slow') return undefined;
        await new Promise<void>((done) => {
          release = done;
          asked?.();
        });
        throw new Error('other side closed');
      },
      // Once the server has begun to close (its preClose hooks ran), the composer goes away.
      onClose: () => release?.(),
    });
  });
  afterAll(() => h.app.close());

  const errors = () => h.logs().filter((l) => l.level === 50);

  it('drops a header that is not valid header text, logs it, and serves the page', async () => {
    const res = await h.app.inject({ url: '/us/bad-headers' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-block="Header"');
    expect(res.headers['x-advisor-token']).toBeUndefined();
    expect(res.headers['x-locale']).toBeUndefined();
    expect(res.headers['set-cookie']).toEqual(['ok=1; Path=/']);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const dropped = errors().filter((l) => l.code === 'ERR_RENDER_INVALID_HEADER');
    expect(dropped.map((l) => l.header).sort()).toEqual(['set-cookie', 'x-advisor-token', 'x-locale']);
    expect(JSON.stringify(dropped)).not.toContain('x-injected');
  });

  it('percent-encodes a Location that is not header text, instead of a 500', async () => {
    const res = await h.app.inject({ url: '/us/bad-location' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/us?x=%E2%82%AC');
  });

  it.each([
    ['/us/busy', '5'],
    ['/us/shedding', '7'],
  ])('relays the composer 503 of %s with Retry-After %s and Connection: close', async (url, retryAfter) => {
    const res = await h.app.inject({ url });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(retryAfter);
    expect(res.headers.connection).toBe('close');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(errors().at(-1)).toMatchObject({ code: 'ERR_RENDER_UNAVAILABLE' });
  });

  it('answers 503, not a 500 or 502, when the page source fails while the server closes', async () => {
    const inFlight = new Promise<void>((done) => {
      asked = done;
    });
    const pending = h.app.inject({ url: '/us/slow' });
    await inFlight;
    const closed = h.app.close();
    const res = await pending;
    await closed;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers.connection).toBe('close');
    expect(errors().at(-1)).toMatchObject({ code: 'ERR_RENDER_UNAVAILABLE' });
  });
});

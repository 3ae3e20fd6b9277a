/**
 * The page service's answer memo (composer/src/compose/page-service.ts): a repeated request for a
 * shared page is answered without going through routing, context and the page key again, and that
 * shortcut changes nothing a visitor can see. Same bytes, same headers and cookies; a visitor given
 * experiments at random is never remembered (the next one must draw again); a published layout is
 * served at once; what depends on the clock is seen within ANSWER_MEMO_TTL_MS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingLogger, type Stack, startStack } from './support/stack.ts';

const HOST = 'localhost:3000';
const KENYA = '/us/africa/kenya/12-safari-and-wildlife-nairobi-naivasha-and-mombasa';

let stack: Stack;
let draws = 0;
let clock = new Date('2026-11-24T10:00:00Z');
/** Every warning or error the composer logged. */
const { logger, lines: problems } = capturingLogger('warn');
beforeAll(async () => {
  stack = await startStack({
    logger,
    random: () => {
      draws++;
      return 0.5;
    },
    now: () => clock,
  });
}, 60_000);
afterAll(() => stack?.close());

const get = (path: string, cookie?: string) =>
  stack.composer.inject({ url: `/v1/pages${path}`, headers: { host: HOST, ...(cookie ? { cookie } : {}) } });

/** How many pages were answered from the memo so far. */
async function fromMemo(): Promise<number> {
  const metric = await stack.composer.metrics.registry.getSingleMetric('waypoint_pages_total')!.get();
  return metric.values.filter((v) => v.labels.source === 'memo').reduce((n, v) => n + v.value, 0);
}

/** The cookies an answer sets, as a Cookie header: the returning visitor's. */
const cookiesOf = (res: Awaited<ReturnType<typeof get>>) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

describe('the answer memo', () => {
  it('answers a returning visitor’s repeated request with the same bytes, headers and cookies', async () => {
    const visitor = cookiesOf(await get(KENYA));
    const first = await get(KENYA, visitor);
    const before = await fromMemo();
    for (let i = 0; i < 3; i++) {
      const again = await get(KENYA, visitor);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(again.cookies).toEqual(first.cookies);
      const { 'x-request-id': _a, date: _b, ...headers } = again.headers;
      const { 'x-request-id': _c, date: _d, ...firstHeaders } = first.headers;
      expect(headers).toEqual(firstHeaders);
    }
    expect(await fromMemo()).toBe(before + 3);
  });

  it('sends a remembered answer once, over a real socket: nothing is logged about a second send', async () => {
    const base = await stack.composer.listen({ port: 0, host: '127.0.0.1' });
    const fetchPage = (cookie?: string) =>
      fetch(`${base}/v1/pages${KENYA}`, { headers: { host: HOST, ...(cookie ? { cookie } : {}) } });
    const first = await fetchPage();
    const visitor = first.headers
      .getSetCookie()
      .map((c) => c.split(';', 1)[0])
      .join('; ');
    // Read to the end: an unread body holds its socket busy, and the server's close would wait for it.
    await first.arrayBuffer();
    const body = await (await fetchPage(visitor)).text();
    const before = await fromMemo();
    problems.length = 0;
    const again = await fetchPage(visitor);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(body);
    expect(await fromMemo()).toBe(before + 1);
    expect(problems).toEqual([]);
  });

  it('never remembers a visitor who was given experiments at random: the next one draws again', async () => {
    await get(KENYA);
    const [memo, drawn] = [await fromMemo(), draws];
    for (let i = 0; i < 3; i++) await get(KENYA);
    expect(await fromMemo()).toBe(memo);
    expect(draws).toBeGreaterThanOrEqual(drawn + 3);
  });

  it('tells requests apart by what the page reads: the query, the cookies, the device', async () => {
    const visitor = cookiesOf(await get(KENYA));
    const variants = [
      [KENYA, visitor],
      [`${KENYA}?adults=3`, visitor],
      [KENYA, `${visitor}; advisor_token=adv-demo-1`],
    ] as const;
    const bodies = [];
    for (const [path, cookie] of variants) {
      await get(path, cookie);
      bodies.push((await get(path, cookie)).body);
    }
    expect(new Set(bodies).size).toBe(variants.length);
    const phone = await stack.composer.inject({
      url: `/v1/pages${KENYA}`,
      headers: {
        host: HOST,
        cookie: visitor,
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)',
      },
    });
    expect(phone.json().context.device).toBe('mobile');
    expect((await get(KENYA, visitor)).json().context.device).toBe('desktop');
  });

  it('serves a published layout at once', async () => {
    const visitor = cookiesOf(await get('/us'));
    const types = async () =>
      ((await get('/us', visitor)).json() as { regions: { main: Array<{ type: string }> } }).regions.main.map(
        (b) => b.type,
      );
    expect(await types()).toContain('PromiseSection');
    await types(); // remembered now
    const { content } = stack;
    const layout = (await content.listLayouts({ pageKey: 'home' })).find((l) => l.scope.market === 'us')!;
    const current = await content.getPublishedLayout({
      pageKey: 'home',
      market: 'us',
      affiliateId: 1,
      siteKind: 'main',
    });
    const placements = current!.placements.filter((p) => p.blockType !== 'PromiseSection');
    await content.saveDraft(layout.id, placements, { actor: 'test', expectedRevision: layout.revision });
    await stack.composer.publishLayout(layout.id, { actor: 'test', expectedRevision: layout.revision + 1 });
    expect(await types()).not.toContain('PromiseSection');
  });

  it('sees what depends on the clock within a second: the month a trip page opens on', async () => {
    const visitor = cookiesOf(await get(KENYA));
    const month = async () =>
      (await get(KENYA, visitor))
        .json()
        .regions.main.find((b: { type: string }) => b.type === 'DepartureCalendar').props.months[0]
        .month as string;
    const before = await month();
    await month(); // remembered now
    clock = new Date('2027-01-15T10:00:00Z');
    const started = Date.now();
    let after = await month();
    while (after === before && Date.now() - started < 5000) {
      await new Promise((done) => setTimeout(done, 50));
      after = await month();
    }
    expect(after).not.toBe(before);
    expect(after >= '2027-01').toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

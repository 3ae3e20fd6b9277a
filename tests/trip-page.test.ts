/**
 * The trip page end to end (composer + real sandbox + content store) with inject(): every trip card of
 * every market resolves, the 301s and the 404, the query-state round trip of every action (a GET of the
 * action's url composes exactly what its patch showed), refusals, failing upstream calls, preview data.
 */

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MARKETS } from '@waypoint/config';
import { type ActionResponse, type Block, type Market, PageTree } from '@waypoint/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingLogger, type Stack, startStack } from './support/stack.ts';
import { createStudioUser, PRINCIPALS, signIn } from './support/studio.ts';

const { logger, lines: logs } = capturingLogger();
let stack: Stack;
beforeAll(async () => {
  // A fixed draw: every request, and each action's own compositions, get the same experiment variants.
  stack = await startStack({ logger, random: () => 0.5 });
}, 60_000);
afterAll(() => stack?.close());

const HOST = 'localhost:3000';
const KENYA = '/us/africa/kenya/12-safari-and-wildlife-nairobi-naivasha-and-mombasa';

const get = (path: string, headers: Record<string, string> = {}) =>
  stack.composer.inject({ url: `/v1/pages${path}`, headers: { host: HOST, ...headers } });

async function tree(path: string, headers: Record<string, string> = {}) {
  const res = await get(path, headers);
  expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
  return PageTree.parse(res.json());
}

const act = (name: string, path: string, input: unknown, headers: Record<string, string> = {}) =>
  stack.composer.inject({
    method: 'POST',
    url: `/v1/actions/${name}`,
    headers: { host: HOST, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ path, input }),
  });

const blocks = (t: PageTree): Block[] => Object.values(t.regions).flat();
const block = <T extends Block['type']>(t: PageTree, type: T) =>
  blocks(t).find((b): b is Extract<Block, { type: T }> => b.type === type);

describe('every trip card', () => {
  it.each(MARKETS)(
    'of the %s home page opens a trip page',
    async (market: Market) => {
      const home = await get(`/${market}`);
      const hrefs = [
        ...new Set([...home.body.matchAll(/"href":"(\/[a-z]{2}\/[^"?]+\/\d+-[^"?]+)"/g)].map((m) => m[1]!)),
      ];
      expect(hrefs.length).toBeGreaterThan(10);
      for (const href of hrefs) {
        const res = await get(href);
        expect(res.statusCode, href).toBe(200);
        const t = res.json() as PageTree;
        expect(t.page.kind, href).toBe('product');
        expect(t.page.path, href).toBe(href);
        expect(t.context.market).toBe(market);
        expect(
          blocks(t).map((b) => b.type),
          href,
        ).toEqual(
          expect.arrayContaining(['TripHero', 'CategorySelector', 'PassengerSelector', 'DepartureCalendar']),
        );
      }
    },
    120_000,
  );
});

describe('addresses', () => {
  it.each([
    ['/product/12', KENYA],
    ['/us/product/12', KENYA],
    ['/us/product/12?adults=3&utm_source=mail', `${KENYA}?adults=3&utm_source=mail`],
    ['/us/africa/kenya/12-wrong-slug', KENYA],
    ['/us/asia/japan/12-safari-and-wildlife-nairobi-naivasha-and-mombasa', KENYA],
    ['/africa/kenya/12-safari-and-wildlife-nairobi-naivasha-and-mombasa', KENYA],
    ['/us/whatever?product=12', KENYA],
  ])('%s answers 301 to %s', async (from, to) => {
    const res = await get(from);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it("answers with the market's own address, in its own language", async () => {
    const res = await get('/es/product/12');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toMatch(/^\/es\/africa\/kenia\/12-[a-z-]+$/);
    expect((await get(res.headers.location as string)).statusCode).toBe(200);
  });

  it('serves an unknown trip as the not-found page, with status 404', async () => {
    for (const path of ['/us/africa/kenya/99999-nowhere', '/us/product/99999']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      const t = PageTree.parse(res.json());
      expect(t.page.kind).toBe('error');
      expect(block(t, 'ErrorPage')?.props.statusCode).toBe(404);
    }
  });

  it('gives the page its canonical address, breadcrumb and structured data', async () => {
    const t = await tree(`${KENYA}?adults=3&month=2026-12`);
    expect(t.page.canonical).toBe(`http://${HOST}${KENYA}`);
    expect(t.page.breadcrumbs.map((b) => b.link)).toEqual(['/us', '/us/africa', '/us/africa/kenya', KENYA]);
    const types = t.page.structuredData.map((d) => d['@type']);
    expect(types).toEqual(['Product', 'BreadcrumbList']);
    expect(t.page.structuredData[0]).toMatchObject({
      name: 'Safari and wildlife: Nairobi, Naivasha and Mombasa',
      offers: { priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
  });
});

describe('the selection in the address', () => {
  it('shows the defaults without a query, and the page says nothing of them', async () => {
    const t = await tree(KENYA);
    const pax = block(t, 'PassengerSelector')!.props;
    expect([pax.adults.value, pax.children.value, pax.babies.value]).toEqual([2, 0, 0]);
    expect(pax.notices).toEqual([]);
    expect(block(t, 'CategorySelector')!.props.options.filter((o) => o.selected)).toHaveLength(1);
  });

  it('clamps counts the category cannot take, says so, and never answers an error page', async () => {
    const t = await tree(`${KENYA}?adults=40&children=-1&babies=abc`);
    const pax = block(t, 'PassengerSelector')!.props;
    expect(pax.adults.value).toBe(pax.adults.max);
    expect(pax.babies.value).toBe(0);
    expect(pax.notices.length).toBeGreaterThanOrEqual(2);
    expect(pax.notices.join(' ')).toMatch(/at most/);
  });

  it('replaces an unavailable adult count by the nearest allowed one', async () => {
    const pax = block(await tree(KENYA), 'PassengerSelector')!.props;
    const gap = pax.adults.unavailable.find((n) => n > pax.adults.min && n < pax.adults.max);
    expect(gap, 'the Kenya trip has a gap in its adult occupancy').toBeDefined();
    const t = await tree(`${KENYA}?adults=${gap}`);
    const adults = block(t, 'PassengerSelector')!.props.adults;
    expect(adults.value).not.toBe(gap);
    expect(adults.unavailable).not.toContain(adults.value);
    expect(block(t, 'PassengerSelector')!.props.notices[0]).toMatch(/can't be booked/);
  });

  it('keeps junk out of the page: an unknown category, city or month falls back, said on the page', async () => {
    const t = await tree(`${KENYA}?category=99&city=XXX&month=1999-01`);
    expect(block(t, 'CategorySelector')!.props.notice).toMatch(/isn't one of this trip's/);
    expect(block(t, 'DepartureCitySelector')!.props.notice).toMatch(/doesn't depart from the city/);
    expect(block(t, 'DepartureCalendar')!.props.months[0]!.month).toMatch(/^\d{4}-\d{2}$/);
  });
});

/** Applies a patch to a page as a client does. */
function applied(before: PageTree, answer: ActionResponse): PageTree {
  const changes = answer.patch!.changes;
  const regions = Object.fromEntries(
    Object.entries(before.regions).map(([name, list]) => [
      name,
      list.flatMap((b) => changes.find((c) => c.id === b.id)?.blocks ?? [b]),
    ]),
  );
  return { ...before, regions } as PageTree;
}

describe('actions: the query-state round trip', () => {
  it('answers each action with a patch whose blocks are exactly those a GET of its url composes', async () => {
    // Each step reads its input from the page as it is then (the choices a traveller has on screen).
    const steps: Array<[string, (t: PageTree) => Record<string, unknown>]> = [
      ['selectCategory', (t) => ({ category: block(t, 'CategorySelector')!.props.options.at(-1)!.id })],
      ['selectDepartureCity', (t) => ({ city: block(t, 'DepartureCitySelector')!.props.options.at(-1)!.id })],
      ['setPassengers', () => ({ adults: 3, children: 1, babies: 0 })],
      ['showMonth', (t) => ({ month: block(t, 'DepartureCalendar')!.props.monthNav.next!.month })],
      [
        'selectDepartureDate',
        (t) => ({
          date: block(t, 'DepartureCalendar')!.props.months[0]!.days.find((d) => d.kind !== 'related')!.date,
        }),
      ],
    ];
    let path = KENYA;
    let page = await tree(KENYA);
    for (const [name, inputOf] of steps) {
      const input = inputOf(page);
      const res = await act(name, path, input);
      expect(res.statusCode, `${name}: ${res.body.slice(0, 300)}`).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const answer = res.json() as ActionResponse;
      expect(answer.url, name).toMatch(new RegExp(`^${KENYA}\\?`));
      const ids = blocks(page).map((b) => b.id);
      for (const change of answer.patch!.changes)
        expect(ids, `${name} patches a block on the page`).toContain(change.id);
      const fresh = await tree(answer.url!);
      expect(applied(page, answer).regions, `${name}: the patched page is the page at its url`).toEqual(
        fresh.regions,
      );
      path = answer.url!;
      page = fresh;
    }
  });

  it('resets the category to the first the new city offers, and re-clamps passengers on a category change', async () => {
    const t = await tree(KENYA);
    const categories = block(t, 'CategorySelector')!.props.options;
    const premium = categories.at(-1)!;
    const res = await act('selectCategory', `${KENYA}?adults=1`, { category: premium.id });
    const url = (res.json() as ActionResponse).url!;
    expect(new URL(url, 'http://x').searchParams.get('category')).toBe(String(premium.id));
    const city = block(t, 'DepartureCitySelector')!.props.options[0]!.id;
    const back = await act('selectDepartureCity', url, { city });
    const next = new URL((back.json() as ActionResponse).url!, 'http://x').searchParams;
    expect(next.get('city')).toBe(city);
    expect(next.get('category')).toBe(String(categories[0]!.id));
  });

  it('compresses its answers for clients that accept it (the page routes answer the cached bytes)', async () => {
    const category = block(await tree(KENYA), 'CategorySelector')!.props.options.at(-1)!.id;
    const plain = await act('selectCategory', KENYA, { category });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await act('selectCategory', KENYA, { category }, { 'accept-encoding': encoding });
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
    }
    expect((await get(KENYA, { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it('answers sku_selected with its entities when a day is chosen', async () => {
    const t = await tree(
      `${KENYA}?month=${block(await tree(KENYA), 'DepartureCalendar')!.props.monthNav.next!.month}`,
    );
    const day = block(t, 'DepartureCalendar')!.props.months[0]!.days.find((d) => d.kind === 'normal')!;
    const answer = (await act('selectDepartureDate', KENYA, { date: day.date })).json() as ActionResponse;
    expect(answer.events).toEqual([
      {
        event: 'sku_selected',
        entities: {
          sku: expect.objectContaining({ product_id: 12, departure_date: day.date, travel_adults: 2 }),
          product: expect.objectContaining({ product_id: 12, product_destination_country: 'Kenya' }),
        },
      },
    ]);
  });
});

describe('actions: refusals', () => {
  it('answers 422 with field errors in the visitor language, and changes nothing', async () => {
    const res = await act('setPassengers', KENYA, { adults: 0, children: 50, babies: 0 });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json() as ActionResponse;
    expect(errors?.map((e) => [e.field, e.code])).toEqual([
      ['adults', 'OCCUPANCY_OUT_OF_RANGE'],
      ['children', 'OCCUPANCY_OUT_OF_RANGE'],
    ]);
    const es = (await get('/es/product/12')).headers.location as string;
    const spanish = (
      await act('setPassengers', es, { adults: 0, children: 0, babies: 0 })
    ).json() as ActionResponse;
    expect(spanish.errors?.[0]?.message).toMatch(/^Adultos: elige entre/);
  });

  it.each([
    ['selectCategory', { category: 1 }, 'CATEGORY_UNKNOWN'],
    ['selectDepartureCity', { city: 'XXX' }, 'CITY_UNAVAILABLE'],
    ['showMonth', { month: '1999-01' }, 'MONTH_OUT_OF_RANGE'],
    ['selectDepartureDate', { date: '1999-01-01' }, 'DATE_UNAVAILABLE'],
    ['showMonth', { month: 'soon' }, 'INVALID_INPUT'],
    ['setPassengers', { adults: 2 }, 'INVALID_INPUT'],
  ])('%s %j: 422 %s', async (name, input, code) => {
    const res = await act(name, KENYA, input);
    expect(res.statusCode).toBe(422);
    expect((res.json() as ActionResponse).errors?.[0]?.code).toBe(code);
  });

  it('refuses a trip action from another page, and 404s an unknown action, never a 500', async () => {
    const wrong = await act('setPassengers', '/us', { adults: 2, children: 0, babies: 0 });
    expect(wrong.statusCode).toBe(422);
    expect((wrong.json() as ActionResponse).errors?.[0]?.code).toBe('ACTION_NOT_ON_PAGE');
    const unknown = await act('teleport', KENYA, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'WP_ACTION_NOT_FOUND' });
    const malformed = await stack.composer.inject({
      method: 'POST',
      url: '/v1/actions/showMonth',
      headers: { host: HOST, 'content-type': 'application/json' },
      payload: '{"input":{}}',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers Back with the patch from the state on screen to the address restored', async () => {
    const from = `${KENYA}?adults=1`;
    const res = await stack.composer.inject({
      url: `/v1/patch?from=${encodeURIComponent(from)}&to=${encodeURIComponent(KENYA)}`,
      headers: { host: HOST },
    });
    const answer = res.json() as ActionResponse;
    expect(answer.url).toBe(KENYA);
    expect(applied(await tree(from), answer).regions).toEqual((await tree(KENYA)).regions);
  });
});

describe('failing upstream calls (buying-flow.md §8)', () => {
  const logged = (code: string) =>
    logs.filter((l) => (l['err'] as { code?: string } | undefined)?.code === code);

  it.each([
    ['/api/category/:categoryId/airports', 'DepartureCitySelector', 'ERROR_AIRPORTS'],
    ['/api/category/:categoryId/itinerary/:departureCityId', 'TripItinerary', 'ERROR_ITINERARY_DATA'],
    ['/api/content-block/:id', 'OfferConditions', 'ERROR_OFFER_CONDITIONS_BLOCK'],
  ])('%s failing hides its block only, logged as %s with the request id', async (path, type, code) => {
    await stack.composer.cache.invalidateTags(['upstream', 'pages', 'blocks']);
    stack.sandbox.sandboxFaults.set({ path, status: 500 });
    try {
      const t = await tree(KENYA, { 'x-request-id': `fault-${code}` });
      expect(blocks(t).map((b) => b.type)).not.toContain(type);
      expect(blocks(t).map((b) => b.type)).toContain('DepartureCalendar');
      expect(logged(code).some((l) => l['reqId'] === `fault-${code}`)).toBe(true);
    } finally {
      stack.sandbox.sandboxFaults.clear();
      await stack.composer.cache.invalidateTags(['upstream', 'pages', 'blocks']);
    }
  });

  it('degrades the calendar when day prices fail: no prices, a notice, ERROR_FLIGHT_DAYS', async () => {
    stack.sandbox.sandboxFaults.set({
      path: '/api/category/:categoryId/:departureCityId/prices',
      status: 500,
    });
    try {
      const t = await tree(`${KENYA}?adults=3&month=2027-03`, { 'x-request-id': 'fault-days' });
      const calendar = block(t, 'DepartureCalendar')!.props;
      expect(calendar.months[0]!.days).toEqual([]);
      expect(calendar.notice).toMatch(/couldn't load the prices/);
      expect(logged('ERROR_FLIGHT_DAYS').some((l) => l['reqId'] === 'fault-days')).toBe(true);
    } finally {
      stack.sandbox.sandboxFaults.clear();
    }
    // The degraded page was not kept: once the prices answer, the next request shows them.
    await new Promise((r) => setTimeout(r, 5_100));
    const healed = await tree(`${KENYA}?adults=3&month=2027-03`);
    expect(block(healed, 'DepartureCalendar')!.props.months[0]!.days.length).toBeGreaterThan(0);
  });
});

describe('preview data', () => {
  it('is shown to signed-in studio users only', async () => {
    const plain = await tree(`${KENYA}?type=preview`);
    expect(block(plain, 'TripHero')!.props.title).not.toMatch(/^\[Preview\]/);
    const editor = await signIn(stack.composer, await createStudioUser(stack.content, PRINCIPALS.editor));
    const preview = await tree(`${KENYA}?type=preview`, { cookie: editor.cookie! });
    expect(block(preview, 'TripHero')!.props.title).toMatch(/^\[Preview\] /);
    expect(preview.page.noindex).toBe(true);
  });
});

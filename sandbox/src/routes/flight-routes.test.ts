/** POST /:market/api/product/getFlights over HTTP: agreement with the calendar, messages, validation, faults. */
import { LAND_ONLY_DEPARTURE_ID, UpstreamFlightList } from '@waypoint/schemas';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { daysOf, errorOf, flightsOf, postForm, searchForm, searchOf } from '../../test/checkout.ts';
import { catalogue, NOW, tripWith, useSandbox } from '../../test/trip-page.ts';
import { buildSandbox, sandboxPlugin } from '../app.ts';
import { dayOfIso, isoOfDay } from '../catalogue/calendar.ts';
import { CHECKOUT_COPY } from '../copy/index.ts';
import { FaultSwitchboard } from '../faults.ts';
import type { Market } from '../markets.ts';
import { fill } from '../text.ts';

const sandbox = useSandbox();
const app = () => sandbox.app();
const flying = catalogue.trips.filter((trip) => !catalogue.offersOf(trip).isLandOnly);
const trip = tripWith((o) => !o.isLandOnly && (o.categories[0]?.adultOccupancy['2'] ?? 0) > 0);
const URL = '/us/api/product/getFlights';

describe('getFlights', () => {
  it('prices the cheapest option at the calendar’s price, for many searches', async () => {
    let searched = 0;
    let empty = 0;
    const cases: [Market, number, { adults: number; children: number; babies: number }][] = [
      ['us', 0, { adults: 2, children: 0, babies: 0 }],
      ['co', 1, { adults: 2, children: 0, babies: 0 }],
      ['es', 2, { adults: 1, children: 0, babies: 0 }],
      ['de', 3, { adults: 2, children: 1, babies: 0 }],
      ['mx', 4, { adults: 3, children: 0, babies: 1 }],
      ['uk', 5, { adults: 2, children: 0, babies: 1 }],
    ];
    for (const [market, index, pax] of cases) {
      const found = flying.slice(index * 7).find((t) => {
        const category = catalogue.offersOf(t).categories[0];
        return (
          !!category &&
          (category.adultOccupancy[String(pax.adults)] ?? 0) > 0 &&
          pax.children <= category.childOccupancy &&
          pax.babies <= category.babyOccupancy
        );
      });
      if (!found) throw new Error('no trip for the case');
      const search = searchOf(market, found, pax);
      const days = (await daysOf(app(), search)).slice(0, 25);
      expect(days.length).toBeGreaterThan(10);
      for (const day of days) {
        const list = await flightsOf(app(), search, day.date);
        expect(UpstreamFlightList.safeParse(list).error?.issues ?? []).toEqual([]);
        searched++;
        if (!list.hasFlights) {
          empty++;
          expect(list.list).toEqual([]);
          continue;
        }
        expect(Math.min(...list.list.map((f) => f.price)), `${market} ${day.date}`).toBe(day.price);
        expect(list.list.filter((f) => f.recommended)).toHaveLength(1);
        expect(list.departureDate).toBe(day.date);
        const category = catalogue.categoryById(search.categoryId)?.category;
        expect(dayOfIso(list.returnDate) - dayOfIso(day.date)).toBe(category?.days ?? 0);
      }
    }
    expect(empty).toBeLessThan(searched / 4);
  });

  it('answers the same bytes for the same search in two sandboxes, and echoes the correlation id', async () => {
    const search = searchOf('fr', trip);
    const day = (await daysOf(app(), search))[4];
    if (!day) throw new Error('no day');
    const other = buildSandbox({ now: () => NOW });
    const form = searchForm(search, day.date);
    const [a, b] = [
      await postForm(app(), '/fr/api/product/getFlights', form),
      await postForm(other, '/fr/api/product/getFlights', form),
    ];
    expect(a.body).toBe(b.body);
    await other.close();
    const echoed = await postForm(app(), '/fr/api/product/getFlights', { ...form, correlationId: 'abc-123' });
    expect(JSON.parse(echoed.body).data.correlationId).toBe('abc-123');
    expect(JSON.parse(a.body).data.correlationId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('has no flights on a day the calendar does not offer, with a message in the request’s language', async () => {
    const search = searchOf('es', trip);
    const offered = new Set((await daysOf(app(), search)).map((d) => d.date));
    let free = dayOfIso('2025-07-01');
    while (offered.has(isoOfDay(free))) free++;
    const date = isoOfDay(free);
    const form = searchForm(search, date);
    const spanish = JSON.parse((await postForm(app(), '/es/api/product/getFlights', form)).body).data;
    const [y, m, d] = date.split('-');
    expect(spanish).toMatchObject({ hasFlights: false, list: [], departureDate: date });
    expect(spanish.message).toBe(fill(CHECKOUT_COPY.es.flights.notADepartureDay, { date: `${d}/${m}/${y}` }));
    const german = await postForm(app(), '/es/api/product/getFlights', form, { 'accept-language': 'de-DE' });
    expect(JSON.parse(german.body).data.message).toBe(
      fill(CHECKOUT_COPY.de.flights.notADepartureDay, { date: `${d}/${m}/${y}` }),
    );
    // Past the twelve months, and passengers the category does not take: no days either.
    const late = await flightsOf(app(), search, '2027-01-05');
    expect(late.hasFlights).toBe(false);
    const crowd = await flightsOf(app(), { ...search, adults: 9 }, [...offered][0] ?? date);
    expect(crowd.hasFlights).toBe(false);
  });

  it('has sold-out days: hasFlights false with their own message, US dates month first', async () => {
    const search = searchOf('us', trip);
    const days = await daysOf(app(), search);
    for (const day of days) {
      const list = await flightsOf(app(), search, day.date);
      if (list.hasFlights) continue;
      const [y, m, d] = day.date.split('-');
      expect(list.message).toBe(fill(CHECKOUT_COPY.en.flights.noFlights, { date: `${m}/${d}/${y}` }));
      return;
    }
    throw new Error('no sold-out day in twelve months');
  });

  it.each([
    [{ productId: undefined }, 'productId', 'REQUIRED'],
    [{ productId: 'x' }, 'productId', 'INVALID'],
    [{ departureCity: LAND_ONLY_DEPARTURE_ID }, 'departureCity', 'INVALID'],
    [{ departureCity: 'jfk' }, 'departureCity', 'INVALID'],
    [{ departureDate: '2025-02-30' }, 'departureDate', 'INVALID'],
    [{ departureDate: '15/07/2025' }, 'departureDate', 'INVALID'],
    [{ adults: '0' }, 'adults', 'INVALID'],
    [{ children: '10' }, 'children', 'INVALID'],
    [{ babies: 'one' }, 'babies', 'INVALID'],
    [{ colour: 'blue' }, 'colour', 'UNKNOWN_FIELD'],
  ])('refuses %o: 400 naming %s', async (change, field, code) => {
    const form: Record<string, string | number> = { ...searchForm(searchOf('us', trip), '2025-07-15') };
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined) delete form[key];
      else form[key] = value;
    }
    const error = errorOf(await postForm(app(), URL, form));
    expect([error.status, error.code, error.fields]).toEqual([400, 'BAD_REQUEST', { [field]: code }]);
    expect(error.message.startsWith(field)).toBe(true);
  });

  it('refuses repeated fields, JSON bodies, land-only products and unknown ids', async () => {
    const form = searchForm(searchOf('us', trip), '2025-07-15');
    const twice = `${new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)]))}&adults=3`;
    const repeated = await app().inject({
      method: 'POST',
      url: URL,
      payload: twice,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(errorOf(repeated).fields).toEqual({ adults: 'INVALID' });
    const json = await app().inject({ method: 'POST', url: URL, payload: form });
    expect([json.statusCode, errorOf(json).code]).toEqual([415, 'BAD_REQUEST']);
    const land = tripWith((o) => o.isLandOnly);
    const landForm = { ...form, productId: land.id, categoryId: land.id * 10 + 1, departureCity: 'JFK' };
    const refused = errorOf(await postForm(app(), URL, landForm));
    expect([refused.status, refused.fields]).toEqual([400, { productId: 'LAND_ONLY' }]);
    expect(errorOf(await postForm(app(), URL, { ...form, productId: 999_999 })).code).toBe('UNKNOWN_PRODUCT');
    const foreign = { ...form, categoryId: (trip.id + 1) * 10 + 1 };
    expect(errorOf(await postForm(app(), URL, foreign)).code).toBe('UNKNOWN_CATEGORY');
    expect((await postForm(app(), '/zz/api/product/getFlights', form)).statusCode).toBe(404);
  });

  it('is counted and faulted like every route', async () => {
    const form = searchForm(searchOf('us', trip), '2025-07-15');
    app().sandboxStats.clear();
    app().sandboxFaults.set({ path: '/api/product/getFlights', markets: ['us'], status: 503, times: 1 });
    expect((await postForm(app(), URL, form)).statusCode).toBe(503);
    expect((await postForm(app(), URL, form)).statusCode).toBe(200);
    app().sandboxFaults.set({ path: '/api/product/*', malformed: true, times: 1 });
    const cut = await postForm(app(), URL, form);
    expect(() => JSON.parse(cut.body)).toThrow();
    expect(app().sandboxStats.get('POST /us/api/product/getFlights')).toBe(3);
    app().sandboxFaults.clear();
  });
});

it('drops a search whose client went away during a latency fault, and keeps serving', async () => {
  const faults = new FaultSwitchboard();
  const host = Fastify({ forceCloseConnections: true });
  let answered = 0;
  host.addHook('onSend', async (request, _reply, payload) => {
    if (request.url.endsWith('/getFlights')) answered++;
    return payload;
  });
  await host.register(sandboxPlugin, { faults, now: () => NOW });
  const address = await host.listen({ port: 0, host: '127.0.0.1' });
  const form = new URLSearchParams(
    Object.entries(searchForm(searchOf('us', trip), '2025-07-15')).map(([k, v]) => [k, String(v)]),
  ).toString();
  const post = (signal?: AbortSignal) =>
    fetch(`${address}/us/api/product/getFlights`, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      ...(signal ? { signal } : {}),
    });
  faults.set({ path: '/api/product/getFlights', latencyMs: 300, times: 1 });
  const controller = new AbortController();
  const aborted = post(controller.signal);
  setTimeout(() => controller.abort(), 50);
  await expect(aborted).rejects.toThrow();
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(answered).toBe(0);
  const response = await post();
  expect(response.status).toBe(200);
  expect((await response.json()).data.hasFlights).toBeTypeOf('boolean');
  expect(answered).toBe(1);
  await host.close();
});

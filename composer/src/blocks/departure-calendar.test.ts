import type { UpstreamDayPrice } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { buildCtx, type CtxOverrides, useKit } from '../../test/block-kit.ts';
import { category, PRODUCT_URL, product, tripParams, withTrip } from '../../test/trip-fixtures.ts';
import type { RequestContext } from '../compose/types.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { departureCalendar } from './departure-calendar.ts';

const kit = useKit();

const day = (date: string, price: number, patch: Partial<UpstreamDayPrice> = {}): UpstreamDayPrice => ({
  date,
  price,
  priceBeauty: `$${price.toLocaleString('en-US')}`,
  oldPrice: null,
  oldPriceBeauty: null,
  isPrivateGroup: false,
  isSoloGroup: false,
  isRelatedCategory: false,
  ...patch,
});

/** December 2026 of category 71: four days, two at the best price; the 12th has a strikethrough price. */
const DECEMBER = [
  day('2026-12-05', 2100),
  day('2026-12-09', 1999),
  day('2026-12-12', 1999, { oldPrice: 2399, oldPriceBeauty: '$2,399' }),
  day('2026-12-19', 2299, { isPrivateGroup: true }),
];

type Asked = {
  categoryId: number;
  city: string;
  adults: number;
  children: number;
  babies: number;
  month: string;
};

/** A day-prices read that records what it was asked; `answer` gives the days of a category and party. */
function dayPricesOf(answer: (a: Asked) => UpstreamDayPrice[] | Error) {
  const asked: Asked[] = [];
  const dayPrices: DataSources['dayPrices'] = async (categoryId, city, passengers, month) => {
    const a = { categoryId, city, ...passengers, month };
    asked.push(a);
    const days = answer(a);
    if (days instanceof Error) throw days;
    return { days };
  };
  return { asked, dayPrices };
}

const run = (
  params: Record<string, unknown>,
  answer: (a: Asked) => UpstreamDayPrice[] | Error = () => DECEMBER,
  options: { ctx?: CtxOverrides | RequestContext; detail?: ReturnType<typeof product> } = {},
) => {
  const read = dayPricesOf(answer);
  const outcome = kit.run(departureCalendar, {
    ...(options.ctx ? { ctx: options.ctx } : {}),
    params: tripParams(params),
    sources: withTrip(options.detail ?? product(), { dayPrices: read.dayPrices }),
  });
  return outcome.then((o) => ({ ...o, asked: read.asked }));
};

describe('DepartureCalendar (buying-flow.md §2 "Departure calendar", §7 "Flight day prices")', () => {
  it("asks the month's days for the category, city and party, and marks the best and second-best prices", async () => {
    const { props, asked } = await run({ month: '2026-12' });
    expect(asked).toEqual([
      { categoryId: 71, city: 'JFK', adults: 2, children: 0, babies: 0, month: '2026-12' },
    ]);
    const days = props[0]!.months[0]!.days;
    expect(
      days.map(({ date, kind, priceShort, best, secondBest }) => ({
        date,
        kind,
        priceShort,
        best,
        secondBest,
      })),
    ).toEqual([
      { date: '2026-12-05', kind: 'normal', priceShort: '$2,100', best: undefined, secondBest: true },
      { date: '2026-12-09', kind: 'normal', priceShort: '$1,999', best: true, secondBest: undefined },
      { date: '2026-12-12', kind: 'normal', priceShort: '$1,999', best: true, secondBest: undefined },
      { date: '2026-12-19', kind: 'private', priceShort: '$2,299', best: undefined, secondBest: undefined },
    ]);
    expect(days[2]!.oldPriceBeauty).toBe('$2,399');
    expect(props[0]!.legend.map((l) => l.kind)).toEqual(['best', 'secondBest', 'private']);
  });

  it('shows no strikethrough prices under calendarPrice v2', async () => {
    const ctx: RequestContext = { ...buildCtx(), experiments: { calendarPrice: 'v2' } };
    const { props } = await run({}, () => DECEMBER, { ctx });
    expect(props[0]!.months[0]!.days.map((d) => d.oldPriceBeauty)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("shows the related category's days that this one lacks, and choosing one takes that category", async () => {
    const detail = product({
      categories: [category({ relatedCategoryId: 72 }), category({ categoryId: 72, title: 'Superior' })],
    });
    const { props, asked } = await run(
      {},
      (a) => (a.categoryId === 72 ? [day('2026-12-09', 2500), day('2026-12-26', 2600)] : DECEMBER),
      { detail },
    );
    expect(asked.map((a) => a.categoryId).sort()).toEqual([71, 72]);
    const days = props[0]!.months[0]!.days;
    expect(days.map((d) => [d.date, d.kind])).toContainEqual(['2026-12-26', 'related']);
    expect(days.find((d) => d.date === '2026-12-09')!.kind).toBe('normal');
    expect(props[0]!.selectRelatedDay).toEqual({
      href: `${PRODUCT_URL}?category=72&city=JFK&adults=2&children=0&babies=0&month=2026-12&date={date}`,
      action: { kind: 'submit', action: 'selectDepartureDate', input: { category: 72 } },
    });
  });

  it('for one traveller, also asks the prices of two: days only a pair can take are related (§7 solo)', async () => {
    const { props, asked } = await run({ adults: 1 }, (a) =>
      a.adults === 1 ? [day('2026-12-09', 2800)] : [day('2026-12-09', 1999), day('2026-12-16', 2050)],
    );
    expect(asked.map((a) => a.adults).sort()).toEqual([1, 2]);
    expect(props[0]!.soloView).toBe(true);
    expect(props[0]!.months[0]!.days.map((d) => [d.date, d.kind])).toEqual([
      ['2026-12-09', 'normal'],
      ['2026-12-16', 'related'],
    ]);
    expect(props[0]!.selectRelatedDay?.action).toEqual({
      kind: 'submit',
      action: 'selectDepartureDate',
      input: { adults: 2 },
    });
  });

  describe('the chosen day', () => {
    it('sums up the departure, the return (departure + the category days) and the price for the party', async () => {
      const { props } = await run({ date: '2026-12-09', adults: 2, children: 1, babies: 1 });
      expect(props[0]!.selectedDate).toBe('2026-12-09');
      expect(props[0]!.summary).toMatchObject({
        departure: { date: 'Wednesday, December 9, 2026' },
        return: { date: 'Saturday, December 19, 2026' },
        pricePerPerson: '$1,999',
        // Children pay the per-person price, babies travel free.
        total: { price: '$5,997.00' },
      });
      expect(props[0]!.notice).toBeNull();
    });

    it('says when the chosen day does not depart for this selection', async () => {
      const { props } = await run({ date: '2026-12-10' }, () => DECEMBER, { ctx: { translatorMode: true } });
      expect(props[0]!.selectedDate).toBeNull();
      expect(props[0]!.summary).toBeNull();
      expect(props[0]!.notice).toBe('calendar.notice.dateUnavailable');
    });
  });

  it('offers twelve months from the first bookable one, stepping from the chosen month', async () => {
    const { props } = await run({ firstMonth: '2026-11', month: '2026-11' });
    const nav = props[0]!.monthNav;
    expect(nav.options.map((o) => o.month)).toHaveLength(12);
    expect(nav.options[0]!.month).toBe('2026-11');
    expect(nav.options[11]!.month).toBe('2027-10');
    expect(nav.previous).toBeNull();
    expect(nav.next?.month).toBe('2026-12');
    const last = await run({ firstMonth: '2026-11', month: '2027-10' });
    expect(last.props[0]!.monthNav).toMatchObject({ previous: { month: '2027-09' }, next: null });
  });

  describe('its variants (buying-flow.md §2, §6)', () => {
    const withExperiments = (
      experiments: RequestContext['experiments'],
      o: CtxOverrides = {},
    ): RequestContext => ({
      ...buildCtx(o),
      experiments,
    });

    it('is version v2 under the calendar experiment v2, v1 otherwise', async () => {
      const v2 = await run({}, () => DECEMBER, { ctx: withExperiments({ calendar: 'v2' }) });
      const v1 = await run({});
      expect([v2.props[0]!.version, v1.props[0]!.version]).toEqual(['v2', 'v1']);
    });

    it('shows all prices on the main site under ABCalendarAllPrices v2 only (§6 "All-prices calendar")', async () => {
      const main = await run({}, () => DECEMBER, { ctx: withExperiments({ ABCalendarAllPrices: 'v2' }) });
      expect(main.props[0]!.allPrices).toBe(true);
      const partner = await run({}, () => DECEMBER, {
        ctx: withExperiments({ ABCalendarAllPrices: 'v2' }, { site: 'partner' }),
      });
      expect(partner.props[0]!.allPrices).toBe(false);
      const v1 = await run({}, () => DECEMBER, { ctx: withExperiments({ ABCalendarAllPrices: 'v1' }) });
      expect(v1.props[0]!.allPrices).toBe(false);
    });

    it('offers the categories inside the calendar under ABcategoriesCalendarPdp v2 only', async () => {
      const leadingPrice: DataSources['leadingPrice'] = async (categoryId) => ({
        categoryId,
        fromPrice: 1000 + categoryId,
        fromPriceBeauty: 'ignored',
      });
      const read = dayPricesOf(() => DECEMBER);
      const v2 = await kit.run(departureCalendar, {
        ctx: withExperiments({ ABcategoriesCalendarPdp: 'v2' }),
        params: tripParams({ category: 72 }),
        sources: withTrip(product(), { dayPrices: read.dayPrices, leadingPrice }),
      });
      expect(
        v2.props[0]!.categories?.options.map(({ id, fromPrice, selected }) => ({ id, fromPrice, selected })),
      ).toEqual([
        { id: 71, fromPrice: '$1,071.00', selected: false },
        { id: 72, fromPrice: '$1,072.00', selected: true },
      ]);
      const plain = await run({});
      expect(plain.props[0]!.categories).toBeNull();
    });
  });

  it('is compact on phones', async () => {
    const phone = await run({}, () => DECEMBER, { ctx: { device: 'mobile' } });
    const desktop = await run({});
    expect([phone.props[0]!.compact, desktop.props[0]!.compact]).toEqual([true, false]);
  });

  it('degrades to no prices and a notice when the day prices cannot be read (ERROR_FLIGHT_DAYS)', async () => {
    const { props, degraded, logs } = await run({}, () => new Error('503'), {
      ctx: { translatorMode: true },
    });
    expect(degraded).toBe(true);
    expect(props[0]!.months[0]!.days).toEqual([]);
    expect(props[0]!.notice).toBe('calendar.notice.failed');
    expect(JSON.stringify(logs)).toContain('ERROR_FLIGHT_DAYS');
  });

  it('is cached per selection and each experiment it reads', () => {
    expect(departureCalendar.dimensions).toEqual(
      expect.arrayContaining([
        'device',
        'siteFlags',
        'experiment:calendar',
        'experiment:calendarPrice',
        'experiment:ABcategoriesCalendarPdp',
        'experiment:ABCalendarAllPrices',
        'param:month',
        'param:date',
        'param:firstMonth',
      ]),
    );
  });
});

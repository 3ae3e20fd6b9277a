/** Order attempt v2 as a state machine over HTTP: create, passengers, steps, metadata, extras, vouchers, expiry. */
import {
  LAND_ONLY_DEPARTURE_ID,
  UpstreamAccommodation,
  UpstreamActivities,
  UpstreamBaggages,
  UpstreamCheckoutFlights,
  UpstreamCheckoutPassengers,
  UpstreamCheckoutStatic,
  UpstreamCheckoutSummary,
  UpstreamExtraNights,
  UpstreamInsurances,
  UpstreamItinerary,
  UpstreamOrderAttemptCreated,
  UpstreamWriteResult,
} from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ATTEMPTS,
  createAttempt,
  dataOf,
  daysOf,
  errorOf,
  flightsOf,
  postForm,
  type Search,
  searchForm,
  searchOf,
  sendJson,
} from '../../test/checkout.ts';
import { catalogue, NOW, tripWith } from '../../test/trip-page.ts';
import { buildSandbox } from '../app.ts';
import { dayOfIso, isoOfDay } from '../catalogue/calendar.ts';
import { hasFlightsOn } from '../catalogue/flights.ts';
import type { Trip } from '../catalogue/index.ts';

let clock = NOW;
let app: FastifyInstance;
beforeAll(async () => {
  app = buildSandbox({ now: () => clock, faults: true });
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => {
  clock = NOW;
});

const get = async <T extends z.ZodType = z.ZodAny>(url: string, schema?: T): Promise<z.infer<T>> =>
  dataOf(await app.inject(url), schema);

/** A trip with flights whose first category takes two adults, one child and one baby. */
const family = tripWith((o) => {
  const c = o.categories[0];
  return (
    !o.isLandOnly && !!c && (c.adultOccupancy['2'] ?? 0) > 0 && c.childOccupancy >= 1 && c.babyOccupancy >= 1
  );
});
const familySearch = searchOf('es', family, { adults: 2, children: 1, babies: 1 });

/** 'YYYY-MM-DD' `years` years (and `days` days) before `date`. */
const before = (date: string, years: number, days = 0) =>
  isoOfDay(dayOfIso(`${Number(date.slice(0, 4)) - years}${date.slice(4)}`) - days);

function validPassengers(departureDate: string, search: Search) {
  const offers = catalogue.offersOf(search.trip);
  const adult = (i: number) => ({
    firstName: `Ana${i}`,
    lastName: 'García',
    birthDate: before(departureDate, 30 + i),
    documentNumber: `X${1234567 + i}`,
    email: i === 0 ? 'ana@example.com' : '',
    phone: i === 0 ? '+34 600 123 456' : '',
  });
  return [
    ...Array.from({ length: search.adults }, (_, i) => adult(i)),
    ...Array.from({ length: search.children }, () => ({
      firstName: 'Leo',
      lastName: 'García',
      birthDate: before(departureDate, offers.babyMaxAge + 1, 10),
    })),
    ...Array.from({ length: search.babies }, () => ({
      firstName: 'Mia',
      lastName: 'García',
      birthDate: before(departureDate, 0, 120),
    })),
  ];
}

describe('create', () => {
  it('answers 201 with a 32-character token and revision 0, and stores the tracking fields', async () => {
    const tracking = {
      googleAnalyticsClientId: 'GA1.2.3',
      gclId: 'g-1',
      fbclid: 'fb-1',
      msclkid: 'ms-1',
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      utm_medium: 'email',
      advisorToken: 'adv-demo-1',
    };
    const { token, base, day } = await createAttempt(app, familySearch, { extra: tracking });
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(UpstreamOrderAttemptCreated.safeParse({ token, revision: 0 }).success).toBe(true);
    const raw = await get(`/__attempts/${token}`);
    expect(raw.tracking).toEqual({ ...tracking, resellerToken: null });
    expect(raw).toMatchObject({ revision: 0, departureDate: day.date, dayPrice: day.price, expired: false });
    expect(Date.parse(raw.expiresAt) - Date.parse(raw.createdAt)).toBe(90 * 60_000);
    const fixed = await get(`${base}/static`, UpstreamCheckoutStatic);
    expect(fixed).toMatchObject({
      token,
      revision: 0,
      step: 'passengers',
      progressStep: 'passengers',
      expired: false,
      productId: family.id,
      categoryId: familySearch.categoryId,
      currency: 'EUR',
      isLandOnly: false,
      guestCheckout: true,
      isSimplifiedSummaryFlightStep: false,
      enabledExtraServices: { isFlightSelectorEnabled: true },
      checkout: { expirationDate: raw.expiresAt, showHelpDropdown: true },
    });
    const plans = fixed.availablePaymentPlans;
    expect(plans.paymentPlans).toHaveLength(plans.availablePaymentPlansCount);
    for (const plan of plans.paymentPlans) {
      expect(plan.payments.reduce((sum, p) => sum + p.percentage, 0)).toBeCloseTo(1, 10);
    }
    expect((await get('/__attempts')).some((a: { token: string }) => a.token === token)).toBe(true);
  });

  it('refuses a form with every field error at once', async () => {
    const response = await postForm(app, `/es${ATTEMPTS}`, {
      colour: 'red',
      adults: 'two',
      offerId: 'x'.repeat(65),
    });
    expect(errorOf(response)).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: {
        colour: 'UNKNOWN_FIELD',
        offerId: 'TOO_LONG',
        productId: 'REQUIRED',
        categoryId: 'REQUIRED',
        departureCity: 'REQUIRED',
        departureDate: 'REQUIRED',
        adults: 'INVALID',
      },
    });
    const json = await app.inject({ method: 'POST', url: `/es${ATTEMPTS}`, payload: { productId: '1' } });
    expect(json.statusCode).toBe(415);
  });

  it('checks the product, category, occupancy, departure, day and flight against the catalogue', async () => {
    const days = await daysOf(app, familySearch);
    const day = days.find((d) => hasFlightsOn(flightDay(familySearch, d.date)));
    if (!day) throw new Error('no day');
    const form = searchForm(familySearch, day.date);
    const [flight] = (await flightsOf(app, familySearch, day.date)).list;
    const create = (change: Record<string, string | number>) =>
      postForm(app, `/es${ATTEMPTS}`, { ...form, flightId: flight?.id ?? '', ...change }).then(errorOf);
    expect((await create({ productId: 999_999 })).fields).toEqual({ productId: 'UNKNOWN_PRODUCT' });
    expect((await create({ categoryId: (family.id + 1) * 10 + 1 })).fields).toEqual({
      categoryId: 'UNKNOWN_CATEGORY',
    });
    const category = catalogue.offersOf(family).categories[0];
    const closed = Object.entries(category?.adultOccupancy ?? {}).find(([, v]) => v === 0)?.[0] ?? '9';
    expect((await create({ adults: closed })).fields).toEqual({ adults: 'OCCUPANCY' });
    expect((await create({ children: 9, babies: 9 })).fields).toEqual({
      children: 'OCCUPANCY',
      babies: 'OCCUPANCY',
    });
    expect((await create({ departureCity: 'JFK' })).fields).toEqual({ departureCity: 'NOT_SERVED' });
    expect((await create({ departureDate: '2025-02-30' })).fields).toEqual({ departureDate: 'INVALID_DATE' });
    const offered = new Set(days.map((d) => d.date));
    let free = dayOfIso(day.date);
    while (offered.has(isoOfDay(free))) free++;
    expect((await create({ departureDate: isoOfDay(free) })).fields).toEqual({
      departureDate: 'NOT_BOOKABLE',
    });
    expect((await create({ flightId: '' })).fields).toEqual({ flightId: 'REQUIRED' });
    expect((await create({ flightId: 'F0000000001' })).fields).toEqual({ flightId: 'UNKNOWN_FLIGHT' });
    const soldOut = days.find((d) => !hasFlightsOn(flightDay(familySearch, d.date)));
    if (soldOut) {
      const refused = await create({ departureDate: soldOut.date });
      expect(refused.fields).toEqual({ departureDate: 'NO_FLIGHTS' });
    }
  });

  it('creates land-only attempts without a flight, priced at the land price', async () => {
    const land = tripWith((o) => o.isLandOnly && (o.categories[0]?.adultOccupancy['2'] ?? 0) > 0);
    const search = searchOf('fr', land);
    expect(search.departureCity).toBe(LAND_ONLY_DEPARTURE_ID);
    const day = (await daysOf(app, search))[2];
    if (!day) throw new Error('no day');
    const form = searchForm(search, day.date);
    const refused = errorOf(await postForm(app, `/fr${ATTEMPTS}`, { ...form, flightId: 'F1' }));
    expect(refused.fields).toEqual({ flightId: 'NOT_APPLICABLE' });
    const { token } = dataOf(await postForm(app, `/fr${ATTEMPTS}`, form));
    const base = `/fr${ATTEMPTS}/${token}`;
    const summary = await get(`${base}/summary`, UpstreamCheckoutSummary);
    expect(summary.flight).toBeNull();
    expect(summary.price.base).toBe(day.price * 2);
    expect(summary.price.flightPrice).toBe(0);
    expect(summary.product.departure_city).toBe('Circuit seul (sans vols)');
    expect((await get(`${base}/static`, UpstreamCheckoutStatic)).isLandOnly).toBe(true);
    const flights = await get(`${base}/personalization/flights`, UpstreamCheckoutFlights);
    expect(flights).toMatchObject({ hasFlights: false, list: [], selectedId: null });
    expect(await get(`${base}/personalization/baggages`, UpstreamBaggages)).toEqual({
      allowance: { outbound: '', return: '' },
      extraServices: { baggage: {} },
    });
    const patch = await sendJson(app, 'PATCH', `${base}/metadata`, { revision: 0, flightId: 'F1' });
    expect(errorOf(patch).fields).toEqual({ flightId: 'NOT_APPLICABLE' });
  });
});

function flightDay(search: Search, date: string) {
  const ref = catalogue.categoryById(search.categoryId);
  if (!ref) throw new Error('no category');
  const departure = { id: search.departureCity, city: 'x', factor: 1 };
  return {
    seed: catalogue.seed,
    market: search.market,
    trip: ref.trip,
    category: ref.category,
    departure,
    departureDate: date,
  };
}

describe('the state machine', () => {
  it('goes from passengers to payment, refusing bad input without saving it', async () => {
    const { base, day, flights, form } = await createAttempt(app, familySearch, { dayIndex: 3 });
    const offers = catalogue.offersOf(family);

    // Passengers: one per traveller, with the bands of the trip.
    const empty = await get(`${base}/passengers`, UpstreamCheckoutPassengers);
    expect(empty.passengers.map((p) => [p.type, p.minAge, p.maxAge])).toEqual([
      ['adult', offers.childMaxAge, null],
      ['adult', offers.childMaxAge, null],
      ['child', offers.babyMaxAge, offers.childMaxAge],
      ['baby', 0, offers.babyMaxAge],
    ]);
    expect(empty.passengers.every((p) => p.firstName === '' && p.birthDate === '')).toBe(true);

    // Going on before the passengers are complete is refused.
    const early = await sendJson(app, 'PATCH', `${base}/progress-step`, {
      revision: 0,
      step: 'personalization',
    });
    expect(errorOf(early)).toMatchObject({ status: 400, fields: { step: 'PASSENGERS_INCOMPLETE' } });

    // A bad save: every error reported, nothing saved, revision unchanged.
    const good = validPassengers(day.date, familySearch);
    const bad = structuredClone(good) as Record<string, string>[];
    Object.assign(bad[0] as object, { email: 'not-an-email', phone: '' });
    Object.assign(bad[1] as object, { firstName: ' ', birthDate: '1990-02-30' });
    Object.assign(bad[2] as object, { birthDate: before(day.date, 30), type: 'adult' });
    Object.assign(bad[3] as object, { lastName: '', birthDate: isoOfDay(dayOfIso(day.date) + 3) });
    const refused = errorOf(
      await sendJson(app, 'POST', `${base}/passengers`, { revision: 0, passengers: bad }),
    );
    expect(refused).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(refused.fields).toEqual({
      'passengers.0.email': 'INVALID_EMAIL',
      'passengers.0.phone': 'REQUIRED',
      'passengers.1.firstName': 'REQUIRED',
      'passengers.1.birthDate': 'INVALID_DATE',
      'passengers.2.type': 'TYPE_MISMATCH',
      'passengers.2.birthDate': 'AGE_OUT_OF_BAND',
      'passengers.3.lastName': 'REQUIRED',
      'passengers.3.birthDate': 'INVALID_DATE',
    });
    expect(await get(`${base}/passengers`, UpstreamCheckoutPassengers)).toEqual(empty);
    const count = errorOf(
      await sendJson(app, 'POST', `${base}/passengers`, { revision: 0, passengers: [good[0]] }),
    );
    expect(count.fields).toEqual({ passengers: 'COUNT' });

    // A good save, then the steps.
    const saved = await sendJson(app, 'POST', `${base}/passengers`, { revision: 0, passengers: good });
    expect(dataOf(saved, UpstreamWriteResult)).toEqual({ revision: 1 });
    const stored = await get(`${base}/passengers`, UpstreamCheckoutPassengers);
    expect(stored.revision).toBe(1);
    expect(stored.passengers[0]).toMatchObject({
      firstName: 'Ana0',
      email: 'ana@example.com',
      type: 'adult',
    });
    const step = (revision: number, name: string) =>
      sendJson(app, 'PATCH', `${base}/progress-step`, { revision, step: name });
    expect(dataOf(await step(1, 'personalization'))).toEqual({ revision: 2 });
    expect(dataOf(await step(2, 'payment'))).toEqual({ revision: 3 });
    expect(dataOf(await step(3, 'passengers'))).toEqual({ revision: 4 });
    expect(errorOf(await step(4, 'checkout')).fields).toEqual({ step: 'INVALID' });
    const afterSteps = await get(`${base}/static`, UpstreamCheckoutStatic);
    expect([afterSteps.step, afterSteps.progressStep, afterSteps.revision]).toEqual([
      'passengers',
      'payment',
      4,
    ]);

    // Metadata: another flight changes the base price; rooms, activities and insurance add lines.
    const summary0 = await get(`${base}/summary`, UpstreamCheckoutSummary);
    expect(summary0.custom).toBe(false);
    expect(summary0.price.base).toBe((flights[0]?.price ?? 0) * 3);
    const other = flights.at(-1);
    const rooms = await get(`${base}/personalization/accommodation`, UpstreamAccommodation);
    const activities = await get(`${base}/personalization/activities-and-services`, UpstreamActivities);
    const insurances = await get(`${base}/personalization/insurances`, UpstreamInsurances);
    expect(rooms.includes.every((r) => r.price === 0)).toBe(true);
    expect(rooms.supplements.every((r) => r.price > 0)).toBe(true);
    expect(activities.supplements.length).toBeGreaterThanOrEqual(3);
    expect(insurances.packages.map((p) => [p.key, p.cancellationPolicy])).toEqual([
      ['STANDARD', 'STANDARD'],
      ['FLEX', 'FLEX'],
      ['FLEX_PLUS', 'FLEX+'],
    ]);
    const [first, second] = activities.supplements;
    const room = rooms.supplements[0];
    const patch = await sendJson(app, 'PATCH', `${base}/metadata`, {
      revision: 4,
      flightId: other?.id,
      accommodationId: room?.id,
      activityIds: [first?.id, second?.id],
      insuranceKey: 'FLEX_PLUS',
    });
    expect(dataOf(patch)).toEqual({ revision: 5 });
    const summary1 = await get(`${base}/summary`, UpstreamCheckoutSummary);
    expect(summary1.custom).toBe(true);
    expect(summary1.price.base).toBe((other?.price ?? 0) * 3);
    expect(summary1.flight?.id).toBe(other?.id);
    const lines = Object.fromEntries(summary1.breakdown.map((l) => [`${l.code}:${l.id}`, l.totalPrice]));
    expect(lines[`accommodation:${room?.id}`]).toBe(room?.price);
    expect(lines[`option:${first?.id}`]).toBe(3 * (first?.unitPrice ?? 0));
    const flexPlus = (await get(`${base}/personalization/insurances`, UpstreamInsurances)).packages[2];
    expect(lines['insurance:FLEX_PLUS']).toBe(flexPlus?.TotalPremium);
    expect(dataOf(await app.inject(`${base}/cancellation-policy`))).toEqual({ policy: 'FLEX+' });
    const badPatch = await sendJson(app, 'PATCH', `${base}/metadata`, {
      revision: 5,
      flightId: 'nope',
      accommodationId: 'nope',
      activityIds: [first?.id, first?.id],
      insuranceKey: 'GOLD',
    });
    expect(errorOf(badPatch).fields).toEqual({
      flightId: 'UNKNOWN_FLIGHT',
      accommodationId: 'UNKNOWN_ACCOMMODATION',
      activityIds: 'DUPLICATE',
      insuranceKey: 'UNKNOWN_INSURANCE',
    });
    expect((await get(`${base}/summary`, UpstreamCheckoutSummary)).revision).toBe(5);

    // Personalisation answers the same flights as the search, with the chosen one.
    const own = await get(`${base}/personalization/flights`, UpstreamCheckoutFlights);
    const searched = await flightsOf(app, familySearch, form.departureDate as string);
    expect(own.list).toEqual(searched.list);
    expect(own.selectedId).toBe(other?.id);
    const all = await get(`${base}/personalization`);
    expect(Object.keys(all).sort()).toEqual([
      'accommodation',
      'activities',
      'baggages',
      'flights',
      'insurances',
    ]);
    expect((await get(`${base}/personalization/baggages`, UpstreamBaggages)).allowance.outbound).toBe(
      other?.baggageAllowance,
    );
    expect((await get(`${base}/itinerary`, UpstreamItinerary)).days.length).toBeGreaterThan(1);

    // An external agent.
    expect(
      dataOf(
        await sendJson(app, 'PATCH', `${base}/external-agent`, { revision: 5, externalAgentId: 'agent-7' }),
      ),
    ).toEqual({ revision: 6 });
    expect((await get(`${base}/static`, UpstreamCheckoutStatic)).externalAgent).toBe('agent-7');
    const badAgent = await sendJson(app, 'PATCH', `${base}/external-agent`, {
      revision: 6,
      externalAgentId: 'a b',
    });
    expect(errorOf(badAgent).fields).toEqual({ externalAgentId: 'INVALID' });
  });

  it('sells extra nights, refuses unavailable ones and moves the return', async () => {
    const found = await attemptWithUnavailableNight();
    const { base, nights, unavailable, available } = found;
    const refused = await sendJson(app, 'POST', `${base}/extra-nights/v2/0/${unavailable}`, { revision: 0 });
    expect(errorOf(refused)).toMatchObject({ status: 400, fields: { nights: 'UNAVAILABLE' } });
    const tooMany = await sendJson(app, 'POST', `${base}/extra-nights/v2/0/9`, { revision: 0 });
    expect(errorOf(tooMany).fields).toEqual({ nights: 'OUT_OF_RANGE' });
    const before1 = await sendJson(app, 'POST', `${base}/extra-nights/v2/1/${available}`, { revision: 0 });
    expect(errorOf(before1).fields).toEqual({ pre: 'UNSUPPORTED' });
    const option = nights.options[String(available)];
    const chosen = await sendJson(app, 'POST', `${base}/extra-nights/v2/0/${available}`, { revision: 0 });
    expect(dataOf(chosen)).toEqual({ revision: 1 });
    expect((await get(`${base}/extra-nights`, UpstreamExtraNights)).selected).toBe(available);
    const summary = await get(`${base}/summary`, UpstreamCheckoutSummary);
    expect(summary.custom).toBe(true);
    const line = summary.breakdown.find((l) => l.code === 'extra_night');
    expect(line).toMatchObject({ name: String(available), totalPrice: option?.incrementPrice });
    expect(summary.product.arrival_date).toBe(option?.returnDate);
    expect(summary.details.arrival.original_date).toBe(nights.options['0']?.returnDate);
    expect(summary.flight?.return.itinerary[0]?.departureDate).toBe(option?.returnDate);
    const flights = await get(`${base}/personalization/flights`, UpstreamCheckoutFlights);
    expect(flights.returnDate).toBe(option?.returnDate);
  });

  it('applies, refuses and removes vouchers', async () => {
    const { base } = await createAttempt(app, familySearch, { dayIndex: 5 });
    const voucher = (revision: number, voucherCode: unknown) =>
      sendJson(app, 'POST', `${base}/payment/discounts`, { revision, voucherCode });
    expect(errorOf(await voucher(0, 'NOPE')).fields).toEqual({ voucherCode: 'VOUCHER_NOT_FOUND' });
    expect(errorOf(await voucher(0, 'expired20')).fields).toEqual({ voucherCode: 'VOUCHER_EXPIRED' });
    expect(errorOf(await voucher(0, '')).fields).toEqual({ voucherCode: 'REQUIRED' });
    expect(dataOf(await voucher(0, ' welcome50 '))).toEqual({ revision: 1 });
    const summary = await get(`${base}/summary`, UpstreamCheckoutSummary);
    expect(summary.voucherCode).toBe('WELCOME50');
    expect(summary.breakdown.at(-1)).toMatchObject({ code: 'discount', name: 'discount', totalPrice: -50 });
    expect(summary.price.total).toBe(summary.price.totalWithoutDiscounts - 50);

    // Removing an item clears the voucher (buying-flow.md §4); replacing one does not.
    const activities = await get(`${base}/personalization/activities-and-services`, UpstreamActivities);
    const id = activities.supplements[0]?.id;
    await sendJson(app, 'PATCH', `${base}/metadata`, {
      revision: 1,
      activityIds: [id],
      insuranceKey: 'FLEX',
    });
    expect((await get(`${base}/summary`, UpstreamCheckoutSummary)).voucherCode).toBe('WELCOME50');
    await sendJson(app, 'PATCH', `${base}/metadata`, { revision: 2, insuranceKey: 'FLEX_PLUS' });
    expect((await get(`${base}/summary`, UpstreamCheckoutSummary)).voucherCode).toBe('WELCOME50');
    await sendJson(app, 'PATCH', `${base}/metadata`, { revision: 3, activityIds: [] });
    expect((await get(`${base}/summary`, UpstreamCheckoutSummary)).voucherCode).toBeNull();

    expect(dataOf(await voucher(4, 'spring10'))).toEqual({ revision: 5 });
    const spring = await get(`${base}/summary`, UpstreamCheckoutSummary);
    expect(spring.breakdown.at(-1)?.totalPrice).toBe(-Math.round(spring.price.base * 10) / 100);
    expect(dataOf(await sendJson(app, 'DELETE', `${base}/payment/discounts`, { revision: 5 }))).toEqual({
      revision: 6,
    });
    const cleared = await get(`${base}/summary`, UpstreamCheckoutSummary);
    expect([cleared.voucherCode, cleared.breakdown.some((l) => l.code === 'discount')]).toEqual([
      null,
      false,
    ]);
  });

  it('applies BIGTRIP100 from 4,000 before discounts only', async () => {
    const solos = catalogue.trips.filter((t) => {
      const o = catalogue.offersOf(t);
      return !o.isLandOnly && (o.categories[0]?.adultOccupancy['1'] ?? 0) > 0;
    });
    const seen = new Set<string>();
    for (const trip of solos) {
      for (const search of [searchOf('us', trip, { adults: 1 }), searchOf('us', trip, { adults: 2 })]) {
        if ((catalogue.offersOf(trip).categories[0]?.adultOccupancy[String(search.adults)] ?? 0) === 0)
          continue;
        const { base } = await createAttempt(app, search);
        const before = await get(`${base}/summary`, UpstreamCheckoutSummary);
        const response = await sendJson(app, 'POST', `${base}/payment/discounts`, {
          revision: 0,
          voucherCode: 'BIGTRIP100',
        });
        if (before.price.totalWithoutDiscounts < 4000) {
          expect(errorOf(response).fields).toEqual({ voucherCode: 'VOUCHER_MIN_AMOUNT' });
          seen.add('refused');
        } else {
          expect(dataOf(response)).toEqual({ revision: 1 });
          const after = await get(`${base}/summary`, UpstreamCheckoutSummary);
          expect(after.price.total).toBe(before.price.total - 100);
          seen.add('applied');
        }
        if (seen.size === 2) return;
      }
    }
    throw new Error(`Only ${[...seen]} seen`);
  });

  it('answers 409 with the current revision to a stale write, and changes nothing', async () => {
    const { base } = await createAttempt(app, familySearch, { dayIndex: 7 });
    await sendJson(app, 'PATCH', `${base}/metadata`, { revision: 0, insuranceKey: 'FLEX' });
    const stale = await sendJson(app, 'PATCH', `${base}/metadata`, {
      revision: 0,
      insuranceKey: 'FLEX_PLUS',
    });
    expect(errorOf(stale)).toMatchObject({ status: 409, code: 'STALE_REVISION', revision: 1 });
    expect((await get(`${base}/personalization/insurances`, UpstreamInsurances)).selectedKey).toBe('FLEX');
    const missing = await sendJson(app, 'PATCH', `${base}/metadata`, { insuranceKey: 'FLEX_PLUS' });
    expect(errorOf(missing).fields).toEqual({ revision: 'REQUIRED' });
    const unknown = await sendJson(app, 'PATCH', `${base}/metadata`, { revision: 1, colour: 'red' });
    expect(errorOf(unknown).fields).toEqual({ colour: 'UNKNOWN_FIELD' });
  });

  it('expires after 90 minutes: reads still work, writes answer 410 until a retry', async () => {
    const { token, base } = await createAttempt(app, familySearch, { dayIndex: 9 });
    clock = new Date(NOW.getTime() + 90 * 60_000);
    expect((await get(`${base}/static`, UpstreamCheckoutStatic)).expired).toBe(true);
    expect((await get(`${base}/summary`, UpstreamCheckoutSummary)).revision).toBe(0);
    const write = (revision: number) =>
      sendJson(app, 'PATCH', `${base}/metadata`, { revision, insuranceKey: 'FLEX' });
    expect(errorOf(await write(0))).toMatchObject({ status: 410, code: 'ORDER_ATTEMPT_EXPIRED' });
    const retried = await postForm(app, `/es${ATTEMPTS}/retry`, { token });
    expect(dataOf(retried)).toEqual({ revision: 1 });
    const fixed = await get(`${base}/static`, UpstreamCheckoutStatic);
    expect(fixed.expired).toBe(false);
    expect(fixed.checkout.expirationDate).toBe(new Date(clock.getTime() + 90 * 60_000).toISOString());
    expect(dataOf(await write(1))).toEqual({ revision: 2 });
    // Expired by the control route; a retry before expiry extends from the old expiry.
    await app.inject({ method: 'POST', url: `/__attempts/${token}/expire` });
    expect(errorOf(await write(2)).status).toBe(410);
    await postForm(app, `/es${ATTEMPTS}/retry`, { token });
    const expiry = Date.parse((await get(`/__attempts/${token}`)).expiresAt);
    await postForm(app, `/es${ATTEMPTS}/retry`, { token });
    expect(Date.parse((await get(`/__attempts/${token}`)).expiresAt)).toBe(expiry + 90 * 60_000);
  });

  it('answers 404 to unknown tokens and to tokens of another market', async () => {
    const { token } = await createAttempt(app, familySearch, { dayIndex: 11 });
    for (const url of [`/es${ATTEMPTS}/nope/summary`, `/fr${ATTEMPTS}/${token}/static`]) {
      expect(errorOf(await app.inject(url))).toMatchObject({ status: 404, code: 'UNKNOWN_ORDER_ATTEMPT' });
    }
    const write = await sendJson(app, 'PATCH', `/es${ATTEMPTS}/nope/metadata`, { revision: 0 });
    expect(errorOf(write).code).toBe('UNKNOWN_ORDER_ATTEMPT');
    expect(errorOf(await postForm(app, `/es${ATTEMPTS}/retry`, { token: 'nope' })).status).toBe(404);
    expect(errorOf(await postForm(app, `/es${ATTEMPTS}/retry`, {})).fields).toEqual({ token: 'REQUIRED' });
    expect((await app.inject('/__attempts/nope')).statusCode).toBe(404);
  });

  it('is shared by every client of the app, and faulted like every route', async () => {
    const { base } = await createAttempt(app, familySearch, { dayIndex: 13 });
    app.sandboxFaults.set({ path: `${ATTEMPTS}/:token/summary`, status: 502, times: 1 });
    expect((await app.inject(`${base}/summary`)).statusCode).toBe(502);
    expect((await app.inject(`${base}/summary`)).statusCode).toBe(200);
    app.sandboxFaults.set({ path: `${ATTEMPTS}/:token/metadata`, status: 503, times: 1 });
    expect((await sendJson(app, 'PATCH', `${base}/metadata`, { revision: 0 })).statusCode).toBe(503);
    expect((await get(`${base}/summary`, UpstreamCheckoutSummary)).revision).toBe(0);
    app.sandboxFaults.clear();
    expect(app.sandboxAttempts.size).toBeGreaterThan(0);
  });
});

/** An attempt whose extra-night options include an unavailable one and an available one (n > 0). */
async function attemptWithUnavailableNight() {
  const trips = catalogue.trips.filter((t: Trip) => {
    const o = catalogue.offersOf(t);
    return !o.isLandOnly && o.maxAvailableExtraNights >= 2 && (o.categories[0]?.adultOccupancy['2'] ?? 0) > 0;
  });
  for (const trip of trips) {
    for (let dayIndex = 0; dayIndex < 8; dayIndex++) {
      const attempt = await createAttempt(app, searchOf('uk', trip), { dayIndex });
      const nights = await get(`${attempt.base}/extra-nights`, UpstreamExtraNights);
      const options = Object.values(nights.options).filter((o) => o.id > 0);
      const unavailable = options.find((o) => o.incrementPrice === null)?.id;
      const available = options.find((o) => o.incrementPrice !== null)?.id;
      if (unavailable !== undefined && available !== undefined)
        return { ...attempt, nights, unavailable, available };
    }
  }
  throw new Error('No attempt with both kinds of extra nights');
}

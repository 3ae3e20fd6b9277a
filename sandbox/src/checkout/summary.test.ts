/**
 * The summary's price over HTTP, for many random attempts and selections (fast-check, fixed seed):
 * totals are the sum of the lines to the cent, and every line is what the personalisation data says.
 */
import {
  LAND_ONLY_DEPARTURE_ID,
  UpstreamAccommodation,
  UpstreamActivities,
  UpstreamCheckoutSummary,
  UpstreamExtraNights,
  UpstreamInsurances,
} from '@waypoint/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createAttempt, dataOf, searchOf, sendJson } from '../../test/checkout.ts';
import { catalogue, useSandbox } from '../../test/trip-page.ts';
import { MARKETS } from '../markets.ts';
import { localAmount } from '../money.ts';
import { VOUCHERS } from './vouchers.ts';

const sandbox = useSandbox();

const cents = (amount: number) => Math.round(amount * 100);
const isCents = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** Trips and passenger counts their first category takes (at most 3 adults, 2 children, 1 baby). */
const CASES = catalogue.trips.slice(0, 80).flatMap((trip) => {
  const category = catalogue.offersOf(trip).categories[0];
  if (!category) return [];
  return [1, 2, 3].flatMap((adults) =>
    (category.adultOccupancy[String(adults)] ?? 0) > 0
      ? [
          {
            trip,
            adults,
            children: Math.min(category.childOccupancy, 2),
            babies: Math.min(category.babyOccupancy, 1),
          },
        ]
      : [],
  );
});

describe('summary', () => {
  it('totals the lines to the cent for random attempts and selections', async () => {
    const app = sandbox.app();
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          which: fc.nat(CASES.length - 1),
          market: fc.constantFrom(...MARKETS),
          dayIndex: fc.nat(40),
          flightIndex: fc.nat(13),
          withChildren: fc.boolean(),
          room: fc.nat(4),
          activities: fc.nat(63),
          insurance: fc.constantFrom('STANDARD', 'FLEX', 'FLEX_PLUS'),
          nights: fc.nat(3),
          voucher: fc.constantFrom(null, ...Object.keys(VOUCHERS)),
        }),
        async (pick) => {
          const chosen = CASES[pick.which];
          if (!chosen) return;
          const { trip, adults } = chosen;
          const pax = pick.withChildren
            ? { adults, children: chosen.children, babies: chosen.babies }
            : { adults };
          const search = searchOf(pick.market, trip, pax);
          const { base, flights } = await createAttempt(app, search, pick);
          const get = async <T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> =>
            dataOf(await app.inject(`${base}/${path}`), schema);
          const rooms = await get('personalization/accommodation', UpstreamAccommodation);
          const activities = await get('personalization/activities-and-services', UpstreamActivities);
          const nights = await get('extra-nights', UpstreamExtraNights);
          const allRooms = [...rooms.includes, ...rooms.supplements];
          const room = allRooms[pick.room % allRooms.length];
          const activityIds = activities.supplements
            .filter((_, i) => (pick.activities >> i) & 1)
            .map((a) => a.id);
          let revision = 0;
          const write = async (method: 'POST' | 'PATCH', path: string, body: Record<string, unknown>) => {
            const response = await sendJson(app, method, `${base}/${path}`, { revision, ...body });
            if (response.statusCode === 200) revision++;
            return response;
          };
          expect(
            (
              await write('PATCH', 'metadata', {
                accommodationId: room?.id,
                activityIds,
                insuranceKey: pick.insurance,
              })
            ).statusCode,
          ).toBe(200);
          const option = nights.options[String(pick.nights)];
          const nightsAnswer = await write('POST', `extra-nights/v2/0/${pick.nights}`, {});
          expect(nightsAnswer.statusCode).toBe(!option ? 400 : option.incrementPrice === null ? 400 : 200);
          if (pick.voucher) await write('POST', 'payment/discounts', { voucherCode: pick.voucher });

          const summary = await get('summary', UpstreamCheckoutSummary);
          const insurances = await get('personalization/insurances', UpstreamInsurances);
          const paying = search.adults + search.children;
          const lines = summary.breakdown;
          const sum = (list: typeof lines) => list.reduce((total, line) => total + cents(line.totalPrice), 0);
          const byCode = (code: string) => lines.filter((line) => line.code === code);

          expect(summary.revision).toBe(revision);
          for (const line of lines) {
            expect(isCents(line.totalPrice) && isCents(line.totalPricePerPerson), line.name).toBe(true);
            expect(
              Math.abs(cents(line.totalPricePerPerson) * paying - cents(line.totalPrice)),
            ).toBeLessThanOrEqual(paying);
          }
          expect(cents(summary.price.total)).toBe(sum(lines));
          expect(cents(summary.price.totalWithoutDiscounts)).toBe(
            sum(lines.filter((l) => l.code !== 'discount')),
          );
          expect(summary.price.base).toBe(byCode('campaign')[0]?.totalPrice);
          const flight = flights.find((f) => f.id === summary.flight?.id);
          const land = search.departureCity === LAND_ONLY_DEPARTURE_ID;
          if (!land) expect(summary.price.base).toBe((flight?.price ?? Number.NaN) * paying);
          expect(summary.price.flightPrice).toBeGreaterThanOrEqual(0);
          expect(summary.price.flightPrice).toBeLessThanOrEqual(summary.price.base);

          expect(byCode('accommodation')).toMatchObject([{ id: room?.id, totalPrice: room?.price }]);
          expect(byCode('option').map((l) => [l.id, cents(l.totalPrice)])).toEqual(
            activityIds.map((id) => [
              id,
              paying * cents(activities.supplements.find((a) => a.id === id)?.unitPrice ?? 0),
            ]),
          );
          const pack = insurances.packages.find((p) => p.key === pick.insurance);
          expect(byCode('insurance')).toEqual(
            pick.insurance === 'STANDARD'
              ? []
              : [expect.objectContaining({ id: pick.insurance, totalPrice: pack?.TotalPremium })],
          );
          const night = summary.details.arrival.date;
          if (option?.incrementPrice && pick.nights > 0) {
            expect(byCode('extra_night')).toMatchObject([
              { name: String(pick.nights), totalPrice: option.incrementPrice },
            ]);
            expect(night).toBe(option.returnDate);
          } else expect(byCode('extra_night')).toEqual([]);
          expect(byCode('fees')).toMatchObject([
            { name: 'handlingFee', totalPrice: localAmount(15, search.market) * paying },
          ]);
          const discount = byCode('discount');
          if (summary.voucherCode === null) expect(discount).toEqual([]);
          else {
            expect(discount).toHaveLength(1);
            expect(discount[0]?.totalPrice).toBeLessThan(0);
          }
          expect(summary.supplements.supplements).toEqual(
            activities.supplements.map((a) => ({ id: a.id, price: a.unitPrice })),
          );
        },
      ),
      { numRuns: 80, seed: 20_250_615 },
    );
  });
});

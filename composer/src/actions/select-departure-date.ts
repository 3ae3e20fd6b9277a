/**
 * A departure day on the trip page: one the selection departs on. A related day comes with what makes it
 * bookable (the related category, or a second traveller for one alone). Answers the sku_selected event
 * with its sku and product entities (buying-flow.md §3 "Analytics entities").
 */
import { categoriesForCity, isBookableMonth, isoDayIn, productEntity, skuEntity } from '@waypoint/config';
import { IsoDay, LAND_ONLY_DEPARTURE_ID } from '@waypoint/schemas';
import { z } from 'zod';
import { passengersOf, type TripParams, tripHref } from '../trip/selection.ts';
import { categoryRefusal, dateRefusal, departsOn, passengerRefusals, tripFor } from '../trip/trip-actions.ts';
import { departurePointsOf } from '../trip/trip-data.ts';
import { defineAction } from './define-action.ts';

export const selectDepartureDate = defineAction({
  name: 'selectDepartureDate',
  page: 'product',
  input: z.strictObject({
    date: IsoDay,
    category: z.number().int().positive().optional(),
    adults: z.number().int().min(1).max(99).optional(),
  }),
  async run(args) {
    const trip = await tripFor(args);
    const { product } = trip;
    const { date } = args.input;
    const selection: TripParams = {
      ...trip.params,
      ...(args.input.category ? { category: args.input.category } : {}),
      ...(args.input.adults ? { adults: args.input.adults } : {}),
      date,
      month: date.slice(0, 7),
    };
    if (args.input.category) {
      const refusal = categoryRefusal(trip, args.input.category, selection.city, args.t);
      if (refusal) return { errors: [refusal] };
    }
    const category = product.categories.find((c) => c.categoryId === selection.category)!;
    const passengers = passengersOf(selection);
    const refusals = passengerRefusals(category, passengers, args.t);
    if (refusals.length > 0) return { errors: refusals };
    const bookable = isBookableMonth(selection.month, `${trip.params.firstMonth}-01`);
    if (!bookable || !(await departsOn(args, selection, date))) return { errors: [dateRefusal(date, args)] };
    const departure =
      selection.city === LAND_ONLY_DEPARTURE_ID
        ? { id: LAND_ONLY_DEPARTURE_ID, name: LAND_ONLY_DEPARTURE_ID, code: LAND_ONLY_DEPARTURE_ID }
        : ((await departurePointsOf({ product, category }, args)).find((p) => p.id === selection.city) ??
          null);
    const sku = skuEntity({
      product,
      categories: categoriesForCity(product.categories, selection.city),
      categoryId: category.categoryId,
      departure,
      passengers,
      departureDate: date,
      today: isoDayIn(args.now, 'UTC') ?? args.now.toISOString().slice(0, 10),
    });
    return {
      url: tripHref(product.url, trip.params, selection),
      events: [{ event: 'sku_selected', entities: { sku, product: productEntity(product) } }],
    };
  },
});

/**
 * The departure calendar (buying-flow.md §2 "Departure calendar", §7 "Flight day prices"): the month's
 * departure days for the chosen category, city and passengers, each priced per person, with the month's
 * best and second-best prices. For one traveller the same prices for adults + 1 are also asked (solo:
 * days only a pair can take are 'related'); otherwise the related category's days are. Version v1 or v2
 * (calendar-version experiment or header), compact on phones, all prices (main site and its experiment),
 * no strikethrough prices (calendarPrice), categories inside the calendar (ABcategoriesCalendarPdp).
 * Choosing a day shows the departure, the return (departure + the category's days) and the prices.
 * A failing day-prices call degrades this block only (no prices, a notice), logged as ERROR_FLIGHT_DAYS.
 */
import {
  calendarAllPricesEnabled,
  calendarMonths,
  calendarVersion,
  currencyForMarket,
  EXPERIMENT_NAMES,
  firstDayOfWeekFor,
  formatPrice,
  isSoloTraveller,
  mergeDayPrices,
  monthBestPrices,
  relatedPassengers,
  returnDate,
  variantIs,
} from '@waypoint/config';
import {
  type CalendarDay,
  LAND_ONLY_DEPARTURE_ID,
  type SubmitAction,
  type UpstreamDayPrice,
} from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import { submitOf } from '../actions/define-action.ts';
import { selectDepartureDate } from '../actions/select-departure-date.ts';
import { showMonth } from '../actions/show-month.ts';
import { defineResolver, degraded, type ResolveArgs } from '../compose/types.ts';
import { Errors } from '../errors.ts';
import { categoryOptions } from '../trip/category-options.ts';
import { longDate, monthLabel, shortMonthLabel, weekdayNames } from '../trip/dates.ts';
import { passengersOf, type TripParams, tripHref } from '../trip/selection.ts';
import { departurePointsOf, SELECTION, TRIP, type Trip, tripOf } from '../trip/trip-data.ts';

type Merged = UpstreamDayPrice & { kind: CalendarDay['kind'] };
type Args = ResolveArgs<'DepartureCalendar'>;

/** The month's days for the selection, and the related ones; a failure is ERROR_FLIGHT_DAYS. */
async function monthDays(args: Args, trip: Trip): Promise<{ days: Merged[]; solo: boolean }> {
  const { params, category } = trip;
  const pax = passengersOf(params);
  const solo = isSoloTraveller(pax);
  const ask = (categoryId: number, passengers: typeof pax) =>
    args.sources.dayPrices(categoryId, params.city, passengers, params.month, { signal: args.signal });
  try {
    const [main, related] = await Promise.all([
      ask(category.categoryId, pax),
      // §7: a solo traveller also gets the prices for adults + 1; otherwise the related category's.
      solo
        ? ask(category.categoryId, relatedPassengers(pax))
        : category.relatedCategoryId
          ? ask(category.relatedCategoryId, pax)
          : null,
    ]);
    return { days: mergeDayPrices(main.days, related?.days ?? null, { solo }), solo };
  } catch (cause) {
    throw new Errors.ERROR_FLIGHT_DAYS(category.categoryId, params.city, { cause });
  }
}

function dayLabel(
  t: TFunction,
  trip: Trip,
  day: Merged,
  rank: 'best' | 'secondBest' | null,
  solo: boolean,
  locale: Args['ctx']['locale'],
) {
  const parts = [longDate(day.date, locale), `${day.priceBeauty} ${t('calendar.perPerson')}`];
  if (day.kind === 'related') {
    const related = trip.product.categories.find((c) => c.categoryId === trip.category.relatedCategoryId);
    parts.push(
      solo ? t('calendar.kind.relatedSolo') : t('calendar.kind.related', { category: related?.title ?? '' }),
    );
  } else if (day.kind !== 'normal') parts.push(t(`calendar.kind.${day.kind}`));
  if (rank) parts.push(t(`calendar.legend.${rank}`));
  return parts.join(', ');
}

/** A day's choice: the client adds the day it stands for. */
const DAY = { clientAdds: ['date'] as const };

/**
 * A choice as a template: the trip page with `change` made and `placeholder` standing for the chosen
 * value, and the action that gets that value added to its input.
 */
function templateChoice(
  trip: Trip,
  change: Partial<TripParams>,
  placeholder: '{date}' | '{month}',
  action: SubmitAction,
) {
  return {
    href: tripHref(trip.product.url, trip.params, change).replace(
      encodeURIComponent(placeholder),
      placeholder,
    ),
    action,
  };
}

/** Choosing a related day takes what makes it bookable: the related category, or a second traveller. */
function selectRelatedDay(trip: Trip, solo: boolean) {
  if (solo) {
    const adults = trip.params.adults + 1;
    return templateChoice(
      trip,
      { adults, date: '{date}' },
      '{date}',
      submitOf(selectDepartureDate, { adults }, DAY),
    );
  }
  const category = trip.category.relatedCategoryId;
  if (!category) return null;
  return templateChoice(
    trip,
    { category, date: '{date}' },
    '{date}',
    submitOf(selectDepartureDate, { category }, DAY),
  );
}

export const departureCalendar = defineResolver({
  type: 'DepartureCalendar',
  dimensions: [
    ...TRIP,
    'device',
    'siteFlags',
    'experiment:calendar',
    'experiment:calendarPrice',
    'experiment:ABcategoriesCalendarPdp',
    'experiment:ABCalendarAllPrices',
    ...SELECTION,
    'param:firstMonth',
  ],
  async resolve(args) {
    const { ctx, t } = args;
    const trip = await tripOf(args);
    const { params, category } = trip;
    const locale = ctx.locale;
    const currency = currencyForMarket(ctx.market);
    let loaded: Awaited<ReturnType<typeof monthDays>> | null = null;
    try {
      loaded = await monthDays(args, trip);
    } catch (err) {
      args.log.error({ err, placement: args.placementId }, 'day prices unavailable: the calendar shows none');
    }
    const solo = loaded?.solo ?? isSoloTraveller(params);
    const merged = loaded?.days ?? [];
    const own = merged.filter((d) => d.kind !== 'related');
    const { best, secondBest } = monthBestPrices(own);
    const strikethrough = !variantIs(ctx.experiments, EXPERIMENT_NAMES.calendarPrice, 'v2');
    const days: CalendarDay[] = merged.map((d) => {
      const rank =
        d.kind === 'related'
          ? null
          : d.price === best
            ? 'best'
            : d.price === secondBest
              ? 'secondBest'
              : null;
      return {
        date: d.date,
        kind: d.kind,
        price: d.price,
        priceBeauty: d.priceBeauty,
        priceShort: formatPrice(Math.round(d.price), currency, { decimals: 0 }),
        ...(strikethrough && d.oldPriceBeauty ? { oldPriceBeauty: d.oldPriceBeauty } : {}),
        ...(rank === 'best'
          ? { best: true as const }
          : rank === 'secondBest'
            ? { secondBest: true as const }
            : {}),
        label: dayLabel(t, trip, d, rank, solo, locale),
      };
    });
    // The chosen day, when it departs for this selection.
    const chosen = params.date ? own.find((d) => d.date === params.date) : undefined;
    let notice: string | null = null;
    if (!loaded) notice = t('calendar.notice.failed');
    else if (params.date && !chosen)
      notice = t('calendar.notice.dateUnavailable', { date: longDate(params.date, locale) });
    const months = calendarMonths(`${params.firstMonth}-01`, 12);
    const index = months.indexOf(params.month);
    const monthStep = (month: string) => ({ month, label: shortMonthLabel(month, locale) });
    const firstDayOfWeek = firstDayOfWeekFor(locale);
    const travellers = params.adults + params.children + params.babies;
    const legend = (['best', 'secondBest', 'private', 'solo', 'related'] as const)
      .filter((kind) =>
        kind === 'best' || kind === 'secondBest'
          ? days.some((d) => d[kind])
          : days.some((d) => d.kind === kind),
      )
      .map((kind) => ({
        kind,
        label: kind === 'related' && solo ? t('calendar.legend.relatedSolo') : t(`calendar.legend.${kind}`),
      }));
    const props = {
      title: t('calendar.title'),
      version: calendarVersion(ctx.experiments),
      compact: ctx.device === 'mobile',
      allPrices: calendarAllPricesEnabled(ctx.site, ctx.experiments),
      soloView: solo,
      months: [{ month: params.month, label: monthLabel(params.month, locale), days }],
      monthNav: {
        label: t('calendar.months'),
        previous: index > 0 ? monthStep(months[index - 1]!) : null,
        next: index >= 0 && index < months.length - 1 ? monthStep(months[index + 1]!) : null,
        options: months.map((month) => ({ ...monthStep(month), selected: month === params.month })),
        select: templateChoice(
          trip,
          { month: '{month}', date: null },
          '{month}',
          submitOf(showMonth, {}, { clientAdds: ['month'] }),
        ),
      },
      weekdays: weekdayNames(locale, firstDayOfWeek),
      firstDayOfWeek,
      // '{date}' stands for the chosen day (the client fills it in; without JavaScript each day's link has it).
      selectDay: templateChoice(trip, { date: '{date}' }, '{date}', submitOf(selectDepartureDate, {}, DAY)),
      selectRelatedDay: days.some((d) => d.kind === 'related') ? selectRelatedDay(trip, solo) : null,
      selectedDate: chosen ? chosen.date : null,
      summary: chosen
        ? {
            title: t('calendar.summary.title'),
            departure: { label: t('calendar.summary.departure'), date: longDate(chosen.date, locale) },
            return: {
              label: t('calendar.summary.return'),
              date: longDate(returnDate(chosen.date, category.days) ?? chosen.date, locale),
            },
            pricePerPerson: chosen.priceBeauty,
            travellers: t('calendar.summary.travellers', { count: travellers }),
            // Children pay the per-person price, babies travel free (the sandbox's reading of §5 Prices).
            total: {
              label: t('calendar.summary.total'),
              price: formatPrice(chosen.price * (params.adults + params.children), currency),
            },
            details:
              params.city === LAND_ONLY_DEPARTURE_ID
                ? t('calendar.summary.landOnly', { category: category.title })
                : t('calendar.summary.from', {
                    category: category.title,
                    city: await departureName(args, trip),
                  }),
          }
        : null,
      categories: variantIs(ctx.experiments, EXPERIMENT_NAMES.categoriesInCalendar, 'v2')
        ? // The category block shows each category's details; here only the choice.
          {
            label: t('trip.category.title'),
            fromLabel: t('tripCard.from'),
            options: await categoryOptions(trip, args),
          }
        : null,
      legend,
      labels: {
        grid: t('calendar.grid'),
        previousMonth: t('calendar.previousMonth'),
        nextMonth: t('calendar.nextMonth'),
        perPerson: t('calendar.perPerson'),
        noDepartures: t('calendar.noDepartures'),
      },
      notice,
    };
    return loaded ? props : degraded(props);
  },
});

/** The chosen departure city's name (its code when the airports cannot be read). */
async function departureName(args: Args, trip: Trip): Promise<string> {
  const { city } = trip.params;
  try {
    return (await departurePointsOf(trip, args)).find((p) => p.id === city)?.name ?? city;
  } catch {
    return city;
  }
}

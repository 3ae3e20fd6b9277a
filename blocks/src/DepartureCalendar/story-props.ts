/**
 * Departure calendar props for stories and tests, shaped as the composer sends them for the US (dollars,
 * weeks from Sunday) and Spain (euros, weeks from Monday): a trip departing on Mondays, Thursdays and
 * Saturdays with prices that vary by day, the month's best and second-best prices marked, and every
 * text (labels, dates, prices) already formatted. Deterministic: no clock, no randomness.
 */
import type { CalendarDay, DepartureCalendarProps, SubmitAction } from '@waypoint/schemas';
import { dayNumber, isoDay, monthSpan, weekdayOf } from './calendar-dates.ts';
import { addMonths } from './calendar-keys.ts';
import { longDate, MARKETS, type Market, monthLabel, shortDate } from './story-markets.ts';

export type { Market };

/** The trip lasts 12 days: the return is the departure plus 11 nights. */
const TRIP_NIGHTS = 11;
const BASE_PRICE = { us: 2499, es: 2199 } as const;
const SINGLE_SUPPLEMENT = 450;
const CATEGORY_STEP = 350;

const submit = (action: string, input: Record<string, unknown>): SubmitAction => ({
  kind: 'submit',
  action,
  input,
});
export interface FixtureOptions {
  market?: Market;
  month?: string;
  selectedDate?: string | null;
  soloView?: boolean;
  allPrices?: boolean;
  version?: 'v1' | 'v2';
  compact?: boolean;
  withCategories?: boolean;
  noDepartures?: boolean;
  /** Months without departures (sold out), for the interactive stories. */
  emptyMonths?: readonly string[];
  notice?: string | null;
  /** No strikethrough prices (the calendarPrice experiment). */
  noOldPrices?: boolean;
  /** The first of the twelve bookable months (month navigation ends at either end). */
  firstMonth?: string;
  /** The chosen category (0 Standard, 1 Superior, 2 Premium): Superior by default. */
  categoryIndex?: number;
}

/**
 * The departure days of `month`: Mondays, Thursdays and Saturdays from the 3rd on; one private group
 * departure; in the solo view Thursdays are solo departures and Saturdays related (priced for two);
 * otherwise the last Saturday is the related category's.
 */
export function fixtureDays(month: string, options: FixtureOptions = {}): CalendarDay[] {
  const market = MARKETS[options.market ?? 'us'];
  const span = monthSpan(month);
  if (!span || options.noDepartures || options.emptyMonths?.includes(month)) return [];
  const base = BASE_PRICE[options.market ?? 'us'] + ((options.categoryIndex ?? 1) - 1) * CATEGORY_STEP;
  const days: Omit<CalendarDay, 'label'>[] = [];
  for (let i = 2; i < span.length; i++) {
    const n = span.first + i;
    const weekday = weekdayOf(n);
    if (weekday !== 1 && weekday !== 4 && weekday !== 6) continue;
    const date = isoDay(n);
    const price = base + ((i * 37) % 9) * 60 - (weekday === 4 ? 120 : 0);
    const kind: CalendarDay['kind'] = options.soloView
      ? weekday === 4
        ? 'solo'
        : weekday === 6
          ? 'related'
          : 'normal'
      : days.length === 1
        ? 'private'
        : 'normal';
    // §5 Solo traveller: one traveller pays a single supplement; a related day shows the price per
    // person for two travellers (adults + 1), without it.
    const amount = options.soloView && kind !== 'related' ? price + SINGLE_SUPPLEMENT : price;
    days.push({
      date,
      kind,
      price: amount,
      priceBeauty: market.price(amount),
      priceShort: market.price(amount),
      ...(i % 3 === 0 && !options.noOldPrices ? { oldPriceBeauty: market.price(amount + 300) } : {}),
    });
  }
  const related = days.findLast((d) => weekdayOf(dayNumber(d.date) ?? 0) === 6);
  if (!options.soloView && related) related.kind = 'related';
  // The month's best and second-best prices among the days priced per person.
  const ranked = [...new Set(days.filter((d) => d.kind !== 'related').map((d) => d.price))].sort(
    (a, b) => a - b,
  );
  return days.map((day) => {
    const best = day.kind !== 'related' && day.price === ranked[0];
    const secondBest = day.kind !== 'related' && day.price === ranked[1];
    const kinds = [
      best ? market.copy.kinds.best : null,
      secondBest ? market.copy.kinds.secondBest : null,
      day.kind === 'private' ? market.copy.kinds.private : null,
      day.kind === 'solo' ? market.copy.kinds.solo : null,
      day.kind === 'related'
        ? options.soloView
          ? market.copy.kinds.relatedSolo
          : market.copy.kinds.related
        : null,
    ].filter(Boolean);
    return {
      ...day,
      ...(best ? { best: true as const } : {}),
      ...(secondBest ? { secondBest: true as const } : {}),
      label: [
        longDate(market.locale, day.date),
        `${day.priceBeauty} ${market.copy.perPerson}`,
        ...kinds,
      ].join(', '),
    };
  });
}

/** Full props for one market and state. */
export function calendarFixture(options: FixtureOptions = {}): DepartureCalendarProps {
  const marketName = options.market ?? 'us';
  const market = MARKETS[marketName];
  const month = options.month ?? '2025-07';
  const firstMonth = options.firstMonth ?? '2025-06';
  const months = Array.from({ length: 12 }, (_, i) => addMonths(firstMonth, i) ?? firstMonth);
  const step = (m: string) => ({ month: m, label: monthLabel(market.locale, m, 'short') });
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  const days = fixtureDays(month, options);
  const selectedDate = options.selectedDate ?? null;
  const selected = days.find((d) => d.date === selectedDate);
  const travellers = options.soloView ? 1 : 2;
  const returnDate = selected ? isoDay((dayNumber(selected.date) ?? 0) + TRIP_NIGHTS) : null;
  const { copy } = market;
  return {
    title: copy.title,
    version: options.version ?? 'v2',
    compact: options.compact ?? false,
    allPrices: options.allPrices ?? true,
    soloView: options.soloView ?? false,
    months: [{ month, label: monthLabel(market.locale, month), days }],
    monthNav: {
      label: copy.monthNav,
      previous: previous && months.includes(previous) ? step(previous) : null,
      next: next && months.includes(next) ? step(next) : null,
      options: months.map((m) => ({ ...step(m), selected: m === month })),
      select: { href: `${market.path}?month={month}`, action: submit('showMonth', {}) },
    },
    weekdays: market.weekdays,
    firstDayOfWeek: market.firstDayOfWeek,
    selectDay: {
      href: `${market.path}?month=${month}&date={date}`,
      action: submit('selectDepartureDate', {}),
    },
    // The related category (22), or for one traveller a second one.
    selectRelatedDay: options.soloView
      ? {
          href: `${market.path}?adults=2&month=${month}&date={date}`,
          action: submit('selectDepartureDate', { adults: 2 }),
        }
      : {
          href: `${market.path}?category=22&month=${month}&date={date}`,
          action: submit('selectDepartureDate', { category: 22 }),
        },
    selectedDate,
    summary:
      selected && returnDate
        ? {
            title: copy.summary.title,
            departure: { label: copy.summary.departure, date: shortDate(market.locale, selected.date) },
            return: { label: copy.summary.return, date: shortDate(market.locale, returnDate) },
            pricePerPerson: selected.priceBeauty,
            travellers: copy.summary.travellers[travellers - 1] ?? '',
            total: {
              label: copy.summary.total,
              price: market.price(options.soloView ? selected.price : selected.price * travellers),
            },
            details: copy.details,
          }
        : null,
    categories: options.withCategories
      ? {
          label: copy.categories,
          fromLabel: copy.from,
          options: copy.categoryTitles.map((title, i) => ({
            id: 21 + i,
            title,
            fromPrice: market.price(BASE_PRICE[marketName] - 120 + (i - 1) * CATEGORY_STEP),
            selected: i === (options.categoryIndex ?? 1),
            href: `${market.path}?category=${21 + i}&month=${month}`,
            action: submit('selectCategory', { category: 21 + i }),
          })),
        }
      : null,
    legend: [
      { kind: 'best', label: capitalise(copy.kinds.best) },
      { kind: 'secondBest', label: capitalise(copy.kinds.secondBest) },
      ...(options.soloView
        ? [
            { kind: 'solo' as const, label: capitalise(copy.kinds.solo) },
            { kind: 'related' as const, label: capitalise(copy.kinds.relatedSolo) },
          ]
        : [
            { kind: 'private' as const, label: capitalise(copy.kinds.private) },
            { kind: 'related' as const, label: capitalise(copy.kinds.related) },
          ]),
    ],
    labels: copy.labels,
    notice: options.notice ?? null,
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

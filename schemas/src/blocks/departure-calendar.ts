import { z } from 'zod';
import { SubmitAction } from '../actions.ts';
import { defineBlock } from '../define-block.ts';
import { IsoDay, IsoMonth } from '../upstream/product.ts';
import { CategoryOption } from './category-selector.ts';

/**
 * A departure day (buying-flow.md §2 "Departure calendar", §7 "Flight day prices"): normal, private
 * (a private group), solo (a solo departure) or related (the related category's price, or for a solo
 * traveller the price for adults + 1). Prices are per person.
 */
export const CalendarDay = z
  .object({
    date: IsoDay,
    kind: z.enum(['normal', 'private', 'solo', 'related']),
    price: z.number().nonnegative(),
    priceBeauty: z.string(),
    priceShort: z.string().describe('The price in whole units, for the day cell ("$1,379")'),
    oldPriceBeauty: z
      .string()
      .optional()
      .describe('Absent without a discount, and in the no-strikethrough variant'),
    best: z.literal(true).optional().describe("The month's best price"),
    secondBest: z.literal(true).optional().describe("The month's second-best price"),
    label: z.string().describe('The accessible name: the date, the price and what kind of day it is'),
  })
  .meta({ id: 'CalendarDay' });
export type CalendarDay = z.infer<typeof CalendarDay>;

export const CalendarMonth = z
  .object({ month: IsoMonth, label: z.string(), days: z.array(CalendarDay) })
  .meta({ id: 'CalendarMonth' });
export type CalendarMonth = z.infer<typeof CalendarMonth>;

/**
 * A choice made of a placeholder: `href` with the placeholder replaced by the chosen value is the plain
 * link, and `action` dispatched with the value added to its input is what the runtime posts. One per
 * kind of choice instead of a link per option keeps the block (and a patch that carries it) small.
 */
const TemplateChoice = (placeholder: string, field: string) =>
  z.object({
    href: z.string().describe(`The trip page with the choice made; '${placeholder}' stands for the ${field}`),
    action: SubmitAction.describe(`Its input gets the chosen \`${field}\``),
  });

export const MonthStep = z.object({ month: IsoMonth, label: z.string() });
export const MonthOption = MonthStep.extend({ selected: z.boolean() });

export const DepartureCalendarProps = z
  .object({
    title: z.string(),
    /** calendar-version experiment, or the x-calendar-version header (buying-flow.md §2). */
    version: z.enum(['v1', 'v2']),
    compact: z.boolean(),
    allPrices: z.boolean().describe('The all-prices variant: related days show their price too'),
    soloView: z.boolean().describe('One traveller: solo departures, and related days priced for two'),
    months: z.array(CalendarMonth).min(1).describe('The month(s) shown'),
    monthNav: z.object({
      label: z.string(),
      previous: MonthStep.nullable(),
      next: MonthStep.nullable(),
      options: z.array(MonthOption),
      select: TemplateChoice('{month}', 'month').describe('Showing a month'),
    }),
    weekdays: z.array(z.string()).length(7).describe('Short weekday names, from the first day of the week'),
    firstDayOfWeek: z.union([z.literal(0), z.literal(1)]).describe('0: Sunday, 1: Monday'),
    selectDay: TemplateChoice('{date}', 'date').describe('Choosing a day'),
    selectRelatedDay: TemplateChoice('{date}', 'date')
      .nullable()
      .describe(
        'Choosing a related day: it takes what makes the day bookable, the related category (or, for one traveller, a second traveller)',
      ),
    selectedDate: IsoDay.nullable(),
    summary: z
      .object({
        title: z.string(),
        departure: z.object({ label: z.string(), date: z.string() }),
        return: z.object({ label: z.string(), date: z.string() }),
        pricePerPerson: z
          .string()
          .describe('The formatted price; the block says "per person" (labels.perPerson)'),
        travellers: z.string(),
        total: z.object({ label: z.string(), price: z.string() }),
        details: z.string().describe("'Superior, from Boston'"),
      })
      .nullable()
      .describe('The chosen day: departure, return (departure + the category days) and prices'),
    categories: z
      .object({ label: z.string(), fromLabel: z.string(), options: z.array(CategoryOption) })
      .nullable()
      .describe('Categories as a selector inside the calendar (ABcategoriesCalendarPdp)'),
    legend: z.array(
      z.object({ kind: z.enum(['best', 'secondBest', 'private', 'solo', 'related']), label: z.string() }),
    ),
    labels: z.object({
      grid: z.string(),
      previousMonth: z.string(),
      nextMonth: z.string(),
      perPerson: z.string(),
      noDepartures: z.string(),
    }),
    notice: z
      .string()
      .nullable()
      .describe('Why there are no prices (they could not be loaded), or a day that was refused'),
  })
  .meta({ id: 'DepartureCalendarProps' });
export type DepartureCalendarProps = z.infer<typeof DepartureCalendarProps>;

export const DepartureCalendarConfig = z.strictObject({}).meta({ id: 'DepartureCalendarConfig' });

export const DepartureCalendarDefinition = defineBlock({
  type: 'DepartureCalendar',
  props: DepartureCalendarProps,
  config: DepartureCalendarConfig,
  region: 'main',
  pageKinds: ['product'],
  label: 'Departure calendar',
  description:
    'The days the trip departs with their prices, month by month; choosing one shows the dates and total.',
  interactive: { hydrate: 'load' },
});

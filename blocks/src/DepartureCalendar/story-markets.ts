/**
 * Market copy for the departure calendar's stories and tests, as the composer would send it for the US
 * (dollars, weeks from Sunday) and Spain (euros, weeks from Monday), and the date formats it uses.
 */
import type { DepartureCalendarProps } from '@waypoint/schemas';

export type Market = 'us' | 'es';

interface MarketCopy {
  locale: string;
  path: string;
  price: (amount: number) => string;
  weekdays: string[];
  firstDayOfWeek: 0 | 1;
  copy: Pick<DepartureCalendarProps, 'title' | 'labels'> & {
    monthNav: string;
    categories: string;
    from: string;
    kinds: Record<'best' | 'secondBest' | 'private' | 'solo' | 'related' | 'relatedSolo', string>;
    perPerson: string;
    summary: { title: string; departure: string; return: string; total: string; travellers: string[] };
    details: string;
    categoryTitles: [string, string, string];
  };
}

/** Thousands grouped by hand: some ICU builds do not group four-digit euro amounts. */
const group = (amount: number, separator: string) =>
  String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

export const MARKETS: Record<Market, MarketCopy> = {
  us: {
    locale: 'en-US',
    path: '/us/asia/japan/4312-japan-highlights',
    price: (amount) => `$${group(amount, ',')}`,
    weekdays: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
    firstDayOfWeek: 0,
    copy: {
      title: 'Choose your departure date',
      labels: {
        grid: 'Departure days',
        previousMonth: 'Previous month',
        nextMonth: 'Next month',
        perPerson: 'per person',
        noDepartures: 'There are no departures this month. Try another month.',
      },
      monthNav: 'Departure month',
      categories: 'Category',
      from: 'From',
      kinds: {
        best: 'best price of the month',
        secondBest: 'second-best price of the month',
        private: 'private group',
        solo: 'solo departure',
        related: 'related category',
        relatedSolo: 'price when travelling as two',
      },
      perPerson: 'per person',
      summary: {
        title: 'Your trip',
        departure: 'Departure',
        return: 'Return',
        total: 'Total',
        travellers: ['1 adult', '2 adults'],
      },
      details: 'Superior, from Boston',
      categoryTitles: ['Standard', 'Superior', 'Premium'],
    },
  },
  es: {
    locale: 'es-ES',
    path: '/es/asia/japon/4312-japon-esencial',
    price: (amount) => `${group(amount, '.')} €`,
    weekdays: ['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do'],
    firstDayOfWeek: 1,
    copy: {
      title: 'Elige tu fecha de salida',
      labels: {
        grid: 'Días de salida',
        previousMonth: 'Mes anterior',
        nextMonth: 'Mes siguiente',
        perPerson: 'por persona',
        noDepartures: 'No hay salidas este mes. Prueba con otro mes.',
      },
      monthNav: 'Mes de salida',
      categories: 'Categoría',
      from: 'Desde',
      kinds: {
        best: 'mejor precio del mes',
        secondBest: 'segundo mejor precio del mes',
        private: 'grupo privado',
        solo: 'salida para viajeros solos',
        related: 'categoría relacionada',
        relatedSolo: 'precio viajando dos personas',
      },
      perPerson: 'por persona',
      summary: {
        title: 'Tu viaje',
        departure: 'Salida',
        return: 'Regreso',
        total: 'Total',
        travellers: ['1 adulto', '2 adultos'],
      },
      details: 'Superior, desde Madrid',
      categoryTitles: ['Estándar', 'Superior', 'Premium'],
    },
  },
};

export const longDate = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

export const shortDate = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

export const monthLabel = (locale: string, month: string, style: 'long' | 'short' = 'long') => {
  const text = new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  return text.charAt(0).toUpperCase() + text.slice(1);
};

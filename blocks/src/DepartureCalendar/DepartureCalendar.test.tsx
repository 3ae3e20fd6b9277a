import type { DepartureCalendarProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DepartureCalendar } from './DepartureCalendar.tsx';
import { calendarFixture, type FixtureOptions } from './story-props.ts';
import { dayHref, monthHref } from './templates.ts';

const render = (options: FixtureOptions = {}, overrides: Partial<DepartureCalendarProps> = {}) => {
  const props = { ...calendarFixture(options), ...overrides };
  return { props, html: renderToStaticMarkup(<DepartureCalendar {...props} />) };
};

/** Markup of every gridcell, in order. */
const cellsOf = (html: string) => html.match(/<td role="gridcell"[\s\S]*?<\/td>/g) ?? [];
/** The opening tag of the link of a day. */
const linkOf = (html: string, date: string) =>
  html.match(new RegExp(`<a [^>]*data-date="${date}"[^>]*>`))?.[0];
/** The gridcell of a departure day: its link, price and markers. */
const dayOf = (html: string, date: string) =>
  cellsOf(html).find((cell) => cell.includes(`data-date="${date}"`)) ?? '';
const text = (markup: string) => markup.replace(/<[^>]+>/g, '');
/** The day number a cell shows ('' for a blank cell). */
const dayNumberOf = (cell: string) =>
  cell.match(/departure-calendar__(?:link|day--none)"[^>]*>(\d+)</)?.[1] ?? '';
const escapeHtml = (s: string) => s.replaceAll('&', '&amp;');

describe('DepartureCalendar: the grid', () => {
  const { props, html } = render();
  const days = props.months[0]!.days;

  it('is one labelled grid under the month heading, with weekday column headers in the contract’s order', () => {
    expect(html.match(/role="grid"/g)).toHaveLength(1);
    const grid = html.match(/<table role="grid"[^>]*>/)?.[0] ?? '';
    expect(grid).toContain('aria-label="Departure days"');
    const heading = grid.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<h3 id="${heading}"[^>]*>July 2025</h3>`));
    const headers = [...html.matchAll(/<th scope="col"[^>]*>([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
  });

  it('has a row per week and a gridcell per day, blank before the 1st and after the 31st', () => {
    const rows = html.match(/<tbody>[\s\S]*<\/tbody>/)?.[0].match(/<tr>/g);
    expect(rows).toHaveLength(5);
    const cells = cellsOf(html);
    expect(cells).toHaveLength(35);
    expect(cells.slice(0, 2).map(text)).toEqual(['', '']);
    expect(cells.slice(2, 33).map(dayNumberOf)).toEqual(Array.from({ length: 31 }, (_, i) => String(i + 1)));
    expect(cells.slice(33).map(text)).toEqual(['', '']);
  });

  it('makes every departure day a link to the page with that day, named by its label', () => {
    expect(days.length).toBeGreaterThan(8);
    for (const day of days) {
      const link = linkOf(html, day.date) ?? '';
      // A related day takes the related category (the fixture's 22) with it.
      const query = day.kind === 'related' ? 'category=22&month=2025-07' : 'month=2025-07';
      expect(link).toContain(
        `href="${escapeHtml(`/us/asia/japan/4312-japan-highlights?${query}&date=${day.date}`)}"`,
      );
      expect(link).toContain(`aria-label="${day.label}"`);
    }
    expect(linkOf(html, '2025-07-03')).toContain(
      'aria-label="Thursday, July 3, 2025, $2,499 per person, second-best price of the month"',
    );
  });

  it('shows the day number as the link’s text, the prices beside it hidden from assistive technology', () => {
    const withOld = days.find((d) => d.oldPriceBeauty)!;
    const link = dayOf(html, withOld.date);
    // The link's only visible text is the day number, which its name (the label) contains (WCAG 2.5.3).
    expect(link).toMatch(new RegExp(`data-date="${withOld.date}"[^>]*>${Number(withOld.date.slice(8))}</a>`));
    expect(withOld.label).toContain(` ${Number(withOld.date.slice(8))},`);
    expect(link).toContain(
      `<span class="departure-calendar__price" aria-hidden="true">${withOld.priceBeauty}</span>`,
    );
    expect(link).toContain(
      `<s class="departure-calendar__old-price" aria-hidden="true">${withOld.oldPriceBeauty}</s>`,
    );
    const without = days.find((d) => !d.oldPriceBeauty)!;
    expect(dayOf(html, without.date)).not.toContain('<s ');
  });

  it('fills every {date} and {month} placeholder of the contract’s hrefs', () => {
    expect(dayHref('/x/{date}?d={date}', '2025-07-03')).toBe('/x/2025-07-03?d=2025-07-03');
    expect(monthHref('/x/{month}?m={month}', '2025-07')).toBe('/x/2025-07?m=2025-07');
  });

  it('renders days without departure as disabled cells that take no focus', () => {
    const plain = cellsOf(html).filter((cell) => cell.includes('aria-disabled="true"'));
    expect(plain).toHaveLength(31 - days.length);
    for (const cell of plain) {
      expect(cell).not.toContain('<a ');
      expect(cell).not.toContain('tabindex');
    }
    expect(cellsOf(html).find((cell) => text(cell) === '4')).toContain('aria-disabled="true"');
  });

  it('puts exactly one day in the tab order: the first departure when none is selected', () => {
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(linkOf(html, days[0]!.date)).toContain('tabindex="0"');
    expect(html.match(/tabindex="-1"/g)).toHaveLength(days.length - 1);
  });

  it('highlights the month’s best and second-best days, with a marker that is not only colour', () => {
    const best = days.filter((d) => d.best);
    const second = days.filter((d) => d.secondBest);
    expect(best.length).toBeGreaterThan(0);
    expect(second.length).toBeGreaterThan(0);
    for (const day of best) {
      expect(dayOf(html, day.date)).toMatch(/class="[^"]*departure-calendar__day--best/);
      expect(dayOf(html, day.date)).toContain('departure-calendar__marker--best');
    }
    for (const day of second) {
      expect(dayOf(html, day.date)).toMatch(/class="[^"]*departure-calendar__day--second-best/);
      expect(dayOf(html, day.date)).toContain('departure-calendar__marker--secondBest');
    }
    const ordinary = days.find((d) => !d.best && !d.secondBest && d.kind === 'normal')!;
    expect(dayOf(html, ordinary.date)).not.toContain('departure-calendar__marker--');
  });

  it('marks private and related days with their own marker', () => {
    for (const kind of ['private', 'related'] as const) {
      const day = days.find((d) => d.kind === kind)!;
      expect(dayOf(html, day.date)).toContain(`departure-calendar__marker--${kind}`);
    }
  });

  it('explains the highlights and markers in the legend', () => {
    const legend = html.match(/<ul role="list" class="departure-calendar__legend">[\s\S]*?<\/ul>/)?.[0] ?? '';
    for (const item of props.legend) {
      expect(legend).toContain(`departure-calendar__swatch--${item.kind}`);
      expect(text(legend)).toContain(item.label);
    }
  });
});

describe('DepartureCalendar: the chosen day', () => {
  const { props, html } = render({ selectedDate: '2025-07-10' });

  it('marks the selected day’s gridcell aria-selected, and only it', () => {
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1);
    const selected = cellsOf(html).find((cell) => cell.includes('aria-selected="true"'))!;
    expect(selected).toContain('data-date="2025-07-10"');
    expect(selected).toMatch(/class="[^"]*departure-calendar__day--selected/);
  });

  it('makes the selected day the one in the tab order', () => {
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(linkOf(html, '2025-07-10')).toContain('tabindex="0"');
  });

  it('shows the summary in a polite live region: dates, travellers, prices and details', () => {
    const region = html.match(
      /<div class="departure-calendar__summary" aria-live="polite">[\s\S]*?<\/dl>[\s\S]*?<\/div><\/div>/,
    )?.[0];
    const summary = props.summary!;
    expect(region).toBeDefined();
    const words = text(region ?? '');
    for (const part of [
      summary.title,
      summary.departure.label,
      summary.departure.date,
      summary.return.label,
      summary.return.date,
      summary.travellers,
      summary.total.label,
      summary.total.price,
      summary.details,
    ]) {
      expect(words).toContain(part);
    }
    expect(words).toContain(`${summary.pricePerPerson} per person`);
    expect(summary.departure.date).toBe('Thu, Jul 10, 2025');
    expect(summary.return.date).toBe('Mon, Jul 21, 2025');
  });

  it('keeps the live region in the page, empty, before a day is chosen (so the first summary is announced)', () => {
    const { html: none } = render();
    expect(none).toContain('<div class="departure-calendar__summary" aria-live="polite"></div>');
  });
});

describe('DepartureCalendar: solo view and the all-prices variant', () => {
  it('shows related days (priced for two) with a marker and no price when all prices are off', () => {
    const { props, html } = render({ soloView: true, allPrices: false });
    const related = props.months[0]!.days.filter((d) => d.kind === 'related');
    expect(related.length).toBeGreaterThan(0);
    for (const day of related) {
      const link = dayOf(html, day.date);
      expect(text(link)).toBe(String(Number(day.date.slice(8))));
      expect(link).toContain('departure-calendar__price--marker');
      expect(link).toContain('departure-calendar__marker--related');
      expect(linkOf(html, day.date)).toContain(`aria-label="${day.label}"`);
    }
    const solo = props.months[0]!.days.find((d) => d.kind === 'solo')!;
    expect(dayOf(html, solo.date)).toContain(solo.priceBeauty);
    expect(dayOf(html, solo.date)).toContain('departure-calendar__marker--solo');
    expect(html).toContain('departure-calendar--solo');
  });

  it('links a related day to what makes it bookable (selectRelatedDay), not to the plain day', () => {
    const { props } = render({ soloView: true, allPrices: true });
    const related = props.months[0]!.days.find((d) => d.kind === 'related')!;
    const own = props.months[0]!.days.find((d) => d.kind !== 'related')!;
    const selectRelatedDay = {
      href: '/us/kenya/12-safari?adults=2&date={date}',
      action: { kind: 'submit' as const, action: 'selectDepartureDate', input: { adults: 2 } },
    };
    const html = renderToStaticMarkup(<DepartureCalendar {...props} selectRelatedDay={selectRelatedDay} />);
    expect(linkOf(html, related.date)).toContain(
      `href="${escapeHtml(`/us/kenya/12-safari?adults=2&date=${related.date}`)}"`,
    );
    expect(linkOf(html, own.date)).toContain(`href="${escapeHtml(dayHref(props.selectDay.href, own.date))}"`);
  });

  it('shows related days’ prices when all prices are on', () => {
    const { props, html } = render({ soloView: true, allPrices: true });
    const related = props.months[0]!.days.filter((d) => d.kind === 'related');
    for (const day of related) {
      expect(dayOf(html, day.date)).toContain(
        `<span class="departure-calendar__price" aria-hidden="true">${day.priceBeauty}</span>`,
      );
    }
  });
});

describe('DepartureCalendar: months', () => {
  it('links the previous and next months, and disables the control at the end of the bookable months', () => {
    const { html } = render({ month: '2025-06', firstMonth: '2025-06' });
    const previous = html.match(/<[a-z]+ [^>]*departure-calendar__step--previous[^>]*>/)?.[0] ?? '';
    expect(previous).toMatch(/^<button type="button"/);
    expect(previous).toContain('aria-label="Previous month"');
    expect(previous).toContain('aria-disabled="true"');
    expect(previous).not.toContain('href');
    expect(html).toMatch(
      /<a class="[^"]*departure-calendar__step--next" aria-label="Next month"[^>]*href="[^"]*month=2025-07"/,
    );
  });

  it('offers the bookable months as links, the shown month marked current', () => {
    const { html } = render();
    const nav = html.match(/<nav [^>]*aria-label="Departure month">[\s\S]*?<\/nav>/)?.[0] ?? '';
    expect(nav.match(/<a /g)).toHaveLength(12);
    expect(nav.match(/aria-current="true"/g)).toHaveLength(1);
    expect(nav).toMatch(/aria-current="true"[^>]*>Jul 2025</);
  });

  it('says so when a month has no departures, and lets its grid take focus to page on', () => {
    const { html } = render({ noDepartures: true });
    expect(html).toContain('There are no departures this month. Try another month.');
    const grid = html.match(/<table role="grid"[^>]*>/)?.[0] ?? '';
    expect(grid).toContain('tabindex="0"');
    const described = grid.match(/aria-describedby="([^"]+)"/)?.[1]?.split(' ') ?? [];
    expect(html).toMatch(new RegExp(`<p id="${described[1]}"[^>]*>There are no departures`));
    expect(cellsOf(html).some((cell) => cell.includes('<a '))).toBe(false);
  });

  it('shows the notice as a status message, and keeps the status region empty without one', () => {
    const notice = 'Prices could not be loaded. Please try again in a few minutes.';
    expect(render({ notice }).html).toContain(
      `<p role="status" class="departure-calendar__notice">${notice}</p>`,
    );
    expect(render().html).toContain('<p role="status" class="departure-calendar__notice"></p>');
  });
});

describe('DepartureCalendar: variants', () => {
  it('shows the categories as links with their from-prices, the chosen one current (ABcategoriesCalendarPdp)', () => {
    const { props, html } = render({ withCategories: true });
    const list = html.match(/<ul [^>]*class="departure-calendar__category-list"[\s\S]*?<\/ul>/)?.[0] ?? '';
    for (const option of props.categories!.options) {
      expect(list).toContain(escapeHtml(option.href));
      expect(text(list)).toContain(`${option.title}From ${option.fromPrice}`);
    }
    expect(list).toMatch(/aria-current="true"[^>]*>[\s\S]*?Superior/);
    expect(list.match(/aria-current/g)).toHaveLength(1);
    expect(render().html).not.toContain('departure-calendar__categories');
  });

  it.each(['v1', 'v2'] as const)('labels the %s layout on the root', (version) => {
    expect(render({ version }).html).toMatch(
      new RegExp(`^<section class="departure-calendar departure-calendar--${version}[ "]`),
    );
  });

  it('drops the old prices in compact mode', () => {
    const { props, html } = render({ compact: true });
    expect(props.months[0]!.days.some((d) => d.oldPriceBeauty)).toBe(true);
    expect(html).toContain('departure-calendar--compact');
    expect(html).not.toContain('departure-calendar__old-price');
  });

  it('lays the Spanish month out from Monday with euro prices and Spanish labels', () => {
    const { props, html } = render({ market: 'es', selectedDate: '2025-07-10' });
    const headers = [...html.matchAll(/<th scope="col"[^>]*>([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual(['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do']);
    const cells = cellsOf(html);
    expect(text(cells[0]!)).toBe('');
    expect(dayNumberOf(cells[1]!)).toBe('1');
    expect(html).toContain('aria-label="Días de salida"');
    expect(html).toContain('>Julio de 2025</h3>');
    expect(props.months[0]!.days[0]!.priceBeauty).toMatch(/^\d\.\d{3} €$/);
    expect(html).toContain(`${props.summary!.pricePerPerson}</strong> por persona`);
  });
});

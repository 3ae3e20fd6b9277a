import type { FlightSelectorProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { click, type HostElement, hostElements, recordingRuntime } from '../../test/test-kit.tsx';
import { BlockRuntimeContext } from '../shared/runtime.tsx';
import { FlightSelector } from './FlightSelector.tsx';
import { searchDispatches } from './search-dispatch.ts';
import { cancelledProps, errorProps, loadingProps, receivedProps, withSearchKey } from './story-props.ts';

const render = (props: FlightSelectorProps) => renderToStaticMarkup(<FlightSelector {...props} />);
const text = (html: string) => html.replace(/<[^>]+>/g, '');
const attr = (tag: string, name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
/** Opening tags with the given role. */
const withRole = (html: string, role: string) =>
  html.match(new RegExp(`<[a-z]+ [^>]*role="${role}"[^>]*>`, 'g')) ?? [];
/** The markup of each tab panel, in order. */
const panelsOf = (html: string) => html.split(/(?=<div role="tabpanel")/).slice(1);
const flightIdsIn = (markup: string) => [...markup.matchAll(/data-flight="([^"]+)"/g)].map((m) => m[1]);
const buttons = (props: FlightSelectorProps, runtime: ReturnType<typeof recordingRuntime> | null) =>
  hostElements(<FlightSelector {...props} />, runtime).filter((e) => e.type === 'button');
const named = (elements: HostElement[], label: string) =>
  elements.filter((e) => text(renderToStaticMarkup(e.props.children as never)) === label);

describe('FlightSelector: loading', () => {
  const html = render(loadingProps());

  it('says it is searching in a status line that names an indeterminate progress bar', () => {
    const [status] = withRole(html, 'status');
    expect(status).toBeDefined();
    const statusId = attr(status!, 'id');
    expect(html).toContain('Searching for the best flights for your trip…');
    const [bar] = withRole(html, 'progressbar');
    expect(attr(bar!, 'aria-labelledby')).toBe(statusId);
    expect(bar).not.toContain('aria-valuenow');
  });

  it('offers the cancel button and no flights', () => {
    expect(html).toMatch(
      /<button type="button" class="wp-btn wp-btn--inverse flight-selector__cancel">Cancel search<\/button>/,
    );
    expect(html).not.toContain('role="tablist"');
    expect(flightIdsIn(html)).toEqual([]);
  });

  it('is a section named by its heading, with the summary', () => {
    const id = html.match(/<section [^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<h2 id="${id}"[^>]*>Your flights</h2>`));
    expect(html).toContain('Flights from New York (JFK), Mar 12 – Mar 24, 2 adults');
  });
});

describe('FlightSelector: received', () => {
  const props = receivedProps();
  const html = render(props);

  it('shows the search time in the status line', () => {
    const status = html.match(/<p id="[^"]+" role="status" class="flight-selector__status">([\s\S]*?)<\/p>/);
    expect(text(status?.[1] ?? '')).toBe('Found in 0.8 s');
  });

  it('lays the tabs out as a tab list named by the heading, the default tab selected', () => {
    const [list] = withRole(html, 'tablist');
    const headingId = html.match(/<h2 id="([^"]+)"/)?.[1];
    expect(attr(list!, 'aria-labelledby')).toBe(headingId);
    const tabs = withRole(html, 'tab');
    expect(tabs).toHaveLength(3);
    expect(tabs.map((tab) => attr(tab, 'aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => attr(tab, 'tabindex'))).toEqual(['0', '-1', '-1']);
    const panels = withRole(html, 'tabpanel');
    tabs.forEach((tab, index) => {
      expect(attr(tab, 'aria-controls')).toBe(attr(panels[index]!, 'id'));
      expect(attr(panels[index]!, 'aria-labelledby')).toBe(attr(tab, 'id'));
    });
    expect(panels.map((panel) => panel.includes(' hidden=""'))).toEqual([false, true, true]);
  });

  it('lists each tab’s flights in its order, looked up by id', () => {
    const panels = panelsOf(html);
    expect(panels.map(flightIdsIn)).toEqual(props.tabs.map((tab) => tab.flightIds));
  });

  it('starts on the default tab, or the first when there is none', () => {
    const business = render(receivedProps({}, { defaultTab: 'business' }));
    expect(withRole(business, 'tab').map((tab) => attr(tab, 'aria-selected'))).toEqual([
      'false',
      'false',
      'true',
    ]);
    const none = render(receivedProps({}, { defaultTab: null }));
    expect(withRole(none, 'tab').map((tab) => attr(tab, 'aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
  });

  it('shows a flight’s price, cabin, carrier, duration, baggage and both legs', () => {
    const card =
      html.match(/<li class="flight-card[^"]*" data-flight="f-ua79">[\s\S]*?<\/article><\/li>/)?.[0] ?? '';
    const words = text(card);
    for (const part of [
      '$3,129.00',
      'United Airlines',
      'Economy',
      '31 h 05 min',
      '1 checked bag',
      'Outbound',
      'Wed, Mar 12',
      '06:05',
      'JFK',
      '15:30+1',
      'HND',
      '1 stop (SFO)',
      'Return',
      'Mon, Mar 24',
      'United Airlines, ANA',
    ]) {
      expect(words).toContain(part);
    }
    expect(card).toMatch(/<h3 id="[^"]+" class="flight-card__carrier">United Airlines<\/h3>/);
    expect(card).not.toContain('flight-card__badge');
  });

  it('marks recommended flights with the recommended tab’s label', () => {
    const card = html.match(/data-flight="f-nh9">[\s\S]*?<\/article>/)?.[0] ?? '';
    expect(text(card.match(/<span class="flight-card__badge">[\s\S]*?<\/span>/)?.[0] ?? '')).toBe(
      'Recommended',
    );
  });

  it('marks the selected flight and makes its button inert', () => {
    const selected = html.match(/<li class="flight-card flight-card--selected" data-flight="([^"]+)"/g) ?? [];
    expect(new Set(selected.map((tag) => attr(tag, 'data-flight')))).toEqual(new Set(['f-jl5']));
    const held = html.match(/data-flight="f-jl5">[\s\S]*?<\/article>/)?.[0] ?? '';
    const button = held.match(/<button [^>]*>/)?.[0] ?? '';
    expect(attr(button, 'aria-disabled')).toBe('true');
    expect(text(held)).toContain('Selected');
  });

  it('describes each choose button by the flight’s carrier and price', () => {
    const card = html.match(/data-flight="f-dl-ams">[\s\S]*?<\/article>/)?.[0] ?? '';
    const button = card.match(/<button [^>]*>/)?.[0] ?? '';
    const [titleId, priceId] = attr(button, 'aria-describedby')?.split(' ') ?? [];
    expect(card).toContain(`<h3 id="${titleId}" class="flight-card__carrier">Delta</h3>`);
    expect(card).toContain(`<strong id="${priceId}" class="flight-card__amount">$2,989.00</strong>`);
    expect(button).not.toContain('aria-disabled');
  });

  it('shows the price difference when there is one', () => {
    const diff = render(receivedProps({ priceDifferences: true }));
    expect(diff).toContain('<span class="flight-card__difference">-$260.00</span>');
    expect(html).not.toContain('flight-card__difference');
  });

  it('shows the predicted note instead of the legs, and the tab’s empty text', () => {
    const predicted = render(receivedProps({ predicted: true, noBusiness: true }));
    const card = predicted.match(/data-flight="f-dl-ams">[\s\S]*?<\/article>/)?.[0] ?? '';
    expect(card).not.toContain('flight-card__legs');
    expect(text(card)).toContain('Estimated flight: times and airlines are confirmed after booking');
    expect(text(panelsOf(predicted)[2]!)).toContain('No business class flights for this day.');
  });

  it('lists the flights without a tab list when there is a single tab', () => {
    const one = receivedProps({}, {});
    const single = render({ ...one, tabs: one.tabs.slice(2) });
    expect(single).not.toContain('role="tab');
    expect(flightIdsIn(single)).toEqual(['f-jl5-j']);
  });

  it('puts the continue button below the list, and the notice in a polite region', () => {
    const withNotice = render(receivedProps({}, { notice: 'Prices include taxes.' }));
    expect(withNotice.lastIndexOf('Continue with this flight')).toBeGreaterThan(
      withNotice.lastIndexOf('data-flight'),
    );
    expect(withNotice).toMatch(
      /<div role="status" class="wp-status"><p class="wp-notice">.*Prices include taxes\./,
    );
    expect(render(receivedProps({ selectedId: null }))).not.toContain('Continue with this flight');
  });
});

describe('FlightSelector: error and cancelled', () => {
  it('shows the list’s message in the status line and the retry button described by it', () => {
    for (const props of [
      errorProps('ERR_NO_FLIGHTS_AVAILABLE'),
      errorProps('ERROR_FLIGHTS_LIST'),
      cancelledProps(),
    ]) {
      const html = render(props);
      const status = html.match(
        /<p id="([^"]+)" role="status" class="flight-selector__status flight-selector__status--alert">([\s\S]*?)<\/p>/,
      );
      expect(text(status?.[2] ?? '')).toBe(props.message);
      expect(html).toMatch(
        new RegExp(
          `<button type="button" class="wp-btn" aria-describedby="${status?.[1]}">Search again</button>`,
        ),
      );
      expect(html).not.toContain('role="progressbar"');
      expect(html).not.toContain('role="tablist"');
    }
    expect(render(errorProps('ERR_NO_FLIGHTS_AVAILABLE'))).toContain(
      'data-error-code="ERR_NO_FLIGHTS_AVAILABLE"',
    );
  });
});

describe('FlightSelector: actions', () => {
  it('dispatch the chosen flight’s action; the selected one does nothing', () => {
    const runtime = recordingRuntime();
    const all = buttons(receivedProps(), runtime);
    click(named(all, 'Choose this flight')[0]!);
    click(named(all, 'Selected')[0]!);
    expect(runtime.calls.map((call) => call.action)).toEqual([
      { kind: 'submit', action: 'selectFlight', input: { flightId: 'f-nh9' } },
    ]);
  });

  it('dispatch cancel, retry and continue', () => {
    const runtime = recordingRuntime();
    click(named(buttons(loadingProps(), runtime), 'Cancel search')[0]!);
    click(named(buttons(cancelledProps(), runtime), 'Search again')[0]!);
    click(named(buttons(receivedProps(), runtime), 'Continue with this flight')[0]!);
    expect(runtime.calls.map((call) => call.action)).toEqual([
      loadingProps().cancel?.action,
      cancelledProps().retry?.action,
      receivedProps().proceed?.action,
    ]);
  });

  it('do nothing without a runtime', () => {
    const all = buttons(receivedProps(), null);
    expect(() => click(named(all, 'Choose this flight')[0]!)).not.toThrow();
  });

  it('render the same markup with and without a runtime (hydration)', () => {
    for (const props of [loadingProps(), receivedProps(), cancelledProps()]) {
      const withRuntime = renderToStaticMarkup(
        <BlockRuntimeContext value={recordingRuntime()}>
          <FlightSelector {...props} />
        </BlockRuntimeContext>,
      );
      expect(withRuntime).toBe(render(props));
    }
  });
});

describe('searchDispatches', () => {
  const loading = loadingProps();
  const newer = withSearchKey(loading, 'second');

  it('loads a loading search on mount', () => {
    expect(searchDispatches(null, loading, null)).toEqual([loading.load]);
  });

  it('loads a search once per key', () => {
    expect(searchDispatches(loading, loading, loading.searchKey)).toEqual([]);
    expect(searchDispatches(null, loading, loading.searchKey)).toEqual([]);
  });

  it('reports the search a newer one replaced while loading, then loads the newer', () => {
    expect(searchDispatches(loading, newer, loading.searchKey)).toEqual([loading.cancelled, newer.load]);
    expect(loading.cancelled).toMatchObject({ kind: 'track', event: 'cancel_simulation' });
  });

  it('reports nothing when the search ended before a new one started', () => {
    const received = receivedProps();
    expect(searchDispatches(received, newer, loading.searchKey)).toEqual([newer.load]);
  });

  it('reports without loading when the newer search is not loading or has nothing to load', () => {
    const failed = { ...errorProps('ERROR_FLIGHTS_LIST'), searchKey: 'second' };
    expect(searchDispatches(loading, failed, loading.searchKey)).toEqual([loading.cancelled]);
    expect(searchDispatches(null, { ...loading, load: null }, null)).toEqual([]);
  });

  it('does nothing for a received, failed or cancelled search', () => {
    expect(searchDispatches(null, receivedProps(), null)).toEqual([]);
    expect(
      searchDispatches(loading, { ...cancelledProps(), searchKey: loading.searchKey }, loading.searchKey),
    ).toEqual([]);
  });
});

import type { DepartureCitySelectorProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { click, hostElements, recordingRuntime } from '../../test/test-kit.tsx';
import { DepartureCitySelector } from './DepartureCitySelector.tsx';

type Option = DepartureCitySelectorProps['options'][number];

const option = (id: string, name: string, fromPrice: string | null, selected = false): Option => ({
  id,
  name,
  code: id,
  fromPrice,
  selected,
  href: `/us/japan/412-tokyo?city=${id}`,
  action: { kind: 'submit', action: 'selectDepartureCity', input: { city: id } },
});

const props: DepartureCitySelectorProps = {
  title: 'Departure airport',
  fromLabel: 'From',
  kind: 'airports',
  options: [option('JFK', 'New York', '$3,249.00', true), option('BOS', 'Boston', '$3,319.00')],
  landOnly: {
    ...option('land-only', 'Land only', '$2,449.00'),
    description: 'No flights: meet us in Tokyo.',
  },
  notice: null,
};

const render = (overrides: Partial<DepartureCitySelectorProps> = {}) =>
  renderToStaticMarkup(<DepartureCitySelector {...props} {...overrides} />);
const links = (html: string) => html.match(/<a [^>]*>.*?<\/a>/g) ?? [];
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('DepartureCitySelector', () => {
  const html = render();

  it('is a section named by its h2', () => {
    const id = html.match(/^<section [^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<h2 id="${id}"[^>]*>Departure airport</h2>`));
  });

  it('makes every airport and land only a real link to the page with that choice', () => {
    expect(links(html).map((link) => link.match(/href="([^"]+)"/)?.[1])).toEqual([
      '/us/japan/412-tokyo?city=JFK',
      '/us/japan/412-tokyo?city=BOS',
      '/us/japan/412-tokyo?city=land-only',
    ]);
  });

  it('shows name, IATA code and from-price of each airport', () => {
    expect(text(links(html)[0]!)).toBe('New York JFKFrom $3,249.00');
    expect(text(links(html)[1]!)).toBe('Boston BOSFrom $3,319.00');
  });

  it('marks the chosen city, and only it, as current', () => {
    expect(links(html).map((link) => link.includes('aria-current="true"'))).toEqual([true, false, false]);
  });

  it('shows land only as its own choice, with its description, and can mark it chosen', () => {
    expect(html).toMatch(/class="departure-city-selector__land-only"><a /);
    expect(text(links(html)[2]!)).toBe('Land onlyNo flights: meet us in Tokyo.From $2,449.00');
    const chosen = render({
      options: props.options.map((o) => ({ ...o, selected: false })),
      landOnly: { ...props.landOnly!, selected: true },
    });
    expect(links(chosen).map((link) => link.includes('aria-current="true"'))).toEqual([false, false, true]);
    expect(render({ landOnly: null })).not.toContain('Land only');
  });

  it("shows an offline product's cities without their ids and without unknown prices", () => {
    const offline = render({
      kind: 'cities',
      options: [option('c-12', 'Tokyo', null, true)],
      landOnly: null,
    });
    expect(text(links(offline)[0]!)).toBe('Tokyo');
    expect(offline).not.toContain('c-12<');
  });

  it('says why the city was changed in a polite live region, which is there even when empty', () => {
    expect(html).toContain('<div role="status" class="wp-status"></div>');
    const noticed = render({ notice: 'Flights from Denver are not available, so we chose New York.' });
    expect(noticed).toMatch(
      /<div role="status" class="wp-status"><p class="wp-notice">.*Flights from Denver/,
    );
  });

  it('shows the notice alone when the airports failed to load', () => {
    const failed = render({ options: [], landOnly: null, notice: 'We could not load the airports.' });
    expect(failed).not.toContain('<ul');
    expect(failed).toContain('We could not load the airports.');
  });
});

describe('DepartureCitySelector clicks', () => {
  const ui = <DepartureCitySelector {...props} />;
  const anchors = (runtime: ReturnType<typeof recordingRuntime> | null) =>
    hostElements(ui, runtime).filter((element) => element.type === 'a');

  it('dispatch the choice’s action through the runtime and keep the browser on the page', () => {
    const runtime = recordingRuntime();
    const [, boston, landOnly] = anchors(runtime);
    const clicked = click(boston!);
    expect(clicked.prevented).toBe(true);
    click(landOnly!);
    expect(runtime.calls.map((call) => call.action)).toEqual([
      { kind: 'submit', action: 'selectDepartureCity', input: { city: 'BOS' } },
      { kind: 'submit', action: 'selectDepartureCity', input: { city: 'land-only' } },
    ]);
  });

  it('follow the link as usual without a runtime, or when opening a new tab', () => {
    const [, boston] = anchors(null);
    expect(click(boston!).prevented).toBe(false);
    const runtime = recordingRuntime();
    const [, bostonWithRuntime] = anchors(runtime);
    expect(click(bostonWithRuntime!, { metaKey: true }).prevented).toBe(false);
    expect(runtime.calls).toEqual([]);
  });
});

describe('DepartureCitySelector prices', () => {
  it('says "From" before each from-price', () => {
    expect(render()).toMatch(/departure-city-selector__from">From<\/span> \$3,249\.00/);
  });
});

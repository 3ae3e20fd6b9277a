import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { click, hostElements, recordingRuntime } from '../../test/test-kit.tsx';
import { PassengerSelector } from './PassengerSelector.tsx';
import { englishProps } from './story-props.ts';

const props = englishProps({ adults: 2, children: 2, babies: 0 });
const render = (p = props) => renderToStaticMarkup(<PassengerSelector {...p} />);
const rowsOf = (html: string) => html.split('<li class="passenger-selector__row">').slice(1);
const text = (html: string) => html.replace(/<[^>]+>/g, '');

/** The stepper's controls of a row: [tag, attributes] for −, then +. */
const steps = (row: string) =>
  [...row.matchAll(/<(a|button) ([^>]*class="passenger-selector__step"[^>]*)>/g)].map((m) => ({
    tag: m[1],
    attributes: m[2] ?? '',
  }));
const attr = (attributes: string, name: string) => attributes.match(new RegExp(`${name}="([^"]*)"`))?.[1];

describe('PassengerSelector', () => {
  const html = render();
  const [adults, children, babies] = rowsOf(html);

  it('is a section named by its h2, with the summary in a polite live region', () => {
    const id = html.match(/^<section [^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<h2 id="${id}"[^>]*>Travellers</h2>`));
    expect(html).toContain('<p class="passenger-selector__summary" role="status">2 adults, 2 children</p>');
  });

  it('shows adults, children and babies with their age band and count', () => {
    expect(rowsOf(html)).toHaveLength(3);
    const who = (row: string | undefined) =>
      text(row?.match(/<div class="passenger-selector__who">(.*?)<\/div>/)?.[1] ?? '');
    expect(who(adults)).toBe('Adults12 years and over3 adults not available');
    expect(who(children)).toBe('Children2 to 11 years');
    expect(who(babies)).toBe('BabiesUnder 2 years');
    const value = (row: string | undefined) => row?.match(/class="passenger-selector__value">(\d+)</)?.[1];
    expect([adults, children, babies].map(value)).toEqual(['2', '2', '0']);
  });

  it('groups each stepper, named by its row label and count', () => {
    for (const row of [adults, children, babies]) {
      const labelId = row?.match(/<span id="([^"]+)" class="passenger-selector__label">/)?.[1];
      const valueId = row?.match(/<span id="([^"]+)" class="passenger-selector__value">/)?.[1];
      expect(row).toContain(`role="group" aria-labelledby="${labelId} ${valueId}"`);
    }
  });

  it('makes allowed steps real links, named by their label, to the page with that count', () => {
    const [remove, add] = steps(adults!);
    expect(remove?.tag).toBe('a');
    expect(attr(remove!.attributes, 'aria-label')).toBe('Remove one adult');
    expect(attr(remove!.attributes, 'href')).toContain('adults=1&amp;children=2&amp;babies=0');
    // 3 adults cannot be booked: + goes to 4.
    expect(attr(add!.attributes, 'aria-label')).toBe('Add one adult');
    expect(attr(add!.attributes, 'href')).toContain('adults=4&amp;children=2');
  });

  it('renders a step the rules do not allow as a disabled button, named as the step and described by its row', () => {
    const [removeChild, addChild] = steps(children!);
    expect(removeChild?.tag).toBe('a');
    expect(addChild?.tag).toBe('button');
    expect(addChild?.attributes).toContain('disabled=""');
    expect(addChild?.attributes).toContain('type="button"');
    expect(attr(addChild!.attributes, 'aria-label')).toBe('Add one child');
    const childLabel = children?.match(/<span id="([^"]+)" class="passenger-selector__label">/)?.[1];
    expect(attr(addChild!.attributes, 'aria-describedby')).toBe(childLabel);
    const [removeBaby] = steps(babies!);
    expect(removeBaby?.tag).toBe('button');
    expect(attr(removeBaby!.attributes, 'aria-label')).toBe('Remove one baby');
  });

  it("describes the adults' steps by the unavailable-count hint", () => {
    const hintId = adults?.match(
      /<span id="([^"]+)" class="passenger-selector__hint">3 adults not available/,
    )?.[1];
    expect(hintId).toBeTruthy();
    for (const step of steps(adults!)) expect(attr(step.attributes, 'aria-describedby')).toBe(hintId);
    for (const step of steps(children!).filter((s) => s.tag === 'a')) {
      expect(step.attributes).not.toContain('aria-describedby');
    }
  });

  it('shows the solo note for one traveller, and nothing in the live region otherwise', () => {
    expect(html).toContain('<div role="status" class="wp-status"></div>');
    const solo = render(englishProps({ adults: 1, children: 0, babies: 0 }));
    expect(solo).toMatch(
      /<div role="status" class="wp-status"><p class="wp-notice">.*Travelling solo: the price includes the single room supplement\./,
    );
    const [remove] = steps(rowsOf(solo)[0]!);
    expect(remove?.tag).toBe('button');
  });

  it('explains the counts the server changed in the live region', () => {
    const changed = render(
      englishProps(
        { adults: 4, children: 0, babies: 0 },
        { notices: ['We changed 6 adults to 4.', 'Babies are not allowed.'] },
      ),
    );
    const region = changed.match(/<div role="status" class="wp-status">(.*?)<\/div>/)?.[1] ?? '';
    expect(region.match(/<p class="wp-notice">/g)).toHaveLength(2);
    expect(text(region)).toBe('We changed 6 adults to 4.Babies are not allowed.');
  });
});

describe('PassengerSelector steps', () => {
  const links = (runtime: ReturnType<typeof recordingRuntime> | null) =>
    hostElements(<PassengerSelector {...props} />, runtime).filter((e) => e.type === 'a');

  it('dispatch the step’s action through the runtime and prevent the page load', () => {
    const runtime = recordingRuntime();
    const addAdult = links(runtime).find((e) => e.props['aria-label'] === 'Add one adult');
    expect(click(addAdult!).prevented).toBe(true);
    expect(runtime.calls.map((call) => call.action)).toEqual([
      { kind: 'submit', action: 'setPassengers', input: { adults: 4, children: 2, babies: 0 } },
    ]);
  });

  it('follow the link without a runtime, and ignore a middle click', () => {
    const removeChild = links(null).find((e) => e.props['aria-label'] === 'Remove one child');
    expect(click(removeChild!).prevented).toBe(false);
    const runtime = recordingRuntime();
    const withRuntime = links(runtime).find((e) => e.props['aria-label'] === 'Remove one child');
    expect(click(withRuntime!, { button: 1 }).prevented).toBe(false);
    expect(runtime.calls).toEqual([]);
  });

  it('have no click handler on a disabled step', () => {
    const disabled = hostElements(<PassengerSelector {...props} />, recordingRuntime()).filter(
      (e) => e.type === 'button',
    );
    expect(disabled.map((e) => e.props['aria-label'])).toEqual(['Add one child', 'Remove one baby']);
    expect(disabled.every((e) => e.props.disabled === true && e.props.onClick === undefined)).toBe(true);
  });
});

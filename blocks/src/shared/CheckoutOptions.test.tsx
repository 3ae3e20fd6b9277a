import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { click, hostElements, recordingRuntime } from '../../test/test-kit.tsx';
import { accommodationProps } from '../AccommodationOptions/story-props.ts';
import { activityProps } from '../ActivityOptions/story-props.ts';
import {
  CheckoutOptions,
  type CheckoutOptionsProps,
  type CheckoutOptionsSectionProps,
} from './CheckoutOptions.tsx';

const render = (props: CheckoutOptionsProps, kind: CheckoutOptionsSectionProps['kind'] = 'accommodation') =>
  renderToStaticMarkup(<CheckoutOptions kind={kind} {...props} />);
const text = (html: string) => html.replace(/<[^>]+>/g, '');
const attr = (tag: string, name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
const cardOf = (html: string, id: string) =>
  html.match(new RegExp(`<li class="checkout-option[^"]*" data-option="${id}">[\\s\\S]*?</li>`))?.[0] ?? '';
const buttonOf = (card: string) => card.match(/<button [^>]*>/)?.[0];

describe('CheckoutOptions', () => {
  const rooms = render(accommodationProps('room-double'));

  it('is a section named by its title, with the intro and a card per option', () => {
    const id = rooms.match(/<section [^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(rooms).toMatch(new RegExp(`<h2 id="${id}"[^>]*>Your accommodation</h2>`));
    expect(rooms).toContain('Rooms included in the price, and upgrades at a supplement for the whole stay.');
    expect(rooms.match(/<li class="checkout-option/g)).toHaveLength(5);
    expect(rooms).toContain('class="checkout-options checkout-options--accommodation wp-trip-block"');
  });

  it('shows each option’s name, description, price and price details', () => {
    const card = cardOf(rooms, 'room-ryokan');
    expect(card).toMatch(/<h3 id="[^"]+" class="checkout-option__name">Ryokan upgrade in Kyoto<\/h3>/);
    expect(text(card)).toContain('Two nights in a traditional inn');
    expect(card).toMatch(
      /<p id="[^"]+" class="checkout-option__price"><strong class="checkout-option__amount">\+\$640\.00<\/strong><span class="checkout-option__details">2 × \$320\.00<\/span><\/p>/,
    );
  });

  it('marks the chosen option; with nothing to do it is an inert button, current, with its label', () => {
    const card = cardOf(rooms, 'room-double');
    expect(card).toContain('class="checkout-option checkout-option--selected"');
    expect(card).toContain('checkout-option__check');
    const button = buttonOf(card)!;
    expect(attr(button, 'aria-disabled')).toBe('true');
    expect(attr(button, 'aria-current')).toBe('true');
    expect(card).toMatch(/aria-disabled="true">Selected<\/button>/);
    const runtime = recordingRuntime();
    const [inert] = hostElements(
      <CheckoutOptions kind="accommodation" {...accommodationProps('room-double')} />,
      runtime,
    ).filter((e) => e.type === 'button');
    click(inert!);
    expect(runtime.calls).toEqual([]);
  });

  it('shows an unavailable option without a price or button, as such', () => {
    const card = cardOf(rooms, 'room-suite');
    expect(card).toContain('class="checkout-option checkout-option--unavailable"');
    expect(card).not.toContain('checkout-option__price');
    expect(card).toContain('<p class="checkout-option__state">Not available</p>');
  });

  it('makes single-choice buttons radio-like: the chosen one aria-current, described by name and price', () => {
    const card = cardOf(rooms, 'room-superior');
    const button = buttonOf(card)!;
    expect(button).not.toContain('aria-pressed');
    expect(button).not.toContain('aria-current');
    const [nameId, priceId] = attr(button, 'aria-describedby')?.split(' ') ?? [];
    expect(card).toContain(`<h3 id="${nameId}"`);
    expect(card).toContain(`<p id="${priceId}"`);
    // A chosen room that can be changed back (an action on a selected option) is the current one.
    const props = accommodationProps('room-superior');
    const removable = {
      ...props,
      options: props.options.map((o) =>
        o.selected
          ? { ...o, action: { kind: 'submit' as const, action: 'resetAccommodation', input: {} } }
          : o,
      ),
    };
    expect(buttonOf(cardOf(render(removable), 'room-superior'))).toContain('aria-current="true"');
  });

  it('makes multiple-choice buttons toggles, pressed when chosen', () => {
    const activities = render(activityProps(['act-fuji']), 'activity');
    expect(attr(buttonOf(cardOf(activities, 'act-fuji'))!, 'aria-pressed')).toBe('true');
    expect(attr(buttonOf(cardOf(activities, 'act-tea'))!, 'aria-pressed')).toBe('false');
    expect(activities).not.toContain('aria-current');
    expect(text(cardOf(activities, 'act-fuji'))).toContain('Added');
  });

  it('dispatches an option’s action through the runtime', () => {
    const runtime = recordingRuntime();
    const buttons = hostElements(
      <CheckoutOptions kind="activity" {...activityProps(['act-fuji'])} />,
      runtime,
    ).filter((e) => e.type === 'button');
    click(buttons[0]!);
    click(buttons[2]!);
    expect(runtime.calls.map((call) => call.action)).toEqual([
      { kind: 'submit', action: 'addActivity', input: { activityId: 'act-tea' } },
      { kind: 'submit', action: 'removeActivity', input: { activityId: 'act-fuji' } },
    ]);
  });

  it('renders no intro when there is none', () => {
    expect(render({ ...accommodationProps(), intro: null })).not.toContain('checkout-options__intro');
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { click, hostElements, recordingRuntime } from '../../test/test-kit.tsx';
import { AccommodationOptions } from './AccommodationOptions.tsx';
import { accommodationProps } from './story-props.ts';

const props = accommodationProps('room-double');
const html = renderToStaticMarkup(<AccommodationOptions {...props} />);

describe('AccommodationOptions', () => {
  it('is the shared option section with its own class, titled', () => {
    expect(html).toMatch(
      /^<section class="checkout-options checkout-options--accommodation wp-trip-block" aria-labelledby="[^"]+" data-revision="\d+">/,
    );
    expect(html).toContain('>Your accommodation</h2>');
    expect(html.match(/<li class="checkout-option/g)).toHaveLength(props.options.length);
  });

  it('shows the rooms at a supplement with their details, one chosen at a time', () => {
    expect(html).toContain('<span class="checkout-option__details">2 × $190.00</span>');
    expect(html.match(/checkout-option--selected/g)).toHaveLength(1);
    expect(html).not.toContain('aria-pressed');
  });

  it('dispatches the first option’s action it can run', () => {
    const runtime = recordingRuntime();
    const [first] = hostElements(<AccommodationOptions {...props} />, runtime).filter(
      (e) => e.type === 'button' && e.props['aria-disabled'] !== true,
    );
    click(first!);
    expect(runtime.calls.map((call) => call.action)).toEqual([
      { kind: 'submit', action: 'selectAccommodation', input: { roomId: 'room-twin' } },
    ]);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { click, hostElements, recordingRuntime } from '../../test/test-kit.tsx';
import { ExtraNightOptions } from './ExtraNightOptions.tsx';
import { extraNightProps } from './story-props.ts';

const props = extraNightProps('nights-0');
const html = renderToStaticMarkup(<ExtraNightOptions {...props} />);
const text = (markup: string) => markup.replace(/<[^>]+>/g, '');

describe('ExtraNightOptions', () => {
  it('is the shared option section with its own class, titled', () => {
    expect(html).toMatch(
      /^<section class="checkout-options checkout-options--extra-night wp-trip-block" aria-labelledby="[^"]+" data-revision="\d+">/,
    );
    expect(html).toContain('>Extend your stay</h2>');
    expect(html.match(/<li class="checkout-option/g)).toHaveLength(props.options.length);
  });

  it('shows the new return date and an unavailable night as such', () => {
    expect(text(html)).toContain('Return on Wed, Mar 26');
    expect(html).toMatch(/<li class="checkout-option checkout-option--unavailable" data-option="nights-3">/);
    expect(html.match(/Not available/g)).toHaveLength(1);
  });

  it('dispatches the first option’s action it can run', () => {
    const runtime = recordingRuntime();
    const [first] = hostElements(<ExtraNightOptions {...props} />, runtime).filter(
      (e) => e.type === 'button' && e.props['aria-disabled'] !== true,
    );
    click(first!);
    expect(runtime.calls.map((call) => call.action)).toEqual([
      { kind: 'submit', action: 'selectExtraNights', input: { nights: 1 } },
    ]);
  });
});

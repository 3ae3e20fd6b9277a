import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { click, hostElements, recordingRuntime } from '../../test/test-kit.tsx';
import { InsuranceOptions } from './InsuranceOptions.tsx';
import { insuranceProps } from './story-props.ts';

const props = insuranceProps('STANDARD');
const html = renderToStaticMarkup(<InsuranceOptions {...props} />);
const text = (markup: string) => markup.replace(/<[^>]+>/g, '');

describe('InsuranceOptions', () => {
  it('is the shared option section with its own class, titled', () => {
    expect(html).toMatch(
      /^<section class="checkout-options checkout-options--insurance wp-trip-block" aria-labelledby="[^"]+" data-revision="\d+">/,
    );
    expect(html).toContain('>Travel insurance</h2>');
    expect(html.match(/<li class="checkout-option/g)).toHaveLength(props.options.length);
  });

  it('shows each package with its premium and policy, the chosen one included', () => {
    expect(text(html)).toContain('free cancellation for any reason up to 21 days before departure');
    expect(html).toContain('<strong class="checkout-option__amount">+$298.00</strong>');
    expect(html).toMatch(
      /aria-current="true" aria-describedby="[^"]+" aria-disabled="true">Selected<\/button>/,
    );
  });

  it('dispatches the first option’s action it can run', () => {
    const runtime = recordingRuntime();
    const [first] = hostElements(<InsuranceOptions {...props} />, runtime).filter(
      (e) => e.type === 'button' && e.props['aria-disabled'] !== true,
    );
    click(first!);
    expect(runtime.calls.map((call) => call.action)).toEqual([
      { kind: 'submit', action: 'selectInsurance', input: { policy: 'FLEX' } },
    ]);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { click, hostElements, recordingRuntime } from '../../test/test-kit.tsx';
import { ActivityOptions } from './ActivityOptions.tsx';
import { activityProps } from './story-props.ts';

const props = activityProps(['act-fuji']);
const html = renderToStaticMarkup(<ActivityOptions {...props} />);
const text = (markup: string) => markup.replace(/<[^>]+>/g, '');

describe('ActivityOptions', () => {
  it('is the shared option section with its own class, titled', () => {
    expect(html).toMatch(
      /^<section class="checkout-options checkout-options--activity wp-trip-block" aria-labelledby="[^"]+" data-revision="\d+">/,
    );
    expect(html).toContain('>Activities and services</h2>');
    expect(html.match(/<li class="checkout-option/g)).toHaveLength(props.options.length);
  });

  it('lets several activities be chosen: toggle buttons, pressed when added', () => {
    const pressed = [...html.matchAll(/aria-pressed="(true|false)"/g)].map((m) => m[1]);
    expect(pressed).toEqual(['false', 'false', 'true', 'false']);
    expect(text(html)).toContain('2 × $45.00');
  });

  it('dispatches the first option’s action it can run', () => {
    const runtime = recordingRuntime();
    const [first] = hostElements(<ActivityOptions {...props} />, runtime).filter(
      (e) => e.type === 'button' && e.props['aria-disabled'] !== true,
    );
    click(first!);
    expect(runtime.calls.map((call) => call.action)).toEqual([
      { kind: 'submit', action: 'addActivity', input: { activityId: 'act-tea' } },
    ]);
  });
});

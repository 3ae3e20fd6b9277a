import type { CheckoutProgressProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { click, hostElements, recordingRuntime } from '../../test/test-kit.tsx';
import { CheckoutProgress } from './CheckoutProgress.tsx';
import { EXPIRED, progressProps } from './story-props.ts';

const render = (props: CheckoutProgressProps) => renderToStaticMarkup(<CheckoutProgress {...props} />);
const text = (html: string) => html.replace(/<[^>]+>/g, '');
const stepsOf = (html: string) =>
  html.match(/<li class="checkout-progress__step[^"]*">[\s\S]*?<\/li>/g) ?? [];

describe('CheckoutProgress', () => {
  const html = render(progressProps('flight'));

  it('is an ordered list of steps in a navigation landmark named by the title (done ones checked)', () => {
    expect(html).toMatch(/<nav class="checkout-progress__nav" aria-label="Checkout steps"><ol [^>]*>/);
    expect(stepsOf(html).map(text)).toEqual(['Travellers', 'Your trip', '3Flights', '4Payment']);
  });

  it('links the steps reached, marks the current one as the step, and not the later ones', () => {
    const [passengers, personalisation, flight, payment] = stepsOf(html);
    expect(passengers).toContain('<a class="checkout-progress__link" href="/us/checkout/7f3c21/passengers">');
    expect(personalisation).toContain('href="/us/checkout/7f3c21/personalization"');
    expect(flight).toContain('href="/us/checkout/7f3c21/flight" aria-current="step"');
    expect(payment).not.toContain('<a ');
    expect(html.match(/aria-current=/g)).toHaveLength(1);
  });

  it('checks the steps done (the numbers and checks are decorative)', () => {
    const [passengers, , flight] = stepsOf(html);
    expect(passengers).toContain('checkout-progress__step--done');
    expect(passengers).toMatch(/<span class="checkout-progress__mark" aria-hidden="true"><svg/);
    expect(flight).toContain('<span class="checkout-progress__mark" aria-hidden="true">3</span>');
  });

  it('shows the trip and how long it is held, with its time', () => {
    expect(text(html)).toContain('Japan: Tokyo, Kyoto and Osaka · Mar 12 – Mar 24, 2025 · 2 adults');
    expect(html).toContain('<time dateTime="2025-02-20T14:35:00Z">Your trip is held until 14:35</time>');
    expect(html).not.toContain('role="alert"');
  });

  it('shows the notices in a polite region', () => {
    const withNotice = render(progressProps('payment', { notices: ['The price changed.'] }));
    expect(withNotice).toMatch(
      /<div role="status" class="wp-status checkout-progress__notices"><p class="wp-notice">.*The price changed\./,
    );
  });

  it('shows an expired hold as an alert with its retry', () => {
    const expired = render(progressProps('payment', { expired: EXPIRED }));
    const alert =
      expired.match(/<div class="checkout-progress__expired" role="alert">[\s\S]*?<\/button><\/div>/)?.[0] ??
      '';
    expect(text(alert)).toBe(`${EXPIRED?.message}${EXPIRED?.retry.label}`);
    expect(alert).toContain('<button type="button" class="wp-btn checkout-progress__retry">');
  });

  it('dispatches the retry through the runtime', () => {
    const runtime = recordingRuntime();
    const [retry] = hostElements(
      <CheckoutProgress {...progressProps('payment', { expired: EXPIRED })} />,
      runtime,
    ).filter((e) => e.type === 'button');
    click(retry!);
    expect(runtime.calls.map((call) => call.action)).toEqual([EXPIRED?.retry.action]);
  });
});

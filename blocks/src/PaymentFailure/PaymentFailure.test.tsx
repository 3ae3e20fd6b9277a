import type { PaymentFailureProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hostElements, recordingRuntime, submit } from '../../test/test-kit.tsx';
import { PaymentFailure } from './PaymentFailure.tsx';
import { canceledProps, failureProps, noRetryProps, RETRY_ACTION } from './story-props.ts';

const render = (props: PaymentFailureProps) => renderToStaticMarkup(<PaymentFailure {...props} />);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const formOf = (props: PaymentFailureProps, runtime: ReturnType<typeof recordingRuntime> | null) =>
  hostElements(<PaymentFailure {...props} />, runtime).find((e) => e.type === 'form');

describe('PaymentFailure', () => {
  const html = render(failureProps());

  it('says what happened under the page’s heading', () => {
    const id = html.match(/<section [^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(
      `<h1 id="${id}" class="payment-failure__title">Your payment was not confirmed</h1>`,
    );
    expect(html).toContain(
      '<p class="payment-failure__message">Your trip is not booked yet and nothing has been charged.',
    );
    expect(html).toContain('<p class="payment-failure__detail">Your card was declined.</p>');
    expect(render(canceledProps())).not.toContain('payment-failure__detail');
  });

  it('shows the trip, the retry button and the help', () => {
    expect(text(html)).toContain('Japan: Tokyo, Kyoto and Osaka · Mar 12 – Mar 24, 2025 · 2 adults');
    expect(html).toContain(
      '<form class="payment-failure__form" method="post"><button type="submit" class="wp-btn payment-failure__retry">Try to pay again</button></form>',
    );
    expect(text(html)).toMatch(/Try to pay again Need a hand\? Call us on 1-800-555-0199/);
  });

  it('has no retry when there is none', () => {
    const none = render(noRetryProps());
    expect(none).not.toContain('<form');
    expect(none).not.toContain('<button');
    expect(text(none)).toContain('Need a hand?');
  });

  it('dispatches the retry through the runtime and stays on the page', () => {
    const runtime = recordingRuntime();
    const sent = submit(formOf(failureProps(), runtime)!, {});
    expect(sent.prevented).toBe(true);
    expect(runtime.calls).toEqual([{ action: RETRY_ACTION, extra: undefined, rest: [] }]);
  });

  it('posts the retry as a plain form without a runtime', () => {
    expect(submit(formOf(failureProps(), null)!, {}).prevented).toBe(false);
  });
});

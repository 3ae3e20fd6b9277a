import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { onStep, summary } from '../../test/checkout-fixtures.ts';
import { attempt, forToken, TOKEN, withCheckout } from '../../test/payment-fixtures.ts';
import { checkoutProgress } from './checkout-progress.ts';

const kit = useKit();

type Patch = Parameters<typeof attempt>[0];
const withAttempt = (patch: Patch = {}) =>
  withCheckout({ static: forToken(attempt(patch)), summary: forToken(summary()) });

describe('CheckoutProgress (buying-flow.md §2 "Checkout": the step breadcrumb)', () => {
  it('links the steps reached but the current one; the steps before it are done', async () => {
    const { props } = await kit.run(checkoutProgress, {
      params: onStep('personalization'),
      sources: withAttempt({ progressStep: 'flight' }),
    });
    expect(props[0]!.steps.map(({ step, href, current, done }) => ({ step, href, current, done }))).toEqual([
      { step: 'passengers', href: `/us/my-trip/${TOKEN}?type=passengers`, current: false, done: true },
      { step: 'personalization', href: null, current: true, done: false },
      { step: 'flight', href: `/us/my-trip/${TOKEN}?type=flight`, current: false, done: false },
      { step: 'payment', href: null, current: false, done: false },
    ]);
  });

  it('says until when the attempt is held', async () => {
    const { props } = await kit.run(checkoutProgress, {
      params: onStep('passengers'),
      sources: withAttempt({
        checkout: { expirationDate: '2026-03-01T11:45:00.000Z', showHelpDropdown: false },
      }),
    });
    expect(props[0]!.expiresAt).toBe('2026-03-01T11:45:00.000Z');
    expect(props[0]!.holdLabel).toContain('11:45');
    expect(props[0]!.expired).toBeNull();
  });

  it('offers to hold an expired attempt again (§4: 90 more minutes)', async () => {
    const { props } = await kit.run(checkoutProgress, {
      params: onStep('passengers'),
      sources: withAttempt({ expired: true }),
    });
    expect(props[0]!.expired?.retry.action).toEqual({ kind: 'submit', action: 'retryCheckout', input: {} });
  });

  it('names the trip, its dates and travellers from the summary, and nothing when it cannot be read', async () => {
    const { props } = await kit.run(checkoutProgress, {
      params: onStep('passengers'),
      sources: withAttempt(),
    });
    expect(props[0]!.trip).toContain(summary().product.title);
    expect(props[0]!.trip).toContain('3 travelers');
    const unread = await kit.run(checkoutProgress, {
      params: onStep('passengers'),
      sources: withCheckout({ static: forToken(attempt()), summary: forToken(null) }),
    });
    expect(unread.props[0]!.trip).toBe('');
  });

  it('fails, to be hidden by the page, for an attempt that is gone', async () => {
    await expect(kit.run(checkoutProgress, { params: onStep('passengers') })).rejects.toThrow(/is gone/);
  });
});

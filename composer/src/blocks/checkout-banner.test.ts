import { describe, expect, it } from 'vitest';
import { buildCtx, type CtxOverrides, useKit } from '../../test/block-kit.ts';
import { onStep } from '../../test/checkout-fixtures.ts';
import { attempt, forToken, withCheckout } from '../../test/payment-fixtures.ts';
import type { RequestContext } from '../compose/types.ts';
import { blackFridayEnd, checkoutBanner } from './checkout-banner.ts';

const kit = useKit();

type Patch = Parameters<typeof attempt>[0];
const withAttempt = (patch: Patch = {}) => withCheckout({ static: forToken(attempt(patch)) });
const inExperiments = (experiments: RequestContext['experiments'], o: CtxOverrides = {}): RequestContext => ({
  ...buildCtx(o),
  experiments,
});

describe('CheckoutBanner (buying-flow.md §2 "Checkout", §6)', () => {
  it('is hidden when no banner applies', async () => {
    const { result } = await kit.run(checkoutBanner, {
      params: onStep('passengers'),
      sources: withAttempt(),
    });
    expect(result).toBeNull();
  });

  it("shows the campaign's checkout banner", async () => {
    const campaignBanner = { title: 'Spring sale', description: 'Up to 30% off' };
    const { props } = await kit.run(checkoutBanner, {
      params: onStep('passengers'),
      sources: withAttempt({ campaignBanner }),
    });
    expect(props[0]).toMatchObject({
      campaign: campaignBanner,
      blackFriday: null,
      help: null,
      priceLock: null,
    });
  });

  it('shows the help dropdown when the checkout config enables it, with the market links', async () => {
    const { props } = await kit.run(checkoutBanner, {
      ctx: { market: 'es' },
      params: onStep('passengers'),
      sources: withAttempt({
        checkout: { expirationDate: '2026-03-01T11:00:00.000Z', showHelpDropdown: true },
      }),
    });
    expect(props[0]!.help!.items.map((i) => i.href)).toEqual(['/es/help', '/es/contact']);
  });

  it('shows the Black Friday banner under ABPromoBannerBFCheckout v2, ending the Monday after Thanksgiving', async () => {
    const { props } = await kit.run(checkoutBanner, {
      ctx: inExperiments({ ABPromoBannerBFCheckout: 'v2' }),
      params: onStep('passengers'),
      sources: withAttempt(),
    });
    expect(props[0]!.blackFriday?.endsAt).toBe(blackFridayEnd(new Date()).toISOString());
    const v1 = await kit.run(checkoutBanner, {
      ctx: inExperiments({ ABPromoBannerBFCheckout: 'v1' }),
      params: onStep('passengers'),
      sources: withAttempt(),
    });
    expect(v1.result).toBeNull();
  });

  it('ends Black Friday on the Monday after the fourth Thursday of November', () => {
    // Thanksgiving 2026 is 26 November; 2025, 27 November; 2024, 28 November.
    expect(blackFridayEnd(new Date('2026-03-01T00:00:00Z')).toISOString()).toBe('2026-11-30T23:59:59.000Z');
    expect(blackFridayEnd(new Date('2025-11-29T00:00:00Z')).toISOString()).toBe('2025-12-01T23:59:59.000Z');
    expect(blackFridayEnd(new Date('2024-01-15T00:00:00Z')).toISOString()).toBe('2024-12-02T23:59:59.000Z');
  });

  describe('express price lock (price holding on, a phone, not the UK)', () => {
    const holding = { priceHoldingEnable: true };

    it('is shown on a phone, with the survey under extendPriceLockSurvey v2 only', async () => {
      const { props } = await kit.run(checkoutBanner, {
        ctx: { device: 'mobile' },
        params: onStep('passengers'),
        sources: withAttempt(holding),
      });
      expect(props[0]!.priceLock).toMatchObject({ survey: null });
      const survey = await kit.run(checkoutBanner, {
        ctx: inExperiments({ extendPriceLockSurvey: 'v2' }, { device: 'mobile' }),
        params: onStep('passengers'),
        sources: withAttempt(holding),
      });
      expect(survey.props[0]!.priceLock?.survey).toEqual(expect.any(String));
    });

    it('is not shown on a desktop, in the UK, or without price holding', async () => {
      const cases: Array<[CtxOverrides, Patch]> = [
        [{ device: 'desktop' }, holding],
        [{ device: 'tablet' }, holding],
        [{ device: 'mobile', market: 'uk' }, holding],
        [{ device: 'mobile' }, { priceHoldingEnable: false }],
      ];
      for (const [ctx, patch] of cases) {
        const { result } = await kit.run(checkoutBanner, {
          ctx,
          params: onStep('passengers'),
          sources: withAttempt(patch),
        });
        expect(result, JSON.stringify(ctx)).toBeNull();
      }
    });
  });
});

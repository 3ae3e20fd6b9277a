import {
  HIDDEN_ELEMENTS_AFFILIATE,
  PROMOTION_BAR_EXCLUDED_AFFILIATES,
  PROMOTION_BAR_EXCLUDED_PATH,
} from '@waypoint/config';
import type { UpstreamPromotion } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { promotionBar } from './promotion-bar.ts';

const kit = useKit();

const bar = { text: 'Up to 40% off Asia', pill: 'SALE', link: { url: 'landing/asia', text: 'See offers' } };

const promo =
  (patch: Partial<UpstreamPromotion>) =>
  (real: DataSources): Partial<DataSources> => ({
    promotion: async () => ({ ...(await real.promotion()), enabled: true, bar, ...patch }),
  });

const colour = (promotionColor: string) => (real: DataSources) => ({
  promotion: async () => {
    const p = await real.promotion();
    return { ...p, enabled: true, bar, styling: { ...p.styling, promotionColor } };
  },
});

describe('PromotionBar', () => {
  it('shows the enabled promotion bar with its colour and market link', async () => {
    const { props } = await kit.run(promotionBar, { sources: colour('pacificOcean') });
    expect(props[0]).toMatchObject({
      text: 'Up to 40% off Asia',
      pill: 'SALE',
      color: 'pacificOcean',
      link: { href: '/us/landing/asia', label: 'See offers' },
    });
  });

  it('defaults an unknown colour to silentSavanna', async () => {
    const { props } = await kit.run(promotionBar, { sources: colour('neonPink') });
    expect(props[0]!.color).toBe('silentSavanna');
  });

  it('follows the sandbox promotion as served', async () => {
    const { result, sources } = await kit.run(promotionBar);
    const p = await sources.promotion();
    expect(result !== null).toBe(p.enabled && p.bar !== null);
  });

  it('is hidden when the promotion is disabled or has no bar', async () => {
    expect((await kit.run(promotionBar, { sources: promo({ enabled: false }) })).result).toBeNull();
    expect((await kit.run(promotionBar, { sources: promo({ bar: null }) })).result).toBeNull();
  });

  it('is hidden with the hidePromotion parameter', async () => {
    const { result } = await kit.run(promotionBar, { ctx: { hidePromotion: true }, sources: promo({}) });
    expect(result).toBeNull();
  });

  it('is hidden for excluded affiliates, except the one always allowed', async () => {
    const excluded = PROMOTION_BAR_EXCLUDED_AFFILIATES.find((id) => id !== 861)!;
    const hidden = await kit.run(promotionBar, {
      ctx: { siteFields: { affiliateId: excluded } },
      sources: promo({}),
    });
    expect(hidden.result).toBeNull();
    const allowed = await kit.run(promotionBar, {
      ctx: { siteFields: { affiliateId: 861 } },
      sources: promo({}),
    });
    expect(allowed.props).toHaveLength(1);
  });

  it('is hidden for the partner that hides promo banners (storefront.md §6)', async () => {
    const hidden = await kit.run(promotionBar, {
      ctx: { siteFields: { affiliateId: HIDDEN_ELEMENTS_AFFILIATE } },
      sources: promo({}),
    });
    expect(hidden.result).toBeNull();
  });

  it('is hidden on checkout pages and on the excluded landing path', async () => {
    const checkout = await kit.run(promotionBar, {
      ctx: { path: '/us/checkout/step-1' },
      sources: promo({}),
    });
    expect(checkout.result).toBeNull();
    const landing = await kit.run(promotionBar, {
      ctx: { path: PROMOTION_BAR_EXCLUDED_PATH },
      sources: promo({}),
    });
    expect(landing.result).toBeNull();
    const other = await kit.run(promotionBar, { ctx: { path: '/us/landing/asia' }, sources: promo({}) });
    expect(other.props).toHaveLength(1);
  });
});

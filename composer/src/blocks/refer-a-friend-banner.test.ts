import { afterEach, describe, expect, it } from 'vitest';
import { useKit, WARN, withSite } from '../../test/block-kit.ts';
import { referAFriendBanner } from './refer-a-friend-banner.ts';

const kit = useKit();

const mgm = (on: boolean) => withSite({ mgmPromotion: on });

describe('ReferAFriendBanner', () => {
  afterEach(() => kit.sandbox().sandboxFaults.clear());

  it("shows the spec's copy with the referral discounts and links to /{market}/referral", async () => {
    const { props, sources } = await kit.run(referAFriendBanner, { sources: mgm(true) });
    const referral = await sources.referral();
    expect(props[0]).toEqual({
      badge: 'LIMITED OFFER',
      title: `Give your friends ${referral.godsonDiscountBeauty} Off`,
      subtitle: `and save ${referral.godfatherDiscountBeauty} yourself`,
      cta: { href: '/us/referral', label: 'Refer a friend now' },
    });
  });

  it('is hidden when the site context has mgmPromotion off', async () => {
    const { result } = await kit.run(referAFriendBanner, { sources: mgm(false) });
    expect(result).toBeNull();
  });

  it('is hidden for advisors in AU, and shown to them elsewhere', async () => {
    const au = await kit.run(referAFriendBanner, {
      ctx: { market: 'au', site: 'advisors' },
      sources: mgm(true),
    });
    expect(au.result).toBeNull();
    const auConsumer = await kit.run(referAFriendBanner, { ctx: { market: 'au' }, sources: mgm(true) });
    expect(auConsumer.props[0]!.cta.href).toBe('/au/referral');
    const us = await kit.run(referAFriendBanner, {
      ctx: { market: 'us', site: 'advisors' },
      sources: mgm(true),
    });
    expect(us.props).toHaveLength(1);
  });

  it('is translated', async () => {
    const { props, sources } = await kit.run(referAFriendBanner, {
      ctx: { market: 'es' },
      sources: mgm(true),
    });
    const referral = await sources.referral();
    expect(props[0]!.badge).toBe('OFERTA LIMITADA');
    expect(props[0]!.title).toContain(referral.godsonDiscountBeauty);
  });

  it('is hidden, with a warning, when the referral data fails', async () => {
    kit.sandbox().sandboxFaults.set({ path: '/api/site/context/referral', status: 500 });
    const { result, logs } = await kit.run(referAFriendBanner, { sources: mgm(true) });
    expect(result).toBeNull();
    expect(logs.some((l) => l.level === WARN && l.block === 'ReferAFriendBanner')).toBe(true);
  });
});

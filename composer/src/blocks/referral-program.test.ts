import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN, useKit, withSite } from '../../test/block-kit.ts';
import { referralProgram } from './referral-program.ts';

const kit = useKit();

const mgm = (on: boolean) => withSite({ mgmPromotion: on });

describe('ReferralProgram', () => {
  afterEach(() => kit.sandbox().sandboxFaults.clear());

  it('shows the godson discount to the friend and the godfather discount to the referrer (§3, §9 copy)', async () => {
    const { props, sources } = await kit.run(referralProgram, { sources: mgm(true) });
    const referral = await sources.referral();
    const p = props[0]!;
    expect(p.offer).toEqual({
      badge: 'LIMITED OFFER',
      friend: `Give your friends ${referral.godsonDiscountBeauty} Off`,
      you: `and save ${referral.godfatherDiscountBeauty} yourself`,
    });
    expect(p.steps.items.map((s) => s.text).join(' ')).toContain(referral.godfatherDiscountBeauty);
    expect(p.invitation).toBeNull();
    expect(p.unavailable).toBeNull();
    expect(p.cta?.label).toBe('Refer a friend now');
    const mail = new URL(p.cta!.href);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('body')).toContain(`${ORIGIN}/us/referral`);
    expect(mail.searchParams.get('body')).toContain(referral.godsonDiscountBeauty);
  });

  it('tells an invited visitor (param invited) what the invitation gives them', async () => {
    const { props, sources } = await kit.run(referralProgram, {
      sources: mgm(true),
      params: { invited: true },
    });
    const referral = await sources.referral();
    expect(props[0]!.invitation).toEqual({
      title: 'A friend has invited you',
      text: `Your friend's invitation gives you ${referral.godsonDiscountBeauty} off your first trip. It is applied when you book.`,
    });
  });

  it('where member-get-member is hidden (advisors in AU, §6; or off in the site config) says so, without offer', async () => {
    for (const run of [
      kit.run(referralProgram, { ctx: { market: 'au', site: 'advisors' }, sources: mgm(true) }),
      kit.run(referralProgram, { sources: mgm(false), params: { invited: true } }),
    ]) {
      const p = (await run).props[0]!;
      expect(p.offer).toBeNull();
      expect(p.cta).toBeNull();
      expect(p.invitation).toBeNull();
      expect(p.steps.items).toEqual([]);
      expect(p.unavailable?.text).toBe('The refer-a-friend programme is not available on this site.');
    }
    const auConsumer = await kit.run(referralProgram, { ctx: { market: 'au' }, sources: mgm(true) });
    expect(auConsumer.props[0]!.offer).not.toBeNull();
  });

  it('speaks the visitor language', async () => {
    const { props } = await kit.run(referralProgram, { ctx: { market: 'de' }, sources: mgm(true) });
    expect(props[0]!.title).toBe('Freunde werben');
    expect(props[0]!.steps.title).toBe('So funktioniert es');
  });

  it('fails (the page fails over) when the referral amounts cannot be read', async () => {
    kit.sandbox().sandboxFaults.set({ path: '/api/site/context/referral', status: 404 });
    await expect(kit.run(referralProgram, { sources: mgm(true) })).rejects.toThrow();
  });
});

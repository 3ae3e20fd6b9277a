import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReferralProgram } from './ReferralProgram.tsx';
import { REFERRAL_PROPS } from './story-props.ts';

describe('ReferralProgram', () => {
  const html = renderToStaticMarkup(<ReferralProgram {...REFERRAL_PROPS} />);

  it('titles the page and shows both discounts with the badge and the call to action', () => {
    expect(html).toMatch(/<h1[^>]*>Refer a friend<\/h1>/);
    expect(html).toContain('LIMITED OFFER');
    expect(html).toContain('Give your friends $100 Off');
    expect(html).toContain('and save $50 yourself');
    expect(html).toMatch(
      /<a class="wp-btn wp-btn--accent referral-program__cta" href="mailto:[^"]+">Refer a friend now<\/a>/,
    );
  });

  it('lists how it works as an ordered list, and says nothing of an invitation', () => {
    expect(html.match(/<li /g)).toHaveLength(3);
    expect(html).toContain('<ol');
    expect(html).not.toContain('role="note"');
  });

  it('tells an invited visitor', () => {
    const invited = renderToStaticMarkup(
      <ReferralProgram
        {...REFERRAL_PROPS}
        invitation={{ title: 'A friend has invited you', text: '$100 off' }}
      />,
    );
    expect(invited).toMatch(/role="note"><h2[^>]*>A friend has invited you<\/h2><p>\$100 off<\/p>/);
  });

  it('without the promotion: no offer, no call to action, a way home', () => {
    const off = renderToStaticMarkup(
      <ReferralProgram
        {...REFERRAL_PROPS}
        offer={null}
        cta={null}
        steps={{ title: 'How it works', items: [] }}
        unavailable={{ text: 'Not available here.', home: { href: '/au', label: 'Home' } }}
      />,
    );
    expect(off).not.toContain('LIMITED OFFER');
    expect(off).not.toContain('mailto:');
    expect(off).not.toContain('<ol');
    expect(off).toContain('Not available here.');
    expect(off).toContain('href="/au"');
  });
});

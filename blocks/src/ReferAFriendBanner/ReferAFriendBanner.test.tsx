import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReferAFriendBanner } from './ReferAFriendBanner.tsx';

describe('ReferAFriendBanner', () => {
  const html = renderToStaticMarkup(
    <ReferAFriendBanner
      badge="LIMITED OFFER"
      title="Give your friends $100 Off"
      subtitle="and save $100 yourself"
      cta={{ href: '/us/referral', label: 'Refer a friend now' }}
    />,
  );

  it('links to the market referral page with the translated CTA', () => {
    expect(html).toContain('href="/us/referral"');
    expect(html).toContain('>Refer a friend now</a>');
  });

  it('shows the badge and both lines of copy, the title as a heading', () => {
    expect(html).toContain('LIMITED OFFER');
    expect(html).toMatch(/<h2[^>]*>Give your friends \$100 Off<\/h2>/);
    expect(html).toContain('and save $100 yourself');
  });
});

import type { CheckoutBannerProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckoutBanner } from './CheckoutBanner.tsx';
import { BLACK_FRIDAY, bannerProps, CAMPAIGN, HELP, NOTHING, PRICE_LOCK } from './story-props.ts';

const render = (props: CheckoutBannerProps) => renderToStaticMarkup(<CheckoutBanner {...props} />);
const text = (html: string) => html.replace(/<[^>]+>/g, '');
const named = (html: string, className: string) => {
  const id = html.match(new RegExp(`<section class="${className}" aria-labelledby="([^"]+)">`))?.[1];
  return id ? html.match(new RegExp(`<h2 id="${id}"[^>]*>([^<]*)</h2>`))?.[1] : undefined;
};

describe('CheckoutBanner', () => {
  const html = render(bannerProps());

  it('renders nothing when every part is null', () => {
    expect(render(NOTHING)).toBe('');
  });

  it('shows the campaign banner, named by its title, with its description', () => {
    expect(named(html, 'checkout-banner__campaign')).toBe(CAMPAIGN?.title);
    expect(text(html)).toContain(CAMPAIGN!.description);
  });

  it('shows the Black Friday banner with when it ends, as a time', () => {
    expect(named(html, 'checkout-banner__black-friday')).toBe(BLACK_FRIDAY?.title);
    expect(html).toContain(`<time dateTime="${BLACK_FRIDAY?.endsAt}">Ends Sunday, Nov 30 at 11:59 PM</time>`);
  });

  it('makes help a native disclosure of links', () => {
    const details = html.match(/<details class="checkout-banner__help">[\s\S]*?<\/details>/)?.[0] ?? '';
    expect(text(details.match(/<summary[\s\S]*?<\/summary>/)?.[0] ?? '')).toBe('Need help?');
    const links = [...details.matchAll(/<a class="checkout-banner__help-link" href="([^"]+)">([^<]+)<\/a>/g)];
    expect(links.map((m) => [m[1], m[2]])).toEqual(HELP!.items.map((item) => [item.href, item.label]));
  });

  it('shows the price lock card with its extension and survey lines', () => {
    expect(named(html, 'checkout-banner__price-lock')).toBe(PRICE_LOCK?.title);
    expect(html).toContain(`<p class="checkout-banner__extend">${PRICE_LOCK?.extend}</p>`);
    expect(html).toContain(`<p class="checkout-banner__survey">${PRICE_LOCK?.survey}</p>`);
    expect(render({ ...NOTHING, priceLock: { ...PRICE_LOCK!, survey: null } })).not.toContain(
      'checkout-banner__survey',
    );
  });

  it('renders only the parts that are there', () => {
    const campaignOnly = render({ ...NOTHING, campaign: CAMPAIGN });
    expect(campaignOnly).toContain('checkout-banner__campaign');
    for (const part of ['black-friday', 'help', 'price-lock'])
      expect(campaignOnly).not.toContain(`checkout-banner__${part}`);
  });

  it('has no buttons (static: nothing needs scripting)', () => {
    expect(html).not.toContain('<button');
  });
});

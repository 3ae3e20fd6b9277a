import type { PromotionBarProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PromotionBar } from './PromotionBar.tsx';

const US: PromotionBarProps = {
  text: 'Season Sale: up to 40% off selected trips',
  pill: 'LIMITED OFFER',
  color: 'silentSavanna',
  link: { href: '/us/deals', label: 'See deals' },
  expiresAt: '2030-12-31T23:59:59.000Z',
  height: 40,
};

const render = (props: PromotionBarProps) => renderToStaticMarkup(<PromotionBar {...props} />);

describe('PromotionBar', () => {
  const html = render(US);

  it('shows the promotion text and its pill', () => {
    expect(html).toContain(
      '<p class="promotion-bar__text"><span class="promotion-bar__pill">LIMITED OFFER</span> Season Sale: up to 40% off selected trips</p>',
    );
  });

  it('links to the deals with the translated label', () => {
    expect(html).toMatch(/<a class="promotion-bar__link" href="\/us\/deals"><span[^>]*>See deals<\/span>/);
  });

  it('is exactly the given height', () => {
    expect(html).toContain('style="--promotion-bar-block-height:40px"');
    expect(render({ ...US, height: 48 })).toContain('--promotion-bar-block-height:48px');
  });

  it.each(['carribeanSunrise', 'pacificOcean', 'sauvageForest', 'silentSavanna', 'electricCrimson'] as const)(
    'takes the %s colour',
    (color) => {
      expect(render({ ...US, color })).toMatch(
        new RegExp(`^<div class="promotion-bar promotion-bar--${color}"`),
      );
    },
  );

  it('leaves out the pill and the link when there are none', () => {
    const bare = render({ ...US, pill: null, link: null });
    expect(bare).not.toContain('promotion-bar__pill');
    expect(bare).not.toContain('<a ');
    expect(bare).toContain('<p class="promotion-bar__text">Season Sale: up to 40% off selected trips</p>');
  });
});

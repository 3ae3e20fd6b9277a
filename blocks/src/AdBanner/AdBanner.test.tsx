import type { AdBannerProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdBanner } from './AdBanner.tsx';

const US: AdBannerProps = {
  slot: 'add-banner-home',
  size: { width: 728, height: 90 },
  adUnits: ['/21700000/waypoint-us-home'],
  label: 'Advertisement',
};

const render = (props: AdBannerProps) => renderToStaticMarkup(<AdBanner {...props} />);

describe('AdBanner', () => {
  const html = render(US);

  it('is an aside labelled as an advertisement', () => {
    const labelledBy = html.match(/^<aside class="ad-banner" aria-labelledby="([^"]+)">/)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`<p id="${labelledBy}" class="ad-banner__label">Advertisement</p>`);
  });

  it('reserves the slot at its exact size and aspect ratio', () => {
    expect(html).toContain('--ad-width:728px;--ad-aspect-ratio:728 / 90');
    const small = render({ ...US, size: { width: 320, height: 50 } });
    expect(small).toContain('--ad-width:320px;--ad-aspect-ratio:320 / 50');
  });

  it('names the slot, and the fixed unit of a one-unit market, for the ad script', () => {
    expect(html).toContain(
      '<div class="ad-banner__slot" data-slot="add-banner-home" data-ad-unit="/21700000/waypoint-us-home"></div>',
    );
  });

  it('renders no unit choice on the server when there are two to pick from', () => {
    const two = render({
      ...US,
      slot: 'add-banner-home1',
      adUnits: ['/21700000/waypoint-uk-home-a', '/21700000/waypoint-uk-home-b'],
    });
    expect(two).toContain('<div class="ad-banner__slot" data-slot="add-banner-home1"></div>');
    expect(two).not.toContain('data-ad-unit');
  });
});

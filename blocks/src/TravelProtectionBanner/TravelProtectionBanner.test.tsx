import type { TravelProtectionBannerProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProtectionPlans } from './ProtectionPlans.tsx';
import { TravelProtectionBanner } from './TravelProtectionBanner.tsx';

const props: TravelProtectionBannerProps = {
  title: 'Our Travel Protection takes care of you',
  text: 'All our trips are protected with our Standard coverage.',
  ctaLabel: 'Learn more',
  modalId: 'premiumCare',
  modal: {
    title: 'Travel Protection plans',
    plans: [
      { name: 'Standard', description: 'Included with every trip.' },
      { name: 'Flex', description: 'Cancellation cover for unforeseen personal reasons.' },
      { name: 'Flex+', description: 'Cancel for any reason.' },
    ],
    closeLabel: 'Close',
  },
};

describe('TravelProtectionBanner', () => {
  const html = renderToStaticMarkup(<TravelProtectionBanner {...props} />);

  it('shows the title as the section’s heading and the text', () => {
    const name = html.match(
      /^<section class="travel-protection-banner wp-section" aria-labelledby="([^"]+)"/,
    )?.[1];
    expect(html).toContain(
      `<h2 id="${name}" class="travel-protection-banner__title">Our Travel Protection takes care of you</h2>`,
    );
    expect(html).toContain('All our trips are protected with our Standard coverage.');
  });

  it('has a button (not a link: no hash needed) that opens the premiumCare dialog', () => {
    expect(html).toMatch(
      /<button type="button" class="wp-btn travel-protection-banner__cta" aria-haspopup="dialog" aria-controls="premiumCare">Learn more<\/button>/,
    );
    expect(html).not.toContain('href="#premiumCare"');
  });

  it('renders the #premiumCare modal closed on the server, titled and closable', () => {
    const dialog = html.match(/<dialog[^>]*>/)?.[0] ?? '';
    expect(dialog).toContain('id="premiumCare"');
    expect(dialog).not.toMatch(/\sopen[\s>=]/);
    expect(html).toContain('>Travel Protection plans</h2>');
    expect(html).toContain('aria-label="Close"');
  });
});

describe('ProtectionPlans', () => {
  it('lists every plan in order with its name and description', () => {
    const html = renderToStaticMarkup(<ProtectionPlans plans={props.modal.plans} />);
    const names = [...html.matchAll(/<h3 class="travel-protection-banner__plan-name">([^<]+)<\/h3>/g)].map(
      (m) => m[1],
    );
    expect(names).toEqual(['Standard', 'Flex', 'Flex+']);
    expect(html).toContain('Cancellation cover for unforeseen personal reasons.');
  });
});

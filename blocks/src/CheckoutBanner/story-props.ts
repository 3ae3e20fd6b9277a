/** Checkout banner props for the stories and tests, shaped like the composer's (en-US). */
import type { CheckoutBannerProps } from '@waypoint/schemas';

export const CAMPAIGN: CheckoutBannerProps['campaign'] = {
  title: 'Cherry blossom season: $200 off per couple',
  description: 'The discount is already in your price for departures between Mar 15 and Apr 15.',
};

export const BLACK_FRIDAY: CheckoutBannerProps['blackFriday'] = {
  title: 'Black Friday: an extra 10% off',
  endsAt: '2025-11-30T23:59:00-05:00',
  endsLabel: 'Ends Sunday, Nov 30 at 11:59 PM',
};

export const HELP: CheckoutBannerProps['help'] = {
  label: 'Need help?',
  items: [
    { label: 'Call us: +1 646 555 0199', href: 'tel:+16465550199' },
    { label: 'Write to us', href: 'mailto:help@waypoint.example' },
    { label: 'Frequently asked questions', href: '/us/help' },
  ],
};

export const PRICE_LOCK: CheckoutBannerProps['priceLock'] = {
  title: 'Your price is locked',
  text: 'We keep this price for you for 90 minutes while you complete your booking.',
  extend: 'Need more time? You can extend the lock once, for 24 hours, at payment.',
  survey: 'Was the price lock useful? Tell us at the end of your booking.',
};

export function bannerProps(overrides: Partial<CheckoutBannerProps> = {}): CheckoutBannerProps {
  return { campaign: CAMPAIGN, blackFriday: BLACK_FRIDAY, help: HELP, priceLock: PRICE_LOCK, ...overrides };
}

export const NOTHING: CheckoutBannerProps = {
  campaign: null,
  blackFriday: null,
  help: null,
  priceLock: null,
};

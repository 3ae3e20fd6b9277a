import type { ReferralProgramProps } from '@waypoint/schemas';

export const REFERRAL_PROPS: ReferralProgramProps = {
  title: 'Refer a friend',
  intro:
    'Share your love of travel: your friends save on their first trip and you save on your next adventure.',
  invitation: null,
  offer: { badge: 'LIMITED OFFER', friend: 'Give your friends $100 Off', you: 'and save $50 yourself' },
  steps: {
    title: 'How it works',
    items: [
      { title: 'Invite your friends', text: 'Send them your invitation by e-mail or share your link.' },
      { title: 'They book their first trip', text: 'Your friends get $100 off when they book.' },
      { title: 'You save too', text: 'Once they travel, $50 goes to your Wallet for your next trip.' },
    ],
  },
  cta: { href: 'mailto:?subject=A%20discount', label: 'Refer a friend now' },
  unavailable: null,
};

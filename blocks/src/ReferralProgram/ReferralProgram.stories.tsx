import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReferralProgram } from './ReferralProgram.tsx';
import { REFERRAL_PROPS } from './story-props.ts';

const meta = {
  title: 'Campaign/ReferralProgram',
  component: ReferralProgram,
  args: REFERRAL_PROPS,
} satisfies Meta<typeof ReferralProgram>;
export default meta;

type Story = StoryObj<typeof meta>;

export const English: Story = {};

/** A visitor who arrived with ?MGM=<code> (storefront.md §4 Referral). */
export const Invited: Story = {
  args: {
    invitation: {
      title: 'A friend has invited you',
      text: "Your friend's invitation gives you $100 off your first trip. It is applied when you book.",
    },
  },
};

/** storefront.md §6: member-get-member hidden (advisors in AU). */
export const Unavailable: Story = {
  args: {
    offer: null,
    cta: null,
    steps: { title: 'How it works', items: [] },
    unavailable: {
      text: 'The refer-a-friend programme is not available on this site.',
      home: { href: '/au', label: 'Back to the home page' },
    },
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReferAFriendBanner } from './ReferAFriendBanner.tsx';

const meta = {
  title: 'Home/ReferAFriendBanner',
  component: ReferAFriendBanner,
  args: {
    badge: 'LIMITED OFFER',
    title: 'Give your friends $100 Off',
    subtitle: 'and save $100 yourself',
    cta: { href: '/us/referral', label: 'Refer a friend now' },
  },
} satisfies Meta<typeof ReferAFriendBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const English: Story = {};

/** ES market: copy and currency from the composer. */
export const Spanish: Story = {
  args: {
    badge: 'OFERTA LIMITADA',
    title: 'Regala a tus amigos 100 € de descuento',
    subtitle: 'y ahorra 100 € tú también',
    cta: { href: '/es/referral', label: 'Invita a un amigo' },
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutBanner } from './CheckoutBanner.tsx';
import { bannerProps, CAMPAIGN, HELP, NOTHING, PRICE_LOCK } from './story-props.ts';

const meta = {
  title: 'Checkout/CheckoutBanner',
  component: CheckoutBanner,
  args: bannerProps(),
} satisfies Meta<typeof CheckoutBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every part: help menu, campaign, Black Friday and the price lock (phones only, in the real rules). */
export const Everything: Story = {};

/** The campaign banner alone. */
export const Campaign: Story = { args: { ...NOTHING, campaign: CAMPAIGN } };

/** The Black Friday banner (ABPromoBannerBFCheckout) with the help menu. */
export const BlackFriday: Story = { args: bannerProps({ campaign: null, priceLock: null }) };

/** The help menu (open it: a native disclosure) and the price lock. */
export const HelpAndPriceLock: Story = { args: { ...NOTHING, help: HELP, priceLock: PRICE_LOCK } };

/** The price lock without its survey line. */
export const PriceLockWithoutSurvey: Story = {
  args: { ...NOTHING, priceLock: { ...PRICE_LOCK!, survey: null } },
};

/** Every part null: the block renders nothing (the story shows an empty page). */
export const Nothing: Story = {
  args: NOTHING,
  decorators: [
    (Story) => (
      <div>
        <p style={{ padding: 16, color: '#555' }}>(The banner renders nothing when every part is null.)</p>
        <Story />
      </div>
    ),
  ],
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { RuntimePlayground } from '../shared/story-runtime.tsx';
import { CheckoutProgress } from './CheckoutProgress.tsx';
import { EXPIRED, progressProps } from './story-props.ts';

const meta = {
  title: 'Checkout/CheckoutProgress',
  component: CheckoutProgress,
  args: progressProps(),
} satisfies Meta<typeof CheckoutProgress>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The second step: the first is done (a link back), the later ones not reached yet. */
export const Personalisation: Story = {};

/** The first step. */
export const Passengers: Story = { args: progressProps('passengers') };

/** The last step, with a notice. */
export const Payment: Story = {
  args: progressProps('payment', {
    notices: ['The price of your flight changed: it is now $3,249.00 per person.'],
  }),
};

/** The hold has expired: the alert and its retry (needs the runtime; here nothing happens). */
export const Expired: Story = {
  args: progressProps('payment', { expired: EXPIRED, holdLabel: 'Your trip was held until 14:35' }),
};

/** With a stand-in runtime: retry holds the trip again. */
export const ExpiredInteractive: Story = {
  render: () => (
    <RuntimePlayground
      initial={progressProps('payment', { expired: EXPIRED, holdLabel: 'Your trip was held until 14:35' })}
      answer={() => ({ props: progressProps('payment', { holdLabel: 'Your trip is held until 16:05' }) })}
      render={(props) => <CheckoutProgress {...props} />}
    />
  ),
};

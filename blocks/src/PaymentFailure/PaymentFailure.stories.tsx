import type { Meta, StoryObj } from '@storybook/react-vite';
import { RuntimePlayground } from '../shared/story-runtime.tsx';
import { PaymentFailure } from './PaymentFailure.tsx';
import { canceledProps, failureProps, noRetryProps } from './story-props.ts';

const meta = {
  title: 'Booking/PaymentFailure',
  component: PaymentFailure,
  args: failureProps(),
} satisfies Meta<typeof PaymentFailure>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Declined by the card's bank: the provider's words and the retry. */
export const Declined: Story = {};

/** Cancelled on the provider's page: no provider message. */
export const Cancelled: Story = { args: canceledProps() };

/** Nothing to retry: the help only. */
export const WithoutRetry: Story = { args: noRetryProps() };

/** With a stand-in runtime: retry (the real answer goes to the payment page). */
export const Interactive: Story = {
  render: () => (
    <RuntimePlayground
      initial={failureProps()}
      answer={() => ({ latency: 1500 })}
      log
      render={(props) => <PaymentFailure {...props} />}
    />
  ),
};

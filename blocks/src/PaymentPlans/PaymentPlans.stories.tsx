import type { Meta, StoryObj } from '@storybook/react-vite';
import { RuntimePlayground } from '../shared/story-runtime.tsx';
import { PaymentPlans } from './PaymentPlans.tsx';
import { paymentPlansProps, twoPlansProps } from './story-props.ts';

const meta = {
  title: 'Checkout/PaymentPlans',
  component: PaymentPlans,
  args: paymentPlansProps(),
} satisfies Meta<typeof PaymentPlans>;
export default meta;

type Story = StoryObj<typeof meta>;

/** In full, in two or in three payments; in full chosen (side by side from tablets up). */
export const InFull: Story = {};

/** Three payments chosen. */
export const ThreePayments: Story = { args: paymentPlansProps(2) };

/** No plan marked as selected. */
export const NoneSelected: Story = { args: paymentPlansProps(null) };

/** Two plans: in full, or 30% to book. */
export const TwoPlans: Story = { args: twoPlansProps() };

/** With a stand-in runtime: choose a plan. */
export const Interactive: Story = {
  render: () => (
    <RuntimePlayground
      initial={paymentPlansProps()}
      answer={(_props, action) => ({ props: paymentPlansProps(Number(action.input.planIndex)) })}
      log
      render={(props) => <PaymentPlans {...props} />}
    />
  ),
};

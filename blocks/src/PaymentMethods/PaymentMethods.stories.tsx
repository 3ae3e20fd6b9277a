import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PaymentMethodsProps } from '@waypoint/schemas';
import { RuntimePlayground, type StoryAnswer } from '../shared/story-runtime.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import { paymentMethodsProps, withoutPromoProps } from './story-props.ts';

const meta = {
  title: 'Checkout/PaymentMethods',
  component: PaymentMethods,
  args: paymentMethodsProps(),
} satisfies Meta<typeof PaymentMethods>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The card preselected (method 1), with its fee; the buy-now-pay-later promo (US). */
export const CardChosen: Story = {};

/** No method chosen yet: the prompt. */
export const NoMethodChosen: Story = { args: paymentMethodsProps(null) };

/** Pay monthly chosen. */
export const PayMonthly: Story = { args: paymentMethodsProps(9) };

/** A market without buy-now-pay-later (no promo). */
export const WithoutPromo: Story = { args: withoutPromoProps() };

function answer(
  _props: PaymentMethodsProps,
  action: { input: Record<string, unknown> },
): StoryAnswer<PaymentMethodsProps> {
  const id = Number(action.input.paymentMethodId);
  if (id === 6) {
    return {
      result: {
        status: 'refused',
        errors: [
          {
            field: 'paymentMethodId',
            code: 'METHOD_UNAVAILABLE',
            message: 'Bank transfer is not available for trips leaving in less than 14 days.',
          },
        ],
      },
    };
  }
  return { props: paymentMethodsProps(id) };
}

/** With a stand-in runtime: choose a method; bank transfer is refused (its message in an alert). */
export const Interactive: Story = {
  render: () => (
    <RuntimePlayground
      initial={paymentMethodsProps(null)}
      answer={answer}
      log
      render={(props) => <PaymentMethods {...props} />}
    />
  ),
};

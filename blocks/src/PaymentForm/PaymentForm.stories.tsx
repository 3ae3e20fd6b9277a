import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PaymentFormProps } from '@waypoint/schemas';
import { RuntimePlayground, type StoryAnswer } from '../shared/story-runtime.tsx';
import { PaymentForm } from './PaymentForm.tsx';
import {
  consentErrorProps,
  declinedProps,
  noMethodProps,
  paymentFormProps,
  salesProps,
  simplifiedProps,
} from './story-props.ts';

const meta = {
  title: 'Checkout/PaymentForm',
  component: PaymentForm,
  args: paymentFormProps(),
} satisfies Meta<typeof PaymentForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 25% today by card: the amounts, the consent, the pay button. */
export const Default: Story = {};

/** No payment method chosen yet: the pay button is disabled. */
export const NoMethodChosen: Story = { args: noMethodProps() };

/** The consent was not given at the last try. */
export const ConsentError: Story = { args: consentErrorProps() };

/** The provider declined the last payment. */
export const Declined: Story = { args: declinedProps() };

/** ABSimplifiedPaymentSection: the total alone. */
export const Simplified: Story = { args: simplifiedProps() };

/** The sales site (B2B staff): the telephone-order note. */
export const SalesTelephoneOrder: Story = { args: salesProps() };

function answer(
  _props: PaymentFormProps,
  _action: unknown,
  extra: Record<string, unknown> | undefined,
): StoryAnswer<PaymentFormProps> {
  if (extra?.consent !== true) {
    return {
      result: {
        status: 'refused',
        errors: [{ field: 'consent', code: 'required', message: 'Accept the booking conditions to pay.' }],
      },
    };
  }
  // The real answer is a `navigate` to the provider's page; here the page stays.
  return { latency: 1500 };
}

/** With a stand-in runtime: paying without the consent is refused at the box; with it, the button waits. */
export const Interactive: Story = {
  render: () => (
    <RuntimePlayground
      initial={paymentFormProps()}
      answer={answer}
      log
      render={(props) => <PaymentForm {...props} />}
    />
  ),
};

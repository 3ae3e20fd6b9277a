import type { Meta, StoryObj } from '@storybook/react-vite';
import type { VoucherFormProps } from '@waypoint/schemas';
import { RuntimePlayground, type StoryAnswer } from '../shared/story-runtime.tsx';
import { appliedProps, refusedProps, voucherProps } from './story-props.ts';
import { VoucherForm } from './VoucherForm.tsx';

const meta = {
  title: 'Checkout/VoucherForm',
  component: VoucherForm,
  args: voucherProps(),
} satisfies Meta<typeof VoucherForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No code yet; wallet credit and the best combination (B2C-only sites). */
export const Empty: Story = {};

/** A code applied, with its remove button. */
export const Applied: Story = { args: appliedProps() };

/** The server's error at the field. */
export const WithError: Story = { args: refusedProps() };

/** No wallet (not a B2C-only site, or no credit). */
export const WithoutWallet: Story = { args: voucherProps({ wallet: null }) };

function answer(
  _props: VoucherFormProps,
  action: { action: string },
  extra: Record<string, unknown> | undefined,
): StoryAnswer<VoucherFormProps> {
  if (action.action === 'removeVoucher') return { props: voucherProps() };
  const code = String(extra?.voucherCode ?? '')
    .trim()
    .toUpperCase();
  if (code === 'WELCOME50') return { props: appliedProps() };
  const message = code === '' ? 'Enter a voucher code.' : `${code} is not a valid voucher code.`;
  return { result: { status: 'refused', errors: [{ field: 'voucherCode', code: 'invalid', message }] } };
}

/** With a stand-in runtime: WELCOME50 applies; any other code is refused at the field and stays typed. */
export const Interactive: Story = {
  render: () => (
    <RuntimePlayground initial={voucherProps()} answer={answer} render={(p) => <VoucherForm {...p} />} />
  ),
};

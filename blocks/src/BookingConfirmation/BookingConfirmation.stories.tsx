import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookingConfirmation } from './BookingConfirmation.tsx';
import { b2bProps, confirmationProps, paidInFullProps, pendingProps } from './story-props.ts';

const meta = {
  title: 'Booking/BookingConfirmation',
  component: BookingConfirmation,
  args: confirmationProps(),
} satisfies Meta<typeof BookingConfirmation>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Booked with 25% today: the remaining payment and the documents. */
export const Confirmed: Story = {};

/** The payment is being confirmed: a pulse by the status. */
export const Pending: Story = { args: pendingProps() };

/** Paid in full. */
export const PaidInFull: Story = { args: paidInFullProps() };

/** A B2B site: the voucher texts. */
export const B2BVoucher: Story = { args: b2bProps() };

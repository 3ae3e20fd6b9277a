import type { Meta, StoryObj } from '@storybook/react-vite';
import { BudgetDocument } from './BudgetDocument.tsx';
import { budgetDocumentProps, plainProps } from './story-props.ts';

const meta = {
  title: 'Documents/BudgetDocument',
  component: BudgetDocument,
  args: budgetDocumentProps(),
} satisfies Meta<typeof BudgetDocument>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The quote with its QR code (ABTripQuoteSimplification). Print it to see the paper version. */
export const WithQrCode: Story = {};

/** Without the QR code, a trip without a picture. */
export const Plain: Story = { args: plainProps() };

/** A single line. */
export const SingleLine: Story = {
  args: budgetDocumentProps({
    lines: [{ label: 'Japan: Tokyo, Kyoto and Osaka (1 adult)', amount: '$3,899.00' }],
    total: { label: 'Total', amount: '$3,899.00' },
    facts: [{ label: 'Travellers', value: '1 adult' }],
  }),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BudgetActionsProps } from '@waypoint/schemas';
import { RuntimePlayground, type StoryAnswer } from '../shared/story-runtime.tsx';
import { BudgetActions } from './BudgetActions.tsx';
import { bothProps, budgetActionsProps, downloadOnlyProps, refusedProps, sentProps } from './story-props.ts';

const meta = {
  title: 'Checkout/BudgetActions',
  component: BudgetActions,
  args: budgetActionsProps(),
} satisfies Meta<typeof BudgetActions>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A consumer site: send the quote by e-mail (opens the dialog). */
export const SendByEmail: Story = {};

/** B2B, sales and advisors: the direct download. */
export const B2BDownload: Story = { args: downloadOnlyProps() };

/** Both buttons. */
export const DownloadAndSend: Story = { args: bothProps() };

/** Sent: the message with its link. */
export const Sent: Story = { args: sentProps() };

/** The address was refused: the dialog opens with the error at the field. */
export const WithError: Story = { args: refusedProps() };

function answer(
  _props: BudgetActionsProps,
  action: { input: Record<string, unknown> },
  extra: Record<string, unknown> | undefined,
): StoryAnswer<BudgetActionsProps> {
  if (action.input.send === false) return {};
  const email = String(extra?.email ?? '').trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    return {
      result: {
        status: 'refused',
        errors: [
          { field: 'email', code: 'email', message: 'Enter a valid e-mail address, like name@example.com.' },
        ],
      },
    };
  }
  const sent = sentProps();
  return { props: { ...sent, done: sent.done && { ...sent.done, message: `Quote sent to ${email}.` } } };
}

/** With a stand-in runtime: a wrong address is refused at the field; a good one closes the dialog. */
export const Interactive: Story = {
  render: () => (
    <RuntimePlayground
      initial={bothProps()}
      answer={answer}
      log
      render={(props) => <BudgetActions {...props} />}
    />
  ),
};

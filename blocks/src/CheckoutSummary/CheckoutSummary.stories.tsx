import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { CheckoutSummaryProps } from '@waypoint/schemas';
import { RuntimePlayground, type StoryAnswer } from '../shared/story-runtime.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { simplifiedProps, summaryProps } from './story-props.ts';

/** A side column, as on the checkout pages from laptops up. */
const column: Decorator = (Story) => (
  <div style={{ maxWidth: 400, marginLeft: 'auto' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Checkout/CheckoutSummary',
  component: CheckoutSummary,
  args: summaryProps(),
} satisfies Meta<typeof CheckoutSummary>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every line: trip, upgrade, extra night, activity, insurance, fee and a voucher, each removable where it can be. */
export const Full: Story = { decorators: [column] };

/** Just the trip and the fee, no note and no next step. */
export const Minimal: Story = {
  args: summaryProps({ note: null, next: null, includes: [] }, ['campaign', 'fees']),
  decorators: [column],
};

/** ABSimplifiedSummary: the total, the lines in the breakdown popover. */
export const Simplified: Story = { args: simplifiedProps(), decorators: [column] };

/** Full width, as on phones and tablets. */
export const FullWidth: Story = {};

function answer(
  props: CheckoutSummaryProps,
  action: { input: Record<string, unknown> },
): StoryAnswer<CheckoutSummaryProps> {
  if (action.input.step) return {};
  const kinds = props.lines.map((line) => line.kind).filter((kind) => kind !== action.input.line);
  return { props: summaryProps({ simplified: props.simplified }, kinds) };
}

/** With a stand-in runtime: remove lines (the total follows and is read out). */
export const Interactive: Story = {
  render: () => (
    <RuntimePlayground initial={summaryProps()} answer={answer} render={(p) => <CheckoutSummary {...p} />} />
  ),
  decorators: [column],
};

/** Simplified, with a stand-in runtime: open the breakdown, remove a line. */
export const InteractiveSimplified: Story = {
  render: () => (
    <RuntimePlayground
      initial={simplifiedProps()}
      answer={answer}
      render={(p) => <CheckoutSummary {...p} />}
    />
  ),
  decorators: [column],
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { RuntimePlayground } from '../shared/story-runtime.tsx';
import { InsuranceOptions } from './InsuranceOptions.tsx';
import { insuranceProps } from './story-props.ts';

const meta = {
  title: 'Checkout/InsuranceOptions',
  component: InsuranceOptions,
  args: insuranceProps(),
} satisfies Meta<typeof InsuranceOptions>;
export default meta;

type Story = StoryObj<typeof meta>;

/** STANDARD, included, chosen; FLEX and FLEX+ at a premium (side by side from laptops up). */
export const Standard: Story = {};

/** FLEX+ chosen. */
export const FlexPlus: Story = { args: insuranceProps('FLEX+') };

/** With a stand-in runtime: choose a package. */
export const Interactive: Story = {
  render: () => (
    <RuntimePlayground
      initial={insuranceProps()}
      answer={(_props, action) => ({ props: insuranceProps(String(action.input.policy)) })}
      render={(props) => <InsuranceOptions {...props} />}
    />
  ),
};

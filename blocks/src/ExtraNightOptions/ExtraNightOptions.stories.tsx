import type { Meta, StoryObj } from '@storybook/react-vite';
import { RuntimePlayground } from '../shared/story-runtime.tsx';
import { ExtraNightOptions } from './ExtraNightOptions.tsx';
import { extraNightProps } from './story-props.ts';

const meta = {
  title: 'Checkout/ExtraNightOptions',
  component: ExtraNightOptions,
  args: extraNightProps(),
} satisfies Meta<typeof ExtraNightOptions>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No extra night; three nights not available (no return flight that day). */
export const NoExtraNight: Story = {};

/** Two extra nights chosen. */
export const TwoNights: Story = { args: extraNightProps('nights-2') };

/** With a stand-in runtime: choose how many nights. */
export const Interactive: Story = {
  render: () => (
    <RuntimePlayground
      initial={extraNightProps()}
      answer={(_props, action) => ({ props: extraNightProps(`nights-${String(action.input.nights)}`) })}
      render={(props) => <ExtraNightOptions {...props} />}
    />
  ),
};

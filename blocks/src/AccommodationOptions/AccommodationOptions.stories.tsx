import type { Meta, StoryObj } from '@storybook/react-vite';
import { RuntimePlayground } from '../shared/story-runtime.tsx';
import { AccommodationOptions } from './AccommodationOptions.tsx';
import { accommodationProps } from './story-props.ts';

const meta = {
  title: 'Checkout/AccommodationOptions',
  component: AccommodationOptions,
  args: accommodationProps(),
} satisfies Meta<typeof AccommodationOptions>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The included double room chosen; upgrades at a supplement; the suite not available on these dates. */
export const Included: Story = {};

/** An upgrade chosen: the summary adds its supplement. */
export const Upgrade: Story = { args: accommodationProps('room-ryokan') };

/** With a stand-in runtime: choosing a room marks it (the button is pending meanwhile). */
export const Interactive: Story = {
  render: () => (
    <RuntimePlayground
      initial={accommodationProps()}
      answer={(_props, action) => ({ props: accommodationProps(String(action.input.roomId)) })}
      render={(props) => <AccommodationOptions {...props} />}
    />
  ),
};

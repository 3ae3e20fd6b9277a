import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ActivityOptionsProps } from '@waypoint/schemas';
import { RuntimePlayground } from '../shared/story-runtime.tsx';
import { ActivityOptions } from './ActivityOptions.tsx';
import { activityProps } from './story-props.ts';

const meta = {
  title: 'Checkout/ActivityOptions',
  component: ActivityOptions,
  args: activityProps(),
} satisfies Meta<typeof ActivityOptions>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Several at once: toggle buttons, the day trip added. */
export const OneAdded: Story = {};

/** Nothing added yet. */
export const NoneAdded: Story = { args: activityProps([]) };

const selectedOf = (props: ActivityOptionsProps) => props.options.filter((o) => o.selected).map((o) => o.id);

/** With a stand-in runtime: add and remove activities. */
export const Interactive: Story = {
  render: () => (
    <RuntimePlayground
      initial={activityProps()}
      answer={(props, action) => {
        const id = String(action.input.activityId);
        const selected = selectedOf(props).filter((other) => other !== id);
        return { props: activityProps(action.action === 'addActivity' ? [...selected, id] : selected) };
      }}
      render={(props) => <ActivityOptions {...props} />}
    />
  ),
};

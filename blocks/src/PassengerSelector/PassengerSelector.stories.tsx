import type { Meta, StoryObj } from '@storybook/react-vite';
import { PassengerSelector } from './PassengerSelector.tsx';
import { englishProps, frenchProps } from './story-props.ts';

const meta = {
  title: 'Trip/PassengerSelector',
  component: PassengerSelector,
  args: englishProps({ adults: 2, children: 0, babies: 0 }),
} satisfies Meta<typeof PassengerSelector>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The default two adults; 3 adults cannot be booked, so + goes to 4. */
export const English: Story = {};

/** A family at the category's limits: + is disabled for children and babies. */
export const Family: Story = { args: englishProps({ adults: 2, children: 2, babies: 1 }) };

/** One traveller: the solo note, and − disabled for adults. */
export const Solo: Story = { args: englishProps({ adults: 1, children: 0, babies: 0 }) };

/** The address asked for counts the category does not allow: the server changed them and says why. */
export const WithNotices: Story = {
  args: englishProps(
    { adults: 4, children: 0, babies: 0 },
    {
      notices: [
        'This category takes at most 4 adults, so we changed 6 adults to 4.',
        'Your link was for a category that is no longer on sale; these counts are for Comfort.',
      ],
    },
  ),
};

export const French: Story = { args: frenchProps({ adults: 2, children: 1, babies: 0 }) };

export const PartnerTheme: Story = { ...French, globals: { theme: 'partner viajes (2)' } };

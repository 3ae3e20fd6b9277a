import type { Meta, StoryObj } from '@storybook/react-vite';
import { BaggageAllowance } from './BaggageAllowance.tsx';
import { baggageProps, mixedBaggageProps } from './story-props.ts';

const meta = {
  title: 'Checkout/BaggageAllowance',
  component: BaggageAllowance,
  args: baggageProps(),
} satisfies Meta<typeof BaggageAllowance>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Two pieces each way ('2PC'), bags to add, the hand-luggage note. */
export const TwoPieces: Story = {};

/** One piece by weight out ('20K'), none back: the crossed suitcase and its text. */
export const NoBagOnReturn: Story = { args: mixedBaggageProps() };

/** Nothing to add and no note. */
export const Minimal: Story = { args: baggageProps({ extras: [], note: null }) };

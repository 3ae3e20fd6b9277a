import type { Meta, StoryObj } from '@storybook/react-vite';
import { PassengerSelector } from './PassengerSelector.tsx';

const meta = { title: 'Trip/PassengerSelector', component: PassengerSelector } satisfies Meta<
  typeof PassengerSelector
>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Stub: Story = { args: {} as never };

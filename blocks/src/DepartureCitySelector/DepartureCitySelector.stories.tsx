import type { Meta, StoryObj } from '@storybook/react-vite';
import { DepartureCitySelector } from './DepartureCitySelector.tsx';

const meta = { title: 'Trip/DepartureCitySelector', component: DepartureCitySelector } satisfies Meta<
  typeof DepartureCitySelector
>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Stub: Story = { args: {} as never };

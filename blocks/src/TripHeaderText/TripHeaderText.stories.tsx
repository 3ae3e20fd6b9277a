import type { Meta, StoryObj } from '@storybook/react-vite';
import { TripHeaderText } from './TripHeaderText.tsx';

const meta = { title: 'Trip/TripHeaderText', component: TripHeaderText } satisfies Meta<
  typeof TripHeaderText
>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Stub: Story = { args: {} as never };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { TripOverview } from './TripOverview.tsx';

const meta = { title: 'Trip/TripOverview', component: TripOverview } satisfies Meta<typeof TripOverview>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Stub: Story = { args: {} as never };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { TripItinerary } from './TripItinerary.tsx';

const meta = { title: 'Trip/TripItinerary', component: TripItinerary } satisfies Meta<typeof TripItinerary>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Stub: Story = { args: {} as never };

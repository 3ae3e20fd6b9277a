import type { Meta, StoryObj } from '@storybook/react-vite';
import { RelatedTrips } from './RelatedTrips.tsx';

const meta = { title: 'Trip/RelatedTrips', component: RelatedTrips } satisfies Meta<typeof RelatedTrips>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Stub: Story = { args: {} as never };

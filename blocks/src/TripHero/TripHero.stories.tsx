import type { Meta, StoryObj } from '@storybook/react-vite';
import { TripHero } from './TripHero.tsx';

const meta = { title: 'Trip/TripHero', component: TripHero } satisfies Meta<typeof TripHero>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Stub: Story = { args: {} as never };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { DepartureCalendar } from './DepartureCalendar.tsx';

const meta = { title: 'Trip/DepartureCalendar', component: DepartureCalendar } satisfies Meta<
  typeof DepartureCalendar
>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Stub: Story = { args: {} as never };

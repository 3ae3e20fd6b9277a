import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategorySelector } from './CategorySelector.tsx';

const meta = { title: 'Trip/CategorySelector', component: CategorySelector } satisfies Meta<
  typeof CategorySelector
>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Stub: Story = { args: {} as never };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { OfferConditions } from './OfferConditions.tsx';

const meta = { title: 'Trip/OfferConditions', component: OfferConditions } satisfies Meta<
  typeof OfferConditions
>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Stub: Story = { args: {} as never };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReviewWidget } from './ReviewWidget.tsx';

const meta = {
  title: 'Home/ReviewWidget',
  component: ReviewWidget,
  args: { title: 'What our travelers say', stars: [4, 5], tag: 'Approved_for_web_us', language: 'en' },
} satisfies Meta<typeof ReviewWidget>;
export default meta;

type Story = StoryObj<typeof meta>;

/** US: the frame the review service's script fills (4 and 5 star reviews approved for the US site). */
export const English: Story = {};

/** ES market: Spanish title, tag and review language. */
export const Spanish: Story = {
  args: { title: 'Lo que dicen nuestros viajeros', tag: 'Approved_for_web_es', language: 'es' },
};

/** A partner theme tints the frame. */
export const PartnerTheme: Story = { ...Spanish, globals: { theme: 'partner viajes (2)' } };

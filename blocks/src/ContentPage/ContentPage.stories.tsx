import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentPage } from './ContentPage.tsx';
import { ABOUT_ES, TERMS } from './fixtures.ts';

const meta = {
  title: 'Content/ContentPage',
  component: ContentPage,
  args: TERMS,
} satisfies Meta<typeof ContentPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A legal page: date, link to the 2022 version, table of contents, sections with anchors. */
export const Terms: Story = {};

/** A help or company page: no table of contents, no date. */
export const AboutSpanish: Story = { args: ABOUT_ES };

export const PartnerTheme: Story = { globals: { theme: 'partner viajes (2)' } };

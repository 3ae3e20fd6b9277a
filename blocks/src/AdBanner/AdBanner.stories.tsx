import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdBanner } from './AdBanner.tsx';

const meta = {
  title: 'Home/AdBanner',
  component: AdBanner,
  args: {
    slot: 'add-banner-home',
    size: { width: 728, height: 90 },
    adUnits: ['/21700000/waypoint-us-home'],
    label: 'Advertisement',
  },
} satisfies Meta<typeof AdBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

/** US: one fixed ad unit. */
export const UnitedStates: Story = {};

/** UK and CA: two units, one picked 50/50 in the browser (see data-ad-unit on the slot). */
export const TwoUnits: Story = {
  args: {
    slot: 'add-banner-home1',
    adUnits: ['/21700000/waypoint-uk-home-a', '/21700000/waypoint-uk-home-b'],
  },
};

/** CA in French: the translated label. */
export const FrenchCanada: Story = {
  args: {
    adUnits: ['/21700000/waypoint-ca-home-a', '/21700000/waypoint-ca-home-b'],
    label: 'Publicité',
  },
};

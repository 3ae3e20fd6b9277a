import type { Meta, StoryObj } from '@storybook/react-vite';
import { placeholderImage } from '../fixtures.ts';
import { SearchSection } from './SearchSection.tsx';

const US_SUGGESTIONS = [
  ['africa', 'Africa'],
  ['asia', 'Asia'],
  ['europe', 'Europe'],
  ['north-america', 'North America'],
  ['south-america', 'South America'],
  ['oceania', 'Oceania'],
  ['africa/morocco', 'Morocco'],
  ['africa/kenya', 'Kenya'],
  ['europe/france', 'France'],
  ['south-america/argentina', 'Argentina'],
  ['oceania/new-zealand', 'New Zealand'],
  ['north-america/cuba', 'Cuba'],
  ['south-america/peru', 'Peru'],
  ['north-america/guatemala', 'Guatemala'],
  ['north-america/canada', 'Canada'],
  ['africa/tanzania', 'Tanzania'],
  ['asia/southeast-asia', 'Southeast Asia'],
  ['asia/middle-east', 'Middle East'],
].map(([path, label]) => ({ href: `/us/${path}`, label: label ?? '' }));

const hero = placeholderImage('Hero', 200, 1600, 600);

const meta = {
  title: 'Home/SearchSection',
  component: SearchSection,
  args: {
    placement: 'section',
    size: 'large',
    minBreakpoint: 'mobile',
    title: 'Explore extraordinary vacations',
    placeholder: 'Where would you like to go?',
    buttonLabel: 'Search',
    action: '/us/search-results/search-results',
    suggestions: US_SUGGESTIONS,
  },
} satisfies Meta<typeof SearchSection>;
export default meta;

type Story = StoryObj<typeof meta>;

/** B2C-only, not immersive: its own section with a title. */
export const Section: Story = {};

/** Inside the hero: overlaps the hero's bottom edge (the image stands in for the hero). */
export const InHero: Story = {
  args: { placement: 'hero', title: null },
  decorators: [
    (Story) => (
      <>
        <img
          src={hero.src}
          alt=""
          width={1600}
          height={600}
          style={{ width: '100%', height: 360, objectFit: 'cover' }}
        />
        <Story />
        <div style={{ height: 160 }} />
      </>
    ),
  ],
};

export const InHeroMedium: Story = { ...InHero, args: { ...InHero.args, size: 'medium' } };

/** ES partner in the hero, with its theme. */
export const PartnerSpanish: Story = {
  ...InHero,
  globals: { theme: 'partner viajes (2)' },
  args: {
    placement: 'hero',
    title: null,
    placeholder: '¿Adónde quieres viajar?',
    buttonLabel: 'Buscar',
    action: '/es/search-results/search-results',
    suggestions: [
      { href: '/es/africa', label: 'África' },
      { href: '/es/asia', label: 'Asia' },
      { href: '/es/europa', label: 'Europa' },
      { href: '/es/norteamerica', label: 'Norteamérica' },
      { href: '/es/sudamerica', label: 'Sudamérica' },
      { href: '/es/oceania', label: 'Oceanía' },
      { href: '/es/africa/marruecos', label: 'Marruecos' },
      { href: '/es/sudamerica/peru', label: 'Perú' },
    ],
  },
};

/** minBreakpoint 'laptop': hidden on narrower screens (compare at 375 px). */
export const FromLaptopOnly: Story = { args: { minBreakpoint: 'laptop' } };

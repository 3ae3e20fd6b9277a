import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from './Header.tsx';
import { portrait, wordmark } from './story-images.ts';

/** Opens the navigation panel (or, on laptop and up, the deals panel). */
async function openMenu({ canvasElement }: { canvasElement: HTMLElement }) {
  canvasElement.querySelector<HTMLButtonElement>('.header__menu-button')?.click();
}

const meta = {
  title: 'Layout/Header',
  component: Header,
  decorators: [
    (Story) => (
      <>
        <Story />
        <main id="main-content" style={{ minHeight: '480px', background: 'var(--color-surface)' }} />
      </>
    ),
  ],
  args: {
    logo: { ...wordmark('Waypoint', '#0b5563', 'Waypoint home page'), href: '/us' },
    partnerLogo: null,
    phone: { display: '+1 (800) 555-0142', href: 'tel:+18005550142' },
    email: null,
    deals: [
      {
        href: '/us/africa/kenya/12-safari-and-wildlife-nairobi-naivasha-and-mombasa',
        label: 'Safari and wildlife: Nairobi, Naivasha and Mombasa',
      },
      {
        href: '/us/oceania/fiji/207-romantic-getaway-to-denarau-nadi-and-suva',
        label: 'Romantic getaway to Denarau, Nadi and Suva',
      },
      {
        href: '/us/europe/spain/122-discover-madrid-valencia-granada-and-seville',
        label: 'Discover Madrid, Valencia, Granada and Seville',
      },
      { href: '/us/europe/france/131-a-few-days-in-lyon', label: 'A few days in Lyon' },
    ],
    menu: [
      { href: '/us/destinations', label: 'Destinations' },
      { href: '/us/deals', label: 'Deals' },
      { href: 'https://advisors.waypoint.test/us', label: 'Travel advisors' },
      { href: '/us/help', label: 'Help' },
    ],
    languages: [
      { locale: 'en-US', label: 'English', href: '?locale=en-US', origin: null, current: true },
      { locale: 'es-US', label: 'Español', href: '?locale=es-US', origin: null, current: false },
    ],
    search: null,
    phoneIconOnly: false,
    disclaimer: null,
    advisor: null,
    sticky: true,
    heights: { mobile: 60, tabletUp: 70 },
    labels: { call: 'Call us', menu: 'Menu', language: 'Language', skipToContent: 'Skip to main content' },
  },
} satisfies Meta<typeof Header>;
export default meta;

type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const MenuOpen: Story = { play: openMenu };

/** headerWithSearch v2 (storefront.md §9): the search in the header, inline from laptop up. */
export const WithSearch: Story = {
  args: {
    search: {
      action: '/us/search-results/search-results',
      label: 'Search trips',
      placeholder: 'Where to?',
      buttonLabel: 'Search',
    },
  },
};

/** Below laptop the header search is first in the navigation panel. */
export const WithSearchMenuOpen: Story = { ...WithSearch, play: openMenu };

/** ABPhoneHeader v2 (storefront.md §9): only the phone icon. */
export const PhoneIconOnly: Story = { args: { phoneIconOnly: true } };

/** CA in French with the multilanguage test (storefront.md §6 "Language disclaimer"). */
export const CanadaFrenchDisclaimer: Story = {
  args: {
    logo: { ...wordmark('Waypoint', '#0b5563', "Page d'accueil de Waypoint"), href: '/ca' },
    languages: [
      { locale: 'en-CA', label: 'English', href: '?locale=en-CA', origin: null, current: false },
      { locale: 'fr-CA', label: 'Français', href: '?locale=fr-CA', origin: null, current: true },
    ],
    disclaimer: 'Certains contenus de ce site ne sont disponibles qu’en anglais.',
    labels: { call: 'Appelez-nous', menu: 'Menu', language: 'Langue', skipToContent: 'Aller au contenu' },
  },
};

/** ES market: one language (no selector), Spanish copy and no deals menu. */
export const Spanish: Story = {
  args: {
    logo: { ...wordmark('Waypoint', '#0b5563', 'Página de inicio de Waypoint'), href: '/es' },
    phone: { display: '+34 910 555 012', href: 'tel:+34910555012' },
    deals: [],
    menu: [
      { href: '/es/destinos', label: 'Destinos' },
      { href: '/es/ofertas', label: 'Ofertas' },
      { href: 'https://advisors.waypoint.test/es', label: 'Agentes de viajes' },
      { href: '/es/ayuda', label: 'Ayuda' },
    ],
    languages: [{ locale: 'es-ES', label: 'Español', href: '?locale=es-ES', origin: null, current: true }],
    labels: {
      call: 'Llámanos',
      menu: 'Menú',
      language: 'Idioma',
      skipToContent: 'Ir al contenido principal',
    },
  },
};

/** A partner with its own theme: a red header, so the header text turns light. */
export const PartnerTheme: Story = {
  globals: { theme: 'partner viajes (2)' },
  args: {
    ...Spanish.args,
    logo: { ...wordmark('Viajes Horizonte', '#ffffff', 'Página de inicio de Viajes Horizonte'), href: '/es' },
    phone: { display: '+34 910 555 200', href: 'tel:+34910555200' },
    languages: [
      { locale: 'es-ES', label: 'Español', href: '?locale=es-ES', origin: null, current: true },
      { locale: 'en-GB', label: 'English', href: '?locale=en-GB', origin: null, current: false },
    ],
  },
};

export const PartnerThemeMenuOpen: Story = { ...PartnerTheme, play: openMenu };

/** A reseller visit: the reseller's logo beside the brand. */
export const ResellerLogo: Story = {
  globals: { theme: 'reseller last_minute' },
  args: { partnerLogo: wordmark('LastMinute', '#6a1b9a', 'Our partner') },
};

/** Private-label advisor site: 98 px header with the advisor, their phone and e-mail. */
export const PrivateLabelAdvisor: Story = {
  args: {
    logo: { ...wordmark('Blue Compass', '#1f4e79', 'Your travel agency'), href: '/us' },
    phone: { display: '+1 (617) 555-0163', href: 'tel:+16175550163' },
    email: 'maya.thompson@bluecompass.test',
    deals: [],
    advisor: {
      name: 'Maya Thompson',
      email: 'maya.thompson@bluecompass.test',
      photo: portrait('MT', 205),
    },
    heights: { mobile: 98, tabletUp: 98 },
  },
};

export const PrivateLabelWithoutPhoto: Story = {
  args: {
    ...PrivateLabelAdvisor.args,
    advisor: { name: 'Maya Thompson', email: 'maya.thompson@bluecompass.test', photo: null },
  },
};

export const PrivateLabelMenuOpen: Story = { ...PrivateLabelAdvisor, play: openMenu };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { wordmark } from '../Header/story-images.ts';
import { Footer } from './Footer.tsx';

const MARKETS = [
  ['au', 'en-AU', 'Australia', 'English'],
  ['ca', 'en-CA', 'Canada', 'English'],
  ['ca', 'fr-CA', 'Canada', 'Français'],
  ['co', 'es-CO', 'Colombia', 'Español'],
  ['de', 'de-DE', 'Germany', 'Deutsch'],
  ['es', 'es-ES', 'Spain', 'Español'],
  ['fr', 'fr-FR', 'France', 'Français'],
  ['mx', 'es-MX', 'Mexico', 'Español'],
  ['uk', 'en-GB', 'United Kingdom', 'English'],
  ['us', 'en-US', 'United States', 'English'],
  ['us', 'es-US', 'United States', 'Español'],
] as const;

/** Opens the markets selection (a modal once hydrated, as in Storybook). */
async function openMarkets({ canvasElement }: { canvasElement: HTMLElement }) {
  canvasElement.querySelector<HTMLElement>('.footer__markets-button')?.click();
}

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: {
    logo: wordmark('Waypoint', '#0b5563', 'Waypoint home page'),
    phone: { display: '+1 (800) 555-0142', href: 'tel:+18005550142' },
    email: 'help.us@waypoint.test',
    schedule: 'Monday to Friday, 9:00–20:00; weekends, 10:00–18:00',
    address: '120 Harbor Street, Suite 400, Boston, MA 02110',
    columns: [
      {
        title: 'Company',
        links: [
          { href: '/us/about-us', label: 'About us' },
          { href: '/us/contact', label: 'Contact' },
          { href: '/us/help', label: 'Help' },
        ],
      },
      {
        title: 'Legal',
        links: [
          { href: '/us/terms-and-conditions', label: 'Terms and conditions' },
          { href: '/us/privacy-policy', label: 'Privacy policy' },
          { href: '/us/cookies-policy', label: 'Cookie policy' },
          { href: '/us/promotional-terms', label: 'Promotional terms' },
        ],
      },
      {
        title: 'Destinations',
        links: [
          { href: '/us/africa', label: 'Africa' },
          { href: '/us/asia', label: 'Asia' },
          { href: '/us/europe', label: 'Europe' },
          { href: '/us/north-america', label: 'North America' },
          { href: '/us/south-america', label: 'South America' },
          { href: '/us/oceania', label: 'Oceania' },
        ],
      },
    ],
    legal: [
      { href: '/us/terms-and-conditions', label: 'Terms and conditions' },
      { href: '/us/promotional-terms', label: 'Promotional terms' },
      { href: '/en/us/privacy-policy', label: 'Privacy policy' },
      { href: '/us/cookies-policy', label: 'Cookie policy' },
    ],
    markets: MARKETS.map(([market, locale, country, language]) => ({
      market,
      locale,
      country,
      language,
      href: market === 'us' || market === 'ca' ? `/${market}?locale=${locale}` : `/${market}`,
      current: locale === 'en-US',
    })),
    marketLabels: {
      button: 'Country and language: United States, English',
      title: 'Choose your country and language',
      close: 'Close',
    },
    copyright: '© 2026 Waypoint. All rights reserved.',
  },
} satisfies Meta<typeof Footer>;
export default meta;

type Story = StoryObj<typeof meta>;

export const English: Story = {};

/** ES market on a partner site with its own theme. */
export const PartnerSpanish: Story = {
  globals: { theme: 'partner viajes (2)' },
  args: {
    logo: wordmark('Viajes Horizonte', '#c0392b', 'Página de inicio de Viajes Horizonte'),
    phone: { display: '+34 910 555 200', href: 'tel:+34910555200' },
    email: 'customers@viajeshorizonte.test',
    schedule: 'De lunes a viernes, de 9:00 a 20:00; fines de semana, de 10:00 a 18:00',
    address: 'Gran Vía 28, 28013 Madrid',
    columns: [
      {
        title: 'Empresa',
        links: [
          { href: '/es/acerca-de', label: 'Quiénes somos' },
          { href: '/es/contacto', label: 'Contacto' },
          { href: '/es/ayuda', label: 'Ayuda' },
        ],
      },
      {
        title: 'Destinos',
        links: [
          { href: '/es/africa', label: 'África' },
          { href: '/es/asia', label: 'Asia' },
          { href: '/es/europa', label: 'Europa' },
        ],
      },
    ],
    legal: [
      { href: '/es/terminos-y-condiciones', label: 'Términos y condiciones' },
      { href: '/es/terminos-promociones', label: 'Condiciones de las promociones' },
      { href: '/es/es/politica-de-privacidad', label: 'Política de privacidad' },
      { href: '/es/politica-de-cookies', label: 'Política de cookies' },
    ],
    markets: [
      {
        market: 'de',
        locale: 'de-DE',
        country: 'Alemania',
        language: 'Deutsch',
        href: '/de',
        current: false,
      },
      { market: 'es', locale: 'es-ES', country: 'España', language: 'Español', href: '/es', current: true },
      {
        market: 'us',
        locale: 'en-US',
        country: 'Estados Unidos',
        language: 'English',
        href: '/us?locale=en-US',
        current: false,
      },
    ],
    marketLabels: {
      button: 'País e idioma: España, Español',
      title: 'Elige tu país e idioma',
      close: 'Cerrar',
    },
    copyright: '© 2026 Viajes Horizonte. Todos los derechos reservados.',
  },
};

/** The affiliate that hides the copyright; no e-mail or address known. */
export const WithoutCopyright: Story = {
  args: { copyright: null, email: null, address: null },
};

/** The markets selection modal, open. */
export const MarketsOpen: Story = { play: openMarkets };

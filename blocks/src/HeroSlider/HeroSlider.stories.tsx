import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchSection } from '../SearchSection/SearchSection.tsx';
import { HeroSlider } from './HeroSlider.tsx';
import { responsiveImage, US_LABELS, US_SLIDES, videoWithMobileImage } from './story-media.ts';

const meta = {
  title: 'Home/HeroSlider',
  component: HeroSlider,
  args: {
    variant: 'carousel',
    autoplayMs: 16000,
    slides: US_SLIDES,
    heights: { mobile: 600, tabletUp: 600 },
    labels: US_LABELS,
  },
} satisfies Meta<typeof HeroSlider>;
export default meta;

type Story = StoryObj<typeof meta>;

/** US home page: three slides, autoplay every 16 s (storefront.md §9 Timing). */
export const Carousel: Story = {};

/** The second slide: a video on tablet and desktop, an image on mobile. */
export const VideoSlide: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelectorAll<HTMLButtonElement>('.hero-slider__bullet')[1]?.click();
  },
};

/** Paused by the visitor (or by prefers-reduced-motion): the control offers to play. */
export const Paused: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('.hero-slider__button')?.click();
  },
};

/** One slide: a static banner without controls or script. */
export const StaticBanner: Story = {
  args: { variant: 'static', slides: US_SLIDES.slice(0, 1) },
};

/** A static banner whose media is a video from tablet up. */
export const StaticVideoBanner: Story = {
  args: {
    variant: 'static',
    slides: [{ ...US_SLIDES[1]!, media: videoWithMobileImage(20, 'Wake up somewhere extraordinary') }],
  },
};

/** Copy over a near-white image: the scrim keeps the white text legible. */
export const BrightImage: Story = {
  args: {
    variant: 'static',
    slides: [{ ...US_SLIDES[0]!, media: responsiveImage(210, 'Up to 40% off this season', true) }],
  },
};

/** ES market: Spanish copy from the composer. */
export const Spanish: Story = {
  args: {
    slides: [
      {
        ...US_SLIDES[0]!,
        titleHtml: 'Hasta un <strong>40 % de descuento</strong> esta temporada',
        subtitleHtml: 'Plazas limitadas',
        detailHtml: 'Viajes seleccionados con vuelos y hoteles incluidos',
        cta: { href: '/es/ofertas-de-temporada', label: 'Ver ofertas' },
      },
      {
        ...US_SLIDES[1]!,
        titleHtml: 'Despierta en un lugar <strong>extraordinario</strong>',
        subtitleHtml: 'Viajes con todo organizado, de principio a fin',
        cta: { href: '/es/viajes-extraordinarios', label: 'Explorar viajes' },
      },
      {
        ...US_SLIDES[2]!,
        titleHtml: 'Grupos pequeños, momentos <strong>grandes</strong>',
        subtitleHtml: 'Guías expertos y hoteles boutique',
        introHtml: 'Nuestra colección premium',
        cta: { href: '/es/coleccion-premium', label: 'Descubrir la colección' },
      },
    ],
    labels: {
      previous: 'Diapositiva anterior',
      next: 'Diapositiva siguiente',
      goToSlide: 'Ir a la diapositiva',
      pause: 'Pausar presentación',
      play: 'Reproducir presentación',
      carousel: 'carrusel',
      slide: 'diapositiva',
    },
  },
};

/** A partner (white-label) site: its accent colours the CTA and the title highlight. */
export const PartnerTheme: Story = {
  ...Spanish,
  globals: { theme: 'partner viajes (2)' },
};

/** DE market: long German words in a balanced title. */
export const German: Story = {
  args: {
    slides: [
      {
        ...US_SLIDES[0]!,
        titleHtml: 'Bis zu <strong>40 % Rabatt</strong> in dieser Saison',
        subtitleHtml: 'Begrenzte Plätze',
        detailHtml: 'Handverlesene Reisen inklusive Flügen und Hotels',
        cta: { href: '/de/saisonangebote', label: 'Angebote ansehen' },
      },
      ...US_SLIDES.slice(1),
    ],
    labels: {
      previous: 'Vorherige Folie',
      next: 'Nächste Folie',
      goToSlide: 'Zu Folie wechseln',
      pause: 'Diashow anhalten',
      play: 'Diashow abspielen',
      carousel: 'Karussell',
      slide: 'Folie',
    },
  },
};

/** The immersive home page: the large search box overlaps the hero's bottom edge; copy and controls clear it. */
export const WithSearchInHero: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <SearchSection
          placement="hero"
          size="large"
          minBreakpoint="mobile"
          title={null}
          placeholder="Where would you like to go?"
          buttonLabel="Search"
          action="/us/search-results/search-results"
          suggestions={[
            { href: '/us/africa', label: 'Africa' },
            { href: '/us/asia', label: 'Asia' },
            { href: '/us/europe', label: 'Europe' },
          ]}
        />
      </>
    ),
  ],
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { landscape } from '../HeroSlider/story-media.ts';
import { BrandStory } from './BrandStory.tsx';

/** A stand-in for the video service's player (stories make no third-party requests). */
const playerStandIn = (caption: string) =>
  `data:text/html,${encodeURIComponent(
    `<body style="margin:0;display:grid;place-items:center;height:100vh;background:#111;color:#eee;font:16px sans-serif">${caption}</body>`,
  )}`;

const openVideo = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  canvasElement.querySelector<HTMLButtonElement>('.brand-story__play')?.click();
};

const meta = {
  title: 'Home/BrandStory',
  component: BrandStory,
  args: {
    title: 'Extraordinary journeys, made simple',
    cards: [
      {
        icon: 'compass',
        title: 'At the forefront',
        text: 'New destinations and hand-picked experiences, years ahead of the crowd.',
      },
      {
        icon: 'support',
        title: 'At your side',
        text: 'A team of travel experts looking after you before, during and after your trip.',
      },
      {
        icon: 'device',
        title: 'At your fingertips',
        text: 'Book, manage and pay for your trip online, whenever it suits you.',
      },
      {
        icon: 'relax',
        title: 'At ease',
        text: 'Flights, hotels, transfers and guided visits, all organised for you.',
      },
    ],
    media: {
      kind: 'video',
      thumbnail: {
        src: landscape(28, 1280, 720),
        width: 1280,
        height: 720,
        alt: 'Travelers watching the sunset on a Waypoint tour',
      },
      embedUrl: playerStandIn('Waypoint commercial (captions: en)'),
      captionsLanguage: 'en',
      playLabel: 'Play video',
      closeLabel: 'Close video',
    },
  },
} satisfies Meta<typeof BrandStory>;
export default meta;

type Story = StoryObj<typeof meta>;

/** US: the commercial plays in a modal. */
export const Video: Story = {};

/** The video modal open: the player is loaded only now. */
export const VideoOpen: Story = { play: openVideo };

/** ES market: Spanish copy, Spanish captions (storefront.md §2 Brand story). */
export const Spanish: Story = {
  args: {
    title: 'Viajes extraordinarios, sin complicaciones',
    cards: [
      {
        icon: 'compass',
        title: 'A la vanguardia',
        text: 'Nuevos destinos y experiencias seleccionadas, siempre un paso por delante.',
      },
      {
        icon: 'support',
        title: 'A tu lado',
        text: 'Un equipo de expertos en viajes que te acompaña antes, durante y después de tu viaje.',
      },
      {
        icon: 'device',
        title: 'A tu alcance',
        text: 'Reserva, gestiona y paga tu viaje online, cuando mejor te venga.',
      },
      {
        icon: 'relax',
        title: 'Con total tranquilidad',
        text: 'Vuelos, hoteles, traslados y visitas guiadas, todo organizado para ti.',
      },
    ],
    media: {
      kind: 'video',
      thumbnail: {
        src: landscape(28, 1280, 720),
        width: 1280,
        height: 720,
        alt: 'Viajeros contemplando la puesta de sol en un circuito de Waypoint',
      },
      embedUrl: playerStandIn('Anuncio de Waypoint (subtítulos: es)'),
      captionsLanguage: 'es',
      playLabel: 'Reproducir vídeo',
      closeLabel: 'Cerrar vídeo',
    },
  },
};

/** A partner site (ES): its theme colours the icons and the play button. */
export const PartnerTheme: Story = { ...Spanish, globals: { theme: 'partner viajes (2)' } };

/** FR market: a static image instead of the video (no modal, no script). */
export const FrenchImage: Story = {
  args: {
    title: 'Des voyages extraordinaires, en toute simplicité',
    cards: [
      {
        icon: 'compass',
        title: "À l'avant-garde",
        text: "De nouvelles destinations et des expériences triées sur le volet, toujours un temps d'avance.",
      },
      {
        icon: 'support',
        title: 'À vos côtés',
        text: "Une équipe d'experts du voyage qui veille sur vous avant, pendant et après votre voyage.",
      },
      {
        icon: 'device',
        title: 'À portée de main',
        text: 'Réservez, gérez et payez votre voyage en ligne, quand cela vous convient.',
      },
      {
        icon: 'relax',
        title: 'En toute sérénité',
        text: 'Vols, hôtels, transferts et visites guidées : tout est organisé pour vous.',
      },
    ],
    media: {
      kind: 'image',
      image: {
        src: landscape(210, 1280, 720),
        width: 1280,
        height: 720,
        alt: 'Un groupe Waypoint explorant une vieille ville colorée',
      },
    },
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { TravelStories } from './TravelStories.tsx';

const english = [
  {
    id: 'review-en-1',
    author: 'Sarah M.',
    rating: 5,
    ratingLabel: 'Rated 5 out of 5',
    title: 'Perfectly organised',
    text: 'Every transfer and hotel was exactly as promised. We could simply enjoy the trip.',
    date: '03/02/2025',
    tripTitle: 'Wild landscapes of Salta and Bariloche',
    tripHref: '/us/south-america/argentina/176-wild-landscapes-of-salta-and-bariloche',
  },
  {
    id: 'review-en-2',
    author: 'James T.',
    rating: 4.5,
    ratingLabel: 'Rated 4.5 out of 5',
    title: 'Our best holiday yet',
    text: 'The itinerary had the right balance between guided visits and free time.',
    date: '02/21/2025',
    tripTitle: 'Discover Antigua Guatemala, Panajachel, Chichicastenango and Flores',
    tripHref:
      '/us/north-america/guatemala/163-discover-antigua-guatemala-panajachel-chichicastenango-and-flores',
  },
  {
    id: 'review-en-3',
    author: 'Priya K.',
    rating: 4,
    ratingLabel: 'Rated 4 out of 5',
    title: 'Safari of a lifetime',
    text: 'Our guide knew exactly where to find the animals. The lodges were beautiful, one flight was delayed.',
    date: '01/30/2025',
    tripTitle: null,
    tripHref: null,
  },
  {
    id: 'review-en-4',
    author: 'Marco R.',
    rating: 5,
    ratingLabel: 'Rated 5 out of 5',
    title: 'Japan in cherry blossom season',
    text: 'Trains, temples and ryokans: all booked for us, with tips for every evening.',
    date: '01/12/2025',
    tripTitle: 'Japan: Tokyo, Kyoto and Osaka',
    tripHref: '/us/asia/japan/88-japan-tokyo-kyoto-and-osaka',
  },
  {
    id: 'review-en-5',
    author: 'Emma L.',
    rating: 5,
    ratingLabel: 'Rated 5 out of 5',
    title: 'Help when we needed it',
    text: 'When a storm closed the ferry, the team rebooked us the same night.',
    date: '12/18/2024',
    tripTitle: 'Island hopping in Fiji',
    tripHref: '/us/oceania/fiji/207-island-hopping-in-fiji',
  },
  {
    id: 'review-en-6',
    author: 'David & Ana',
    rating: 4.5,
    ratingLabel: 'Rated 4.5 out of 5',
    title: 'A honeymoon to remember',
    text: 'Small touches everywhere, from the welcome at the airport to the dinner on the beach.',
    date: '11/02/2024',
    tripTitle: null,
    tripHref: null,
  },
];

const meta = {
  title: 'Home/TravelStories',
  component: TravelStories,
  args: { title: 'Travel stories from our travelers', stories: english },
} satisfies Meta<typeof TravelStories>;
export default meta;

type Story = StoryObj<typeof meta>;

export const English: Story = {};

/** ES market: translated rating text and the day/month date format. */
export const Spanish: Story = {
  args: {
    title: 'Historias de nuestros viajeros',
    stories: [
      {
        id: 'review-es-1',
        author: 'Lucía G.',
        rating: 5,
        ratingLabel: 'Valoración: 5 de 5',
        title: 'Todo perfectamente organizado',
        text: 'Cada traslado y cada hotel fueron tal y como nos prometieron. Solo tuvimos que disfrutar.',
        date: '02/03/2025',
        tripTitle: 'Escapada romántica a Denarau, Nadi y Suva',
        tripHref: '/es/oceania/fiyi/207-escapada-romantica-a-denarau-nadi-y-suva',
      },
      {
        id: 'review-es-2',
        author: 'Javier M.',
        rating: 4.5,
        ratingLabel: 'Valoración: 4,5 de 5',
        title: 'Nuestras mejores vacaciones',
        text: 'El itinerario tenía el equilibrio justo entre visitas guiadas y tiempo libre.',
        date: '21/02/2025',
        tripTitle: 'Aventura por Wellington, Rotorua, Auckland y Queenstown',
        tripHref: '/es/oceania/nueva-zelanda/201-aventura-por-wellington-rotorua-auckland-y-queenstown',
      },
      {
        id: 'review-es-3',
        author: 'Carmen P.',
        rating: 4,
        ratingLabel: 'Valoración: 4 de 5',
        title: 'Un safari inolvidable',
        text: 'El guía sabía dónde encontrar a los animales. Los alojamientos, preciosos.',
        date: '30/01/2025',
        tripTitle: null,
        tripHref: null,
      },
    ],
  },
};

export const PartnerTheme: Story = { ...Spanish, globals: { theme: 'partner viajes (2)' } };

/** TripHero props for the stories and tests: self-contained images (data URIs), English and Spanish copy. */
import type { Image, TripHeroProps } from '@waypoint/schemas';
import { placeholderImage } from '../fixtures.ts';
import { landscape } from '../HeroSlider/story-media.ts';

const hero = (hue: number, width: number, height: number, alt: string): Image => ({
  src: landscape(hue, width, height),
  alt,
  width,
  height,
});

export function heroImages(hue: number, alt: string): TripHeroProps['images'] {
  return {
    mobile: hero(hue, 750, 560, alt),
    tablet: hero(hue, 1024, 576, alt),
    desktop: hero(hue, 1600, 900, alt),
  };
}

export const GALLERY: Image[] = [
  'Shibuya crossing',
  'Senso-ji temple',
  'Mount Fuji from Lake Ashi',
  'Ryokan dinner',
  'Bamboo grove, Arashiyama',
  'Fushimi Inari gates',
  'Deer in Nara park',
  'Dotonbori at night',
].map((label, index) => placeholderImage(label, (index * 41 + 190) % 360, 320, 240));

const URL = 'https://www.waypoint.test/us/asia/japan/412-japan-tokyo-kyoto-and-osaka';

export const ENGLISH: TripHeroProps = {
  title: 'Japan: Tokyo, Kyoto and Osaka in 10 days',
  destination: 'Japan',
  days: 10,
  durationLabel: '10 days',
  images: heroImages(200, 'The vermilion gates of Fushimi Inari, Kyoto'),
  gallery: GALLERY,
  dealOfTheWeek: 'Deal of the week',
  fromPrice: { label: 'From', price: '$3,249.00', oldPrice: '$3,899.00', perPerson: 'per person' },
  share: {
    label: 'Share',
    title: 'Japan: Tokyo, Kyoto and Osaka in 10 days',
    text: 'Have a look at this trip to Japan',
    url: URL,
    links: [
      {
        network: 'facebook',
        label: 'Facebook',
        href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(URL)}`,
      },
      { network: 'x', label: 'X', href: `https://x.com/intent/post?url=${encodeURIComponent(URL)}` },
      { network: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(URL)}` },
      {
        network: 'email',
        label: 'Email',
        href: `mailto:?subject=Japan%20in%2010%20days&body=${encodeURIComponent(URL)}`,
      },
    ],
    copyLabel: 'Copy link',
    copiedLabel: 'Link copied',
  },
  visit: {
    storageKey: 'visitedDestinations',
    campaignId: 412,
    campaignUrl: '/us/asia/japan/412-japan-tokyo-kyoto-and-osaka',
    minMinutesBetween: 30,
    maxTimestamps: 5,
    corruptedDataMessage:
      'Error while retrieving info about recently visited location. Restoring corrupted data.',
  },
};

const ES_URL = 'https://www.waypoint.test/es/asia/japon/412-japon-tokio-kioto-y-osaka';

export const SPANISH: TripHeroProps = {
  ...ENGLISH,
  title: 'Japón: Tokio, Kioto y Osaka en 10 días',
  destination: 'Japón',
  durationLabel: '10 días',
  images: heroImages(200, 'Las puertas bermellón de Fushimi Inari, Kioto'),
  dealOfTheWeek: 'Oferta de la semana',
  fromPrice: { label: 'Desde', price: '2.899,00 €', oldPrice: '3.459,00 €', perPerson: 'por persona' },
  share: {
    label: 'Compartir',
    title: 'Japón: Tokio, Kioto y Osaka en 10 días',
    text: 'Mira este viaje a Japón',
    url: ES_URL,
    links: [
      {
        network: 'facebook',
        label: 'Facebook',
        href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(ES_URL)}`,
      },
      { network: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(ES_URL)}` },
      { network: 'email', label: 'Correo electrónico', href: `mailto:?body=${encodeURIComponent(ES_URL)}` },
    ],
    copyLabel: 'Copiar enlace',
    copiedLabel: 'Enlace copiado',
  },
  visit: { ...ENGLISH.visit, campaignUrl: '/es/asia/japon/412-japon-tokio-kioto-y-osaka' },
};

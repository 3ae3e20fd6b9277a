/** Itinerary days for the stories and tests: a 10-day Japan trip and a 15-day Peru and Bolivia one. */
import type { TripItineraryProps } from '@waypoint/schemas';

type Day = TripItineraryProps['days'][number];

const day = (
  n: number,
  title: string,
  descriptionHtml: string,
  meals: string[],
  accommodation: string | null,
  dayWord = 'Day',
): Day => ({ day: n, label: `${dayWord} ${n}`, title, descriptionHtml, meals, accommodation });

export const JAPAN_DAYS: Day[] = [
  day(
    1,
    'Arrival in Tokyo',
    '<p>Welcome to Japan. Your driver meets you at Haneda or Narita airport and takes you to your hotel in <strong>Shinjuku</strong>. The evening is yours: try the yakitori stalls of Omoide Yokocho.</p>',
    [],
    'Hotel Gracery Shinjuku (4*) or similar',
  ),
  day(
    2,
    'Tokyo: temples and skyscrapers',
    '<p>A full-day guided visit: the Senso-ji temple in Asakusa, the Meiji shrine in its forest and the crossing at Shibuya. Sunset from the Shibuya Sky observation deck.</p>',
    ['Breakfast'],
    'Hotel Gracery Shinjuku (4*) or similar',
  ),
  day(
    3,
    'Day trip to Nikko',
    '<p>Train to Nikko, a UNESCO World Heritage Site, to see the lacquered Toshogu shrine and the Kegon falls.</p>',
    ['Breakfast', 'Lunch'],
    'Hotel Gracery Shinjuku (4*) or similar',
  ),
  day(
    4,
    'Hakone and a night in a ryokan',
    '<p>Cruise on Lake Ashi with views of Mount Fuji on clear days, then check in to a traditional inn with hot-spring baths.</p>',
    ['Breakfast', 'Dinner'],
    'Ryokan Hakone Yuryo or similar',
  ),
  day(
    5,
    'Bullet train to Kyoto',
    '<p>The <em>shinkansen</em> takes you to Kyoto in just over two hours. Afternoon walk through the lanes of Gion.</p>',
    ['Breakfast'],
    'Hotel Granvia Kyoto (4*) or similar',
  ),
  day(
    6,
    'Kyoto: golden pavilion and moss gardens',
    '<p>Kinkaku-ji, the Ryoan-ji rock garden and the thousand vermilion gates of Fushimi Inari.</p>',
    ['Breakfast'],
    'Hotel Granvia Kyoto (4*) or similar',
  ),
  day(
    7,
    'Nara and its deer',
    '<p>Half-day excursion to Nara: the great Buddha of Todai-ji and the tame deer of the park.</p>',
    ['Breakfast'],
    'Hotel Granvia Kyoto (4*) or similar',
  ),
  day(
    8,
    'Osaka street food',
    '<p>Train to Osaka. In the evening, a guided food walk through Dotonbori: takoyaki, okonomiyaki and kushikatsu.</p>',
    ['Breakfast', 'Dinner'],
    'Cross Hotel Osaka (4*) or similar',
  ),
  day(
    9,
    'A free day in Osaka',
    '<p>Shopping in Shinsaibashi or a visit to the castle: your choice.</p>',
    ['Breakfast'],
    'Cross Hotel Osaka (4*) or similar',
  ),
  day(10, 'Flight home', '<p>Transfer to Kansai airport for your flight home.</p>', ['Breakfast'], null),
];

export const SPANISH_DAYS: Day[] = [
  day(
    1,
    'Llegada a Tokio',
    '<p>Bienvenidos a Japón. Traslado al hotel en <strong>Shinjuku</strong> y tarde libre.</p>',
    [],
    'Hotel Gracery Shinjuku (4*) o similar',
    'Día',
  ),
  day(
    2,
    'Tokio: templos y rascacielos',
    '<p>Visita guiada de día completo: Asakusa, el santuario Meiji y el cruce de Shibuya.</p>',
    ['Desayuno'],
    'Hotel Gracery Shinjuku (4*) o similar',
    'Día',
  ),
  day(
    3,
    'Tren bala a Kioto',
    '<p>El <em>shinkansen</em> os lleva a Kioto en poco más de dos horas.</p>',
    ['Desayuno', 'Cena'],
    'Hotel Granvia Kyoto (4*) o similar',
    'Día',
  ),
  day(4, 'Regreso', '<p>Traslado al aeropuerto de Kansai.</p>', ['Desayuno'], null, 'Día'),
];

const PERU_PLACES = [
  'Arrival in Lima',
  'Lima: the colonial centre and Barranco',
  'Flight to Cusco',
  'The Sacred Valley',
  'Ollantaytambo and the train to Aguas Calientes',
  'Machu Picchu at sunrise',
  'Back to Cusco',
  'Cusco: San Pedro market and Sacsayhuamán',
  'Rainbow Mountain',
  'By road to Puno',
  'Lake Titicaca: the Uros floating islands',
  'Across the border to La Paz',
  'Flight to Uyuni',
  'The Uyuni salt flats',
  'Flight home',
];

/** A long itinerary: 15 days, two meals most days. */
export const PERU_DAYS: Day[] = PERU_PLACES.map((title, index) =>
  day(
    index + 1,
    title,
    `<p>${title}: guided visits with your local expert, free time to explore and transfers in a private vehicle.</p>`,
    index === 0 ? [] : index % 3 === 0 ? ['Breakfast', 'Lunch', 'Dinner'] : ['Breakfast', 'Dinner'],
    index === PERU_PLACES.length - 1 ? null : 'Boutique hotel (4*) or similar',
  ),
);

import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of trip-itinerary.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    trip: {
      itinerary: {
        title: 'Itinerary',
        day: 'Day {{day}}',
        meals: 'Meals',
        accommodation: 'Accommodation',
      },
    },
  },
  'es-ES': {
    trip: {
      itinerary: {
        title: 'Itinerario',
        day: 'Día {{day}}',
        meals: 'Comidas',
        accommodation: 'Alojamiento',
      },
    },
  },
  'fr-FR': {
    trip: {
      itinerary: {
        title: 'Itinéraire',
        day: 'Jour {{day}}',
        meals: 'Repas',
        accommodation: 'Hébergement',
      },
    },
  },
  'de-DE': {
    trip: {
      itinerary: {
        title: 'Reiseverlauf',
        day: 'Tag {{day}}',
        meals: 'Mahlzeiten',
        accommodation: 'Unterkunft',
      },
    },
  },
});

import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of travel-stories.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    travelStories: {
      title: 'Travel stories from our travellers',
      rating: 'Rated {{rating}} out of 5',
    },
  },
  'es-ES': {
    travelStories: {
      title: 'Historias de nuestros viajeros',
      rating: 'Valoración: {{rating}} de 5',
    },
  },
  'fr-FR': {
    travelStories: {
      title: 'Récits de nos voyageurs',
      rating: 'Noté {{rating}} sur 5',
    },
  },
  'de-DE': {
    travelStories: {
      title: 'Reiseberichte unserer Gäste',
      rating: 'Bewertet mit {{rating}} von 5',
    },
  },
  'en-US': {
    travelStories: {
      title: 'Travel stories from our travelers',
    },
  },
});

import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of hero-slider.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    heroSlider: {
      previous: 'Previous slide',
      next: 'Next slide',
      goToSlide: 'Go to slide',
      pause: 'Pause slideshow',
      play: 'Play slideshow',
      carousel: 'carousel',
      slide: 'slide',
    },
  },
  'es-ES': {
    heroSlider: {
      previous: 'Diapositiva anterior',
      next: 'Diapositiva siguiente',
      goToSlide: 'Ir a la diapositiva',
      pause: 'Pausar la presentación',
      play: 'Reproducir la presentación',
      carousel: 'carrusel',
      slide: 'diapositiva',
    },
  },
  'fr-FR': {
    heroSlider: {
      previous: 'Diapositive précédente',
      next: 'Diapositive suivante',
      goToSlide: 'Aller à la diapositive',
      pause: 'Mettre le diaporama en pause',
      play: 'Lancer le diaporama',
      carousel: 'carrousel',
      slide: 'diapositive',
    },
  },
  'de-DE': {
    heroSlider: {
      previous: 'Vorherige Folie',
      next: 'Nächste Folie',
      goToSlide: 'Zu Folie wechseln',
      pause: 'Diashow pausieren',
      play: 'Diashow abspielen',
      carousel: 'Karussell',
      slide: 'Folie',
    },
  },
});

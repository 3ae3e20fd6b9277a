import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of trip-hero.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    trip: {
      perPerson: 'per person',
      dealOfTheWeek: 'Deal of the week',
      share: {
        label: 'Share',
        text: 'Have a look at this trip: {{title}}',
        facebook: 'Share on Facebook',
        x: 'Share on X',
        whatsapp: 'Share on WhatsApp',
        email: 'Share by e-mail',
        copy: 'Copy link',
        copied: 'Link copied',
      },
    },
  },
  'es-ES': {
    trip: {
      perPerson: 'por persona',
      dealOfTheWeek: 'Oferta de la semana',
      share: {
        label: 'Compartir',
        text: 'Mira este viaje: {{title}}',
        facebook: 'Compartir en Facebook',
        x: 'Compartir en X',
        whatsapp: 'Compartir por WhatsApp',
        email: 'Compartir por correo',
        copy: 'Copiar enlace',
        copied: 'Enlace copiado',
      },
    },
  },
  'fr-FR': {
    trip: {
      perPerson: 'par personne',
      dealOfTheWeek: 'Offre de la semaine',
      share: {
        label: 'Partager',
        text: 'Découvrez ce voyage : {{title}}',
        facebook: 'Partager sur Facebook',
        x: 'Partager sur X',
        whatsapp: 'Partager sur WhatsApp',
        email: 'Partager par e-mail',
        copy: 'Copier le lien',
        copied: 'Lien copié',
      },
    },
  },
  'de-DE': {
    trip: {
      perPerson: 'pro Person',
      dealOfTheWeek: 'Angebot der Woche',
      share: {
        label: 'Teilen',
        text: 'Sieh dir diese Reise an: {{title}}',
        facebook: 'Auf Facebook teilen',
        x: 'Auf X teilen',
        whatsapp: 'Über WhatsApp teilen',
        email: 'Per E-Mail teilen',
        copy: 'Link kopieren',
        copied: 'Link kopiert',
      },
    },
  },
});

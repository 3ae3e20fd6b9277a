import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of brand-story.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    brandStory: {
      title: 'Extraordinary journeys, made simple',
      play: 'Play video',
      close: 'Close video',
      thumbnailAlt: 'Travellers watching the sunset on a Waypoint tour',
      imageAlt: 'A Waypoint group exploring a colourful old town',
      cards: {
        forefront: {
          title: 'At the forefront',
          text: 'New destinations and hand-picked experiences, years ahead of the crowd.',
        },
        side: {
          title: 'At your side',
          text: 'A team of travel experts looking after you before, during and after your trip.',
        },
        fingertips: {
          title: 'At your fingertips',
          text: 'Book, manage and pay for your trip online, whenever it suits you.',
        },
        ease: {
          title: 'At ease',
          text: 'Flights, hotels, transfers and guided visits, all organised for you.',
        },
      },
    },
  },
  'es-ES': {
    brandStory: {
      title: 'Viajes extraordinarios, sin complicaciones',
      play: 'Reproducir vídeo',
      close: 'Cerrar vídeo',
      thumbnailAlt: 'Viajeros contemplando la puesta de sol en un circuito de Waypoint',
      imageAlt: 'Un grupo de Waypoint recorriendo un colorido casco antiguo',
      cards: {
        forefront: {
          title: 'A la vanguardia',
          text: 'Nuevos destinos y experiencias seleccionadas, siempre un paso por delante.',
        },
        side: {
          title: 'A tu lado',
          text: 'Un equipo de expertos en viajes que te acompaña antes, durante y después de tu viaje.',
        },
        fingertips: {
          title: 'A tu alcance',
          text: 'Reserva, gestiona y paga tu viaje online, cuando mejor te venga.',
        },
        ease: {
          title: 'Con total tranquilidad',
          text: 'Vuelos, hoteles, traslados y visitas guiadas, todo organizado para ti.',
        },
      },
    },
  },
  'fr-FR': {
    brandStory: {
      title: 'Des voyages extraordinaires, en toute simplicité',
      play: 'Lire la vidéo',
      close: 'Fermer la vidéo',
      thumbnailAlt: "Des voyageurs admirant le coucher du soleil lors d'un circuit Waypoint",
      imageAlt: 'Un groupe Waypoint explorant une vieille ville colorée',
      cards: {
        forefront: {
          title: "À l'avant-garde",
          text: "De nouvelles destinations et des expériences triées sur le volet, toujours un temps d'avance.",
        },
        side: {
          title: 'À vos côtés',
          text: "Une équipe d'experts du voyage qui veille sur vous avant, pendant et après votre voyage.",
        },
        fingertips: {
          title: 'À portée de main',
          text: 'Réservez, gérez et payez votre voyage en ligne, quand cela vous convient.',
        },
        ease: {
          title: 'En toute sérénité',
          text: 'Vols, hôtels, transferts et visites guidées : tout est organisé pour vous.',
        },
      },
    },
  },
  'de-DE': {
    brandStory: {
      title: 'Außergewöhnliche Reisen, ganz einfach',
      play: 'Video abspielen',
      close: 'Video schließen',
      thumbnailAlt: 'Reisende beobachten den Sonnenuntergang auf einer Waypoint-Rundreise',
      imageAlt: 'Eine Waypoint-Gruppe erkundet eine farbenfrohe Altstadt',
      cards: {
        forefront: {
          title: 'Immer einen Schritt voraus',
          text: 'Neue Reiseziele und handverlesene Erlebnisse, bevor alle anderen sie entdecken.',
        },
        side: {
          title: 'An Ihrer Seite',
          text: 'Ein Team von Reiseexperten betreut Sie vor, während und nach Ihrer Reise.',
        },
        fingertips: {
          title: 'Alles in Ihrer Hand',
          text: 'Buchen, verwalten und bezahlen Sie Ihre Reise online, wann es Ihnen passt.',
        },
        ease: {
          title: 'Ganz entspannt',
          text: 'Flüge, Hotels, Transfers und Führungen: Wir organisieren alles für Sie.',
        },
      },
    },
  },
  'en-US': {
    brandStory: {
      thumbnailAlt: 'Travelers watching the sunset on a Waypoint tour',
      imageAlt: 'A Waypoint group exploring a colorful old town',
    },
  },
  'en-CA': {
    brandStory: {
      imageAlt: 'A Waypoint group exploring a colourful old town',
    },
  },
  'es-MX': {
    brandStory: {
      play: 'Reproducir video',
      close: 'Cerrar video',
      thumbnailAlt: 'Viajeros contemplando el atardecer en un tour de Waypoint',
    },
  },
  'es-US': {
    brandStory: {
      play: 'Reproducir video',
      close: 'Cerrar video',
    },
  },
  'es-CO': {
    brandStory: {
      play: 'Reproducir video',
      close: 'Cerrar video',
    },
  },
});

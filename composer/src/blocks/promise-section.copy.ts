import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of promise-section.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    promise: {
      title: 'Why travel with us',
      bestPrice: {
        title: 'Best price guarantee',
        text: 'Found the same trip for less? We will match the price.',
        link: 'How it works',
      },
      experts: {
        title: 'Designed by experts',
        text: 'Every itinerary is crafted by specialists who know the destination first-hand.',
      },
      support: {
        title: 'With you all the way',
        text: 'Our travel experts are a phone call away, before and during your trip.',
        link: 'Call {{phone}}',
      },
      payment: {
        title: 'Pay your way',
        text: 'Secure checkout, with flexible plans to spread the cost of your holiday.',
      },
    },
  },
  'es-ES': {
    promise: {
      title: 'Por qué viajar con nosotros',
      bestPrice: {
        title: 'Garantía de mejor precio',
        text: '¿Has encontrado el mismo viaje más barato? Igualamos el precio.',
        link: 'Cómo funciona',
      },
      experts: {
        title: 'Diseñado por expertos',
        text: 'Cada itinerario lo crean especialistas que conocen el destino de primera mano.',
      },
      support: {
        title: 'Contigo en todo momento',
        text: 'Nuestros expertos en viajes están a una llamada de distancia, antes y durante tu viaje.',
        link: 'Llama al {{phone}}',
      },
      payment: {
        title: 'Paga como prefieras',
        text: 'Pago seguro, con planes flexibles para repartir el coste de tus vacaciones.',
      },
    },
  },
  'fr-FR': {
    promise: {
      title: 'Pourquoi voyager avec nous',
      bestPrice: {
        title: 'Garantie du meilleur prix',
        text: 'Vous avez trouvé le même voyage moins cher ? Nous nous alignons sur le prix.',
        link: 'Comment ça marche',
      },
      experts: {
        title: 'Conçu par des experts',
        text: 'Chaque itinéraire est élaboré par des spécialistes qui connaissent la destination sur le bout des doigts.',
      },
      support: {
        title: 'À vos côtés du début à la fin',
        text: 'Nos conseillers voyage sont joignables par téléphone, avant et pendant votre séjour.',
        link: 'Appelez le {{phone}}',
      },
      payment: {
        title: 'Payez comme vous voulez',
        text: 'Paiement sécurisé, avec des formules flexibles pour étaler le coût de vos vacances.',
      },
    },
  },
  'de-DE': {
    promise: {
      title: 'Warum mit uns reisen',
      bestPrice: {
        title: 'Bestpreisgarantie',
        text: 'Dieselbe Reise günstiger gefunden? Wir passen den Preis an.',
        link: "So funktioniert's",
      },
      experts: {
        title: 'Von Experten geplant',
        text: 'Jede Route wird von Spezialisten gestaltet, die das Reiseziel aus eigener Erfahrung kennen.',
      },
      support: {
        title: 'Immer an Ihrer Seite',
        text: 'Unsere Reiseexperten sind vor und während Ihrer Reise telefonisch für Sie da.',
        link: 'Rufen Sie {{phone}} an',
      },
      payment: {
        title: 'Bezahlen, wie Sie möchten',
        text: 'Sichere Zahlung, mit flexiblen Raten für Ihren Urlaub.',
      },
    },
  },
  'en-US': {
    promise: {
      bestPrice: {
        text: "Found the same trip for less? We'll match the price.",
      },
      payment: {
        text: 'Secure checkout, with flexible plans to spread the cost of your vacation.',
      },
    },
  },
  'en-CA': {
    promise: {
      payment: {
        text: 'Secure checkout, with flexible plans to spread the cost of your vacation.',
      },
    },
  },
  'en-AU': {
    promise: {
      support: {
        text: 'Our travel experts are only a phone call away, before and during your trip.',
      },
    },
  },
  'es-MX': {
    promise: {
      payment: {
        text: 'Pago seguro, con planes flexibles para repartir el costo de tus vacaciones.',
      },
    },
  },
  'es-US': {
    promise: {
      payment: {
        text: 'Pago seguro, con planes flexibles para repartir el costo de tus vacaciones.',
      },
    },
  },
  'es-CO': {
    promise: {
      payment: {
        text: 'Pago seguro, con planes flexibles para repartir el costo de tus vacaciones.',
      },
    },
  },
  'fr-CA': {
    promise: {
      support: {
        link: 'Composez le {{phone}}',
      },
    },
  },
});

import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of travel-protection-banner.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    travelProtection: {
      title: 'Our Travel Protection takes care of you',
      text: 'All our trips are protected with our Standard coverage, the ideal level of protection for most travelers. Our Flex and Flex+ plans are available for travelers that require extra peace of mind.',
      cta: 'Learn more',
      modalTitle: 'Travel Protection plans',
      close: 'Close',
      plans: {
        standard: {
          name: 'Standard',
          description: 'Included with every trip: medical assistance abroad, repatriation and baggage cover.',
        },
        flex: {
          name: 'Flex',
          description: 'Everything in Standard, plus cancellation cover for unforeseen personal reasons.',
        },
        flexPlus: {
          name: 'Flex+',
          description:
            'Our most complete cover: cancel for any reason and get higher medical and baggage limits.',
        },
      },
    },
  },
  'es-ES': {
    travelProtection: {
      title: 'Nuestra Protección de Viaje cuida de ti',
      text: 'Todos nuestros viajes están protegidos con nuestra cobertura Standard, el nivel de protección ideal para la mayoría de los viajeros. Nuestros planes Flex y Flex+ están disponibles para los viajeros que buscan una tranquilidad adicional.',
      cta: 'Más información',
      modalTitle: 'Planes de Protección de Viaje',
      close: 'Cerrar',
      plans: {
        standard: {
          name: 'Standard',
          description:
            'Incluido en todos los viajes: asistencia médica en el extranjero, repatriación y cobertura de equipaje.',
        },
        flex: {
          name: 'Flex',
          description:
            'Todo lo de Standard, más cobertura de cancelación por motivos personales imprevistos.',
        },
        flexPlus: {
          name: 'Flex+',
          description:
            'Nuestra cobertura más completa: cancela por cualquier motivo y disfruta de límites médicos y de equipaje más altos.',
        },
      },
    },
  },
  'fr-FR': {
    travelProtection: {
      title: 'Notre Protection Voyage prend soin de vous',
      text: "Tous nos voyages sont protégés par notre couverture Standard, le niveau de protection idéal pour la plupart des voyageurs. Nos formules Flex et Flex+ sont proposées aux voyageurs qui souhaitent une tranquillité d'esprit supplémentaire.",
      cta: 'En savoir plus',
      modalTitle: 'Formules de Protection Voyage',
      close: 'Fermer',
      plans: {
        standard: {
          name: 'Standard',
          description:
            "Incluse dans chaque voyage : assistance médicale à l'étranger, rapatriement et couverture des bagages.",
        },
        flex: {
          name: 'Flex',
          description:
            'Tout ce que comprend Standard, plus une garantie annulation pour des raisons personnelles imprévues.',
        },
        flexPlus: {
          name: 'Flex+',
          description:
            "Notre couverture la plus complète : annulez pour n'importe quel motif et profitez de plafonds médicaux et bagages plus élevés.",
        },
      },
    },
  },
  'de-DE': {
    travelProtection: {
      title: 'Unser Reiseschutz kümmert sich um Sie',
      text: 'Alle unsere Reisen sind mit unserem Standard-Schutz abgesichert, dem idealen Schutzniveau für die meisten Reisenden. Für Reisende, die zusätzliche Sicherheit wünschen, gibt es unsere Tarife Flex und Flex+.',
      cta: 'Mehr erfahren',
      modalTitle: 'Reiseschutz-Tarife',
      close: 'Schließen',
      plans: {
        standard: {
          name: 'Standard',
          description:
            'Bei jeder Reise inklusive: medizinische Hilfe im Ausland, Rücktransport und Gepäckschutz.',
        },
        flex: {
          name: 'Flex',
          description:
            'Alle Leistungen von Standard, dazu Rücktrittsschutz bei unvorhergesehenen persönlichen Gründen.',
        },
        flexPlus: {
          name: 'Flex+',
          description:
            'Unser umfassendster Schutz: Stornierung aus jedem Grund und höhere Grenzen für Arztkosten und Gepäck.',
        },
      },
    },
  },
});

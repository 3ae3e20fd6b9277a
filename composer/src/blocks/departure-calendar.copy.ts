import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of departure-calendar.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    calendar: {
      title: 'Choose your departure date',
      grid: 'Departure dates',
      months: 'Months',
      previousMonth: 'Previous month',
      nextMonth: 'Next month',
      perPerson: 'per person',
      noDepartures: 'No departures this month for your choice: try another month.',
      kind: {
        private: 'private group',
        solo: 'solo departure',
        related: 'available in {{category}}',
        relatedSolo: 'price for two travellers',
      },
      legend: {
        best: 'Best price of the month',
        secondBest: 'Second-best price',
        private: 'Private group',
        solo: 'Solo departure',
        related: 'Another category departs',
        relatedSolo: 'Departs with two travellers',
      },
      summary: {
        title: 'Your trip',
        departure: 'Departure',
        return: 'Return',
        travellers_one: '{{count}} traveller',
        travellers_other: '{{count}} travellers',
        total: 'Total',
        from: '{{category}}, from {{city}}',
        landOnly: '{{category}}, land only',
      },
      notice: {
        failed: "We couldn't load the prices just now. Please try again in a moment.",
        dateUnavailable: "{{date}} isn't available for your choice: please pick another day.",
      },
    },
  },
  'es-ES': {
    calendar: {
      title: 'Elige tu fecha de salida',
      grid: 'Fechas de salida',
      months: 'Meses',
      previousMonth: 'Mes anterior',
      nextMonth: 'Mes siguiente',
      perPerson: 'por persona',
      noDepartures: 'No hay salidas este mes para tu elección: prueba otro mes.',
      kind: {
        private: 'grupo privado',
        solo: 'salida para viajeros solos',
        related: 'disponible en {{category}}',
        relatedSolo: 'precio para dos viajeros',
      },
      legend: {
        best: 'Mejor precio del mes',
        secondBest: 'Segundo mejor precio',
        private: 'Grupo privado',
        solo: 'Salida para viajeros solos',
        related: 'Sale otra categoría',
        relatedSolo: 'Sale con dos viajeros',
      },
      summary: {
        title: 'Tu viaje',
        departure: 'Salida',
        return: 'Regreso',
        travellers_one: '{{count}} viajero',
        travellers_other: '{{count}} viajeros',
        total: 'Total',
        from: '{{category}}, desde {{city}}',
        landOnly: '{{category}}, solo terrestre',
      },
      notice: {
        failed: 'No hemos podido cargar los precios ahora mismo. Vuelve a intentarlo en un momento.',
        dateUnavailable: 'El {{date}} no está disponible para tu elección: elige otro día.',
      },
    },
  },
  'fr-FR': {
    calendar: {
      title: 'Choisissez votre date de départ',
      grid: 'Dates de départ',
      months: 'Mois',
      previousMonth: 'Mois précédent',
      nextMonth: 'Mois suivant',
      perPerson: 'par personne',
      noDepartures: 'Aucun départ ce mois-ci pour votre choix : essayez un autre mois.',
      kind: {
        private: 'groupe privé',
        solo: 'départ pour voyageurs seuls',
        related: 'disponible en {{category}}',
        relatedSolo: 'prix pour deux voyageurs',
      },
      legend: {
        best: 'Meilleur prix du mois',
        secondBest: 'Deuxième meilleur prix',
        private: 'Groupe privé',
        solo: 'Départ pour voyageurs seuls',
        related: 'Une autre catégorie part',
        relatedSolo: 'Part avec deux voyageurs',
      },
      summary: {
        title: 'Votre voyage',
        departure: 'Départ',
        return: 'Retour',
        travellers_one: '{{count}} voyageur',
        travellers_other: '{{count}} voyageurs',
        total: 'Total',
        from: '{{category}}, au départ de {{city}}',
        landOnly: '{{category}}, sans vols',
      },
      notice: {
        failed: 'Nous n’avons pas pu charger les prix pour le moment. Réessayez dans un instant.',
        dateUnavailable: 'Le {{date}} n’est pas disponible pour votre choix : choisissez un autre jour.',
      },
    },
  },
  'de-DE': {
    calendar: {
      title: 'Wählen Sie Ihr Abreisedatum',
      grid: 'Abreisetermine',
      months: 'Monate',
      previousMonth: 'Vorheriger Monat',
      nextMonth: 'Nächster Monat',
      perPerson: 'pro Person',
      noDepartures: 'Keine Termine in diesem Monat für Ihre Auswahl: Versuchen Sie einen anderen Monat.',
      kind: {
        private: 'private Gruppe',
        solo: 'Termin für Alleinreisende',
        related: 'verfügbar in {{category}}',
        relatedSolo: 'Preis für zwei Reisende',
      },
      legend: {
        best: 'Bester Preis des Monats',
        secondBest: 'Zweitbester Preis',
        private: 'Private Gruppe',
        solo: 'Termin für Alleinreisende',
        related: 'Eine andere Kategorie reist',
        relatedSolo: 'Reist zu zweit',
      },
      summary: {
        title: 'Ihre Reise',
        departure: 'Abreise',
        return: 'Rückkehr',
        travellers_one: '{{count}} Reisender',
        travellers_other: '{{count}} Reisende',
        total: 'Gesamt',
        from: '{{category}}, ab {{city}}',
        landOnly: '{{category}}, ohne Flug',
      },
      notice: {
        failed: 'Die Preise konnten gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
        dateUnavailable:
          'Der {{date}} ist für Ihre Auswahl nicht verfügbar: Bitte wählen Sie einen anderen Tag.',
      },
    },
  },
  'en-US': {
    calendar: {
      kind: {
        relatedSolo: 'price for two travelers',
      },
      legend: {
        relatedSolo: 'Departs with two travelers',
      },
      summary: {
        travellers_one: '{{count}} traveler',
        travellers_other: '{{count}} travelers',
      },
    },
  },
});

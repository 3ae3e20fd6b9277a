import type { PaymentCopy } from './payment-types.ts';

export const paymentFr: PaymentCopy = {
  methods: {
    card: 'Carte de crédit ou de débit',
    secureCard: 'Carte, paiement sécurisé',
    ach: 'Virement bancaire (ACH)',
    bnpl: 'Payer plus tard en 4 fois',
  },
  fees: { secureCard: 'Frais de traitement de la carte', bnpl: 'Frais de paiement différé' },
  confirmation: {
    title: 'Votre voyage est réservé !',
    subtitle: 'Référence de réservation {locator}',
    description: 'Préparez-vous pour {trip}. Nous avons envoyé le détail de votre réservation à {email}.',
  },
  voucher: {
    title: 'Bon de voyage',
    subtitle: '{trip}',
    description: 'Référence {locator}, départ le {date}. Présentez ce bon à votre arrivée.',
  },
  budget: {
    trip: '{trip}',
    extraNights: 'Nuits supplémentaires ({nights})',
    insurance: 'Protection voyage : {name}',
    handlingFee: 'Frais de dossier',
    discount: 'Réduction ({code})',
    mailSubject: 'Votre devis : {trip}',
    mailText:
      'Voici votre devis pour {trip} : {total} au total, valable jusqu’au {date}.\n\nConsultez-le et réservez ici : {link}',
  },
  ticket: {
    outbound: 'Vol aller {from} – {to}',
    return: 'Vol retour {from} – {to}',
    flightDetail: '{carrier} {flights}, départ à {time}',
    hotelDetail: '{nights} nuits, {room}',
    transfer: 'Transferts à {city}',
    transferDetail: 'De l’aéroport à l’hôtel à l’arrivée, de l’hôtel à l’aéroport au départ',
    activityDetail: 'Pour {travellers} voyageurs',
  },
};

import type { PaymentCopy } from './payment-types.ts';

export const paymentDe: PaymentCopy = {
  methods: {
    card: 'Kredit- oder Debitkarte',
    secureCard: 'Karte, sichere Zahlung',
    ach: 'Banküberweisung (ACH)',
    bnpl: 'Später zahlen in 4 Raten',
  },
  fees: { secureCard: 'Gebühr für Kartenzahlung', bnpl: 'Gebühr für Ratenzahlung' },
  confirmation: {
    title: 'Deine Reise ist gebucht!',
    subtitle: 'Buchungsnummer {locator}',
    description: 'Mach dich bereit für {trip}. Wir haben dir die Buchungsdetails an {email} geschickt.',
  },
  voucher: {
    title: 'Reisegutschein',
    subtitle: '{trip}',
    description: 'Buchungsnummer {locator}, Abreise am {date}. Zeige diesen Gutschein bei der Ankunft vor.',
  },
  budget: {
    trip: '{trip}',
    extraNights: 'Zusätzliche Nächte ({nights})',
    insurance: 'Reiseschutz: {name}',
    handlingFee: 'Bearbeitungsgebühr',
    discount: 'Rabatt ({code})',
    mailSubject: 'Dein Angebot: {trip}',
    mailText:
      'Hier ist dein Angebot für {trip}: insgesamt {total}, gültig bis {date}.\n\nAnsehen und buchen: {link}',
  },
  ticket: {
    outbound: 'Hinflug {from} – {to}',
    return: 'Rückflug {from} – {to}',
    flightDetail: '{carrier} {flights}, Abflug {time}',
    hotelDetail: '{nights} Nächte, {room}',
    transfer: 'Transfers in {city}',
    transferDetail: 'Vom Flughafen zum Hotel bei der Ankunft, vom Hotel zum Flughafen bei der Abreise',
    activityDetail: 'Für {travellers} Reisende',
  },
};

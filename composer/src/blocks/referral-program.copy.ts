import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of referral-program.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    campaign: {
      referral: {
        intro:
          'Share your love of travel: your friends save on their first trip and you save on your next adventure.',
        invitedTitle: 'A friend has invited you',
        invitedText:
          "Your friend's invitation gives you {{discountAmount}} off your first trip. It is applied when you book.",
        stepsTitle: 'How it works',
        step1Title: 'Invite your friends',
        step1Text: 'Send them your invitation by e-mail or share your link.',
        step2Title: 'They book their first trip',
        step2Text: 'Your friends get {{discountAmount}} off when they book.',
        step3Title: 'You save too',
        step3Text: 'Once they travel, {{discountAmount}} goes to your Wallet for your next trip.',
        shareSubject: 'A discount for your next trip',
        shareBody: 'I travel with Waypoint and you get {{discountAmount}} off your first trip: {{url}}',
        unavailable: 'The refer-a-friend programme is not available on this site.',
        home: 'Back to the home page',
      },
    },
  },
  'es-ES': {
    campaign: {
      referral: {
        intro:
          'Comparte tu pasión por viajar: tus amigos ahorran en su primer viaje y tú en tu próxima aventura.',
        invitedTitle: 'Un amigo te ha invitado',
        invitedText:
          'La invitación de tu amigo te da {{discountAmount}} de descuento en tu primer viaje. Se aplica al reservar.',
        stepsTitle: 'Cómo funciona',
        step1Title: 'Invita a tus amigos',
        step1Text: 'Envíales tu invitación por correo o comparte tu enlace.',
        step2Title: 'Reservan su primer viaje',
        step2Text: 'Tus amigos obtienen {{discountAmount}} de descuento al reservar.',
        step3Title: 'Tú también ahorras',
        step3Text: 'Cuando viajen, recibirás {{discountAmount}} en tu Wallet para tu próximo viaje.',
        shareSubject: 'Un descuento para tu próximo viaje',
        shareBody:
          'Viajo con Waypoint y tú tienes {{discountAmount}} de descuento en tu primer viaje: {{url}}',
        unavailable: 'El programa de invitar a un amigo no está disponible en este sitio.',
        home: 'Volver a la página de inicio',
      },
    },
  },
  'fr-FR': {
    campaign: {
      referral: {
        intro:
          'Partagez votre passion du voyage : vos amis économisent sur leur premier voyage et vous sur votre prochaine aventure.',
        invitedTitle: 'Un ami vous a invité',
        invitedText:
          "L'invitation de votre ami vous offre {{discountAmount}} de réduction sur votre premier voyage. Elle s'applique à la réservation.",
        stepsTitle: 'Comment ça marche',
        step1Title: 'Invitez vos amis',
        step1Text: 'Envoyez-leur votre invitation par e-mail ou partagez votre lien.',
        step2Title: 'Ils réservent leur premier voyage',
        step2Text: 'Vos amis obtiennent {{discountAmount}} de réduction à la réservation.',
        step3Title: 'Vous économisez aussi',
        step3Text:
          'Une fois leur voyage fait, {{discountAmount}} arrive sur votre Wallet pour votre prochain voyage.',
        shareSubject: 'Une réduction pour votre prochain voyage',
        shareBody:
          'Je voyage avec Waypoint et vous avez {{discountAmount}} de réduction sur votre premier voyage : {{url}}',
        unavailable: "Le programme de parrainage n'est pas disponible sur ce site.",
        home: "Retour à l'accueil",
      },
    },
  },
  'de-DE': {
    campaign: {
      referral: {
        intro:
          'Teilen Sie Ihre Reiselust: Ihre Freunde sparen bei ihrer ersten Reise und Sie bei Ihrem nächsten Abenteuer.',
        invitedTitle: 'Ein Freund hat Sie eingeladen',
        invitedText:
          'Mit der Einladung Ihres Freundes erhalten Sie {{discountAmount}} Rabatt auf Ihre erste Reise. Er wird bei der Buchung abgezogen.',
        stepsTitle: 'So funktioniert es',
        step1Title: 'Laden Sie Ihre Freunde ein',
        step1Text: 'Senden Sie ihnen Ihre Einladung per E-Mail oder teilen Sie Ihren Link.',
        step2Title: 'Sie buchen ihre erste Reise',
        step2Text: 'Ihre Freunde erhalten bei der Buchung {{discountAmount}} Rabatt.',
        step3Title: 'Auch Sie sparen',
        step3Text:
          'Sobald sie gereist sind, erhalten Sie {{discountAmount}} in Ihrem Wallet für Ihre nächste Reise.',
        shareSubject: 'Ein Rabatt für Ihre nächste Reise',
        shareBody:
          'Ich reise mit Waypoint, und Sie erhalten {{discountAmount}} Rabatt auf Ihre erste Reise: {{url}}',
        unavailable: 'Das Programm „Freunde werben“ ist auf dieser Website nicht verfügbar.',
        home: 'Zurück zur Startseite',
      },
    },
  },
});

import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of lead-form.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    campaign: {
      raffle: {
        formTitle: 'Enter the raffle',
        formIntro: 'Leave your name and e-mail for a chance to win a trip for two. One entry per person.',
        name: 'Name',
        email: 'E-mail',
        consent: "I agree to receive Waypoint's offers by e-mail and accept the privacy policy.",
        privacy: 'Privacy policy',
        submit: 'Enter the raffle',
        sentTitle: "Thank you, you're in!",
        sentText: "We'll e-mail you if you win. Good luck!",
        failed: "Sorry, we couldn't send your entry. Please try again in a moment.",
        notSent:
          "Your entry wasn't sent. Please check your name, e-mail address and consent, then try again.",
      },
    },
  },
  'es-ES': {
    campaign: {
      raffle: {
        formTitle: 'Participa en el sorteo',
        formIntro:
          'Déjanos tu nombre y tu correo para optar a un viaje para dos. Una participación por persona.',
        name: 'Nombre',
        email: 'Correo electrónico',
        consent: 'Acepto recibir ofertas de Waypoint por correo y la política de privacidad.',
        privacy: 'Política de privacidad',
        submit: 'Participar en el sorteo',
        sentTitle: '¡Gracias, ya participas!',
        sentText: 'Te escribiremos si ganas. ¡Mucha suerte!',
        failed: 'Lo sentimos, no hemos podido enviar tu participación. Inténtalo de nuevo en un momento.',
        notSent:
          'Tu participación no se ha enviado. Revisa tu nombre, tu correo electrónico y el consentimiento, e inténtalo de nuevo.',
      },
    },
  },
  'fr-FR': {
    campaign: {
      raffle: {
        formTitle: 'Participer au tirage au sort',
        formIntro:
          'Laissez votre nom et votre e-mail pour tenter de gagner un voyage pour deux. Une participation par personne.',
        name: 'Nom',
        email: 'E-mail',
        consent:
          "J'accepte de recevoir les offres de Waypoint par e-mail et la politique de confidentialité.",
        privacy: 'Politique de confidentialité',
        submit: 'Participer',
        sentTitle: 'Merci, votre participation est enregistrée !',
        sentText: 'Nous vous écrirons si vous gagnez. Bonne chance !',
        failed: "Désolés, votre participation n'a pas pu être envoyée. Réessayez dans un instant.",
        notSent:
          "Votre participation n'a pas été envoyée. Vérifiez votre nom, votre adresse e-mail et votre consentement, puis réessayez.",
      },
    },
  },
  'de-DE': {
    campaign: {
      raffle: {
        formTitle: 'Am Gewinnspiel teilnehmen',
        formIntro:
          'Hinterlassen Sie Ihren Namen und Ihre E-Mail-Adresse und gewinnen Sie mit etwas Glück eine Reise für zwei. Eine Teilnahme pro Person.',
        name: 'Name',
        email: 'E-Mail',
        consent:
          'Ich möchte Angebote von Waypoint per E-Mail erhalten und akzeptiere die Datenschutzrichtlinie.',
        privacy: 'Datenschutzrichtlinie',
        submit: 'Teilnehmen',
        sentTitle: 'Danke, Sie sind dabei!',
        sentText: 'Wir schreiben Ihnen, wenn Sie gewinnen. Viel Glück!',
        failed: 'Leider konnten wir Ihre Teilnahme nicht senden. Bitte versuchen Sie es gleich noch einmal.',
        notSent:
          'Ihre Teilnahme wurde nicht gesendet. Bitte prüfen Sie Ihren Namen, Ihre E-Mail-Adresse und Ihre Einwilligung und versuchen Sie es erneut.',
      },
    },
  },
});

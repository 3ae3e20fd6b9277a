import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of budget-actions.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    budget: {
      actions: {
        title: 'Save this trip as a quote',
        download: 'Download the quote (PDF)',
        send: 'Email me this quote',
        modalTitle: 'Send the quote by e-mail',
        email: 'E-mail address',
        submit: 'Send the quote',
        cancel: 'Cancel',
      },
    },
  },
  'es-ES': {
    budget: {
      actions: {
        title: 'Guarda este viaje como presupuesto',
        download: 'Descargar el presupuesto (PDF)',
        send: 'Envíame este presupuesto por correo',
        modalTitle: 'Enviar el presupuesto por correo electrónico',
        email: 'Correo electrónico',
        submit: 'Enviar el presupuesto',
        cancel: 'Cancelar',
      },
    },
  },
  'fr-FR': {
    budget: {
      actions: {
        title: 'Enregistrez ce voyage sous forme de devis',
        download: 'Télécharger le devis (PDF)',
        send: 'Recevoir ce devis par e-mail',
        modalTitle: 'Envoyer le devis par e-mail',
        email: 'Adresse e-mail',
        submit: 'Envoyer le devis',
        cancel: 'Annuler',
      },
    },
  },
  'de-DE': {
    budget: {
      actions: {
        title: 'Diese Reise als Angebot speichern',
        download: 'Angebot herunterladen (PDF)',
        send: 'Angebot per E-Mail zusenden',
        modalTitle: 'Angebot per E-Mail senden',
        email: 'E-Mail-Adresse',
        submit: 'Angebot senden',
        cancel: 'Abbrechen',
      },
    },
  },
});

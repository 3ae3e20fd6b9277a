import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of budget-document.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    budget: {
      qrAlt: 'QR code that opens this quote',
      pdf: 'Download the PDF',
      book: 'Book this trip',
    },
  },
  'es-ES': {
    budget: {
      qrAlt: 'Código QR que abre este presupuesto',
      pdf: 'Descargar el PDF',
      book: 'Reservar este viaje',
    },
  },
  'fr-FR': {
    budget: {
      qrAlt: 'Code QR qui ouvre ce devis',
      pdf: 'Télécharger le PDF',
      book: 'Réserver ce voyage',
    },
  },
  'de-DE': {
    budget: {
      qrAlt: 'QR-Code, der dieses Angebot öffnet',
      pdf: 'PDF herunterladen',
      book: 'Diese Reise buchen',
    },
  },
});

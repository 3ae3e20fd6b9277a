import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of passenger-form.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    checkout: {
      passengers: {
        title: 'Who is travelling?',
        intro: "Enter each traveller's details exactly as they appear on their passport.",
        adult: 'Adult {{n}}',
        child: 'Child {{n}}',
        baby: 'Baby {{n}}',
        ageFrom: '{{min}} years and over at departure',
        ageBand: '{{min}} to {{max}} years at departure',
        save: 'Save and continue',
        guest: 'No account needed: you can book as a guest.',
        fields: {
          firstName: 'First name',
          lastName: 'Last name',
          birthDate: 'Date of birth',
          documentNumber: 'Passport number (optional)',
          email: 'E-mail',
          phone: 'Phone',
        },
      },
    },
  },
  'es-ES': {
    checkout: {
      passengers: {
        title: '¿Quién viaja?',
        intro: 'Introduce los datos de cada viajero tal y como aparecen en su pasaporte.',
        adult: 'Adulto {{n}}',
        child: 'Niño {{n}}',
        baby: 'Bebé {{n}}',
        ageFrom: '{{min}} años o más en la fecha de salida',
        ageBand: 'De {{min}} a {{max}} años en la fecha de salida',
        save: 'Guardar y continuar',
        guest: 'No necesitas cuenta: puedes reservar como invitado.',
        fields: {
          firstName: 'Nombre',
          lastName: 'Apellidos',
          birthDate: 'Fecha de nacimiento',
          documentNumber: 'Número de pasaporte (opcional)',
          email: 'Correo electrónico',
          phone: 'Teléfono',
        },
      },
    },
  },
  'fr-FR': {
    checkout: {
      passengers: {
        title: 'Qui voyage ?',
        intro:
          'Saisissez les informations de chaque voyageur exactement comme elles figurent sur son passeport.',
        adult: 'Adulte {{n}}',
        child: 'Enfant {{n}}',
        baby: 'Bébé {{n}}',
        ageFrom: '{{min}} ans et plus au départ',
        ageBand: 'De {{min}} à {{max}} ans au départ',
        save: 'Enregistrer et continuer',
        guest: 'Pas besoin de compte : vous pouvez réserver en tant qu’invité.',
        fields: {
          firstName: 'Prénom',
          lastName: 'Nom',
          birthDate: 'Date de naissance',
          documentNumber: 'Numéro de passeport (facultatif)',
          email: 'E-mail',
          phone: 'Téléphone',
        },
      },
    },
  },
  'de-DE': {
    checkout: {
      passengers: {
        title: 'Wer reist mit?',
        intro: 'Geben Sie die Daten aller Reisenden genau so ein, wie sie im Reisepass stehen.',
        adult: 'Erwachsener {{n}}',
        child: 'Kind {{n}}',
        baby: 'Baby {{n}}',
        ageFrom: 'Ab {{min}} Jahren bei Abreise',
        ageBand: '{{min}} bis {{max}} Jahre bei Abreise',
        save: 'Speichern und weiter',
        guest: 'Kein Konto nötig: Sie können als Gast buchen.',
        fields: {
          firstName: 'Vorname',
          lastName: 'Nachname',
          birthDate: 'Geburtsdatum',
          documentNumber: 'Reisepassnummer (optional)',
          email: 'E-Mail',
          phone: 'Telefon',
        },
      },
    },
  },
  'en-US': {
    checkout: {
      passengers: {
        title: 'Who is traveling?',
        intro: "Enter each traveler's details exactly as they appear on their passport.",
      },
    },
  },
});

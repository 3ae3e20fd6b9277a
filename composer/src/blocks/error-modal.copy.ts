import { defineCopy } from '../i18n/define-copy.ts';

/** The copy of error-modal.ts: the keys only this block uses, merged into the 'common' namespace. */
export const copy = defineCopy({
  'en-GB': {
    errorModal: {
      close: 'Close',
    },
    errors: {
      generic: {
        title: 'Something went wrong',
        message: 'We could not complete your request. Please try again in a few minutes.',
      },
      ERR_SALES_AUTH: {
        title: 'Please sign in',
        message: 'The sales site is for signed-in staff only, so we have brought you to our public site.',
      },
      ERROR_LOG_USER: {
        title: 'We could not sign you in',
        message: 'Please check your e-mail address and password and try again.',
      },
      ERROR_LOGIN_FACEBOOK_USER: {
        title: 'We could not sign you in',
        message: 'Signing in with Facebook did not work. Please try again or use your e-mail address.',
      },
      ERROR_LOGIN_GOOGLE_USER: {
        title: 'We could not sign you in',
        message: 'Signing in with Google did not work. Please try again or use your e-mail address.',
      },
      ERROR_REGISTER_USER: {
        title: 'We could not create your account',
        message: 'Please check your details and try again. If you already have an account, sign in instead.',
      },
      ERROR_RECOVER_PASSWORD_DATA: {
        title: 'We could not reset your password',
        message: 'The link may have expired. Please request a new one.',
      },
    },
  },
  'es-ES': {
    errorModal: {
      close: 'Cerrar',
    },
    errors: {
      generic: {
        title: 'Algo ha salido mal',
        message: 'No hemos podido completar tu solicitud. Vuelve a intentarlo en unos minutos.',
      },
      ERR_SALES_AUTH: {
        title: 'Inicia sesión',
        message:
          'El sitio de ventas es solo para personal con sesión iniciada, así que te hemos llevado a nuestro sitio público.',
      },
      ERROR_LOG_USER: {
        title: 'No hemos podido iniciar tu sesión',
        message: 'Comprueba tu correo electrónico y tu contraseña e inténtalo de nuevo.',
      },
      ERROR_LOGIN_FACEBOOK_USER: {
        title: 'No hemos podido iniciar tu sesión',
        message:
          'El inicio de sesión con Facebook no ha funcionado. Inténtalo de nuevo o usa tu correo electrónico.',
      },
      ERROR_LOGIN_GOOGLE_USER: {
        title: 'No hemos podido iniciar tu sesión',
        message:
          'El inicio de sesión con Google no ha funcionado. Inténtalo de nuevo o usa tu correo electrónico.',
      },
      ERROR_REGISTER_USER: {
        title: 'No hemos podido crear tu cuenta',
        message: 'Revisa tus datos e inténtalo de nuevo. Si ya tienes una cuenta, inicia sesión.',
      },
      ERROR_RECOVER_PASSWORD_DATA: {
        title: 'No hemos podido restablecer tu contraseña',
        message: 'Es posible que el enlace haya caducado. Solicita uno nuevo.',
      },
    },
  },
  'fr-FR': {
    errorModal: {
      close: 'Fermer',
    },
    errors: {
      generic: {
        title: "Une erreur s'est produite",
        message: "Nous n'avons pas pu traiter votre demande. Veuillez réessayer dans quelques minutes.",
      },
      ERR_SALES_AUTH: {
        title: 'Veuillez vous connecter',
        message:
          'Le site de vente est réservé au personnel connecté : nous vous avons redirigé vers notre site public.',
      },
      ERROR_LOG_USER: {
        title: 'Connexion impossible',
        message: 'Vérifiez votre adresse e-mail et votre mot de passe, puis réessayez.',
      },
      ERROR_LOGIN_FACEBOOK_USER: {
        title: 'Connexion impossible',
        message: 'La connexion avec Facebook a échoué. Réessayez ou utilisez votre adresse e-mail.',
      },
      ERROR_LOGIN_GOOGLE_USER: {
        title: 'Connexion impossible',
        message: 'La connexion avec Google a échoué. Réessayez ou utilisez votre adresse e-mail.',
      },
      ERROR_REGISTER_USER: {
        title: "Nous n'avons pas pu créer votre compte",
        message: 'Vérifiez vos informations et réessayez. Si vous avez déjà un compte, connectez-vous.',
      },
      ERROR_RECOVER_PASSWORD_DATA: {
        title: "Nous n'avons pas pu réinitialiser votre mot de passe",
        message: 'Le lien a peut-être expiré. Veuillez en demander un nouveau.',
      },
    },
  },
  'de-DE': {
    errorModal: {
      close: 'Schließen',
    },
    errors: {
      generic: {
        title: 'Etwas ist schiefgelaufen',
        message:
          'Ihre Anfrage konnte nicht abgeschlossen werden. Bitte versuchen Sie es in ein paar Minuten erneut.',
      },
      ERR_SALES_AUTH: {
        title: 'Bitte melden Sie sich an',
        message:
          'Die Vertriebsseite ist nur für angemeldete Mitarbeitende zugänglich. Wir haben Sie daher auf unsere öffentliche Website weitergeleitet.',
      },
      ERROR_LOG_USER: {
        title: 'Anmeldung fehlgeschlagen',
        message: 'Bitte überprüfen Sie Ihre E-Mail-Adresse und Ihr Passwort und versuchen Sie es erneut.',
      },
      ERROR_LOGIN_FACEBOOK_USER: {
        title: 'Anmeldung fehlgeschlagen',
        message:
          'Die Anmeldung mit Facebook hat nicht funktioniert. Versuchen Sie es erneut oder nutzen Sie Ihre E-Mail-Adresse.',
      },
      ERROR_LOGIN_GOOGLE_USER: {
        title: 'Anmeldung fehlgeschlagen',
        message:
          'Die Anmeldung mit Google hat nicht funktioniert. Versuchen Sie es erneut oder nutzen Sie Ihre E-Mail-Adresse.',
      },
      ERROR_REGISTER_USER: {
        title: 'Ihr Konto konnte nicht erstellt werden',
        message:
          'Bitte überprüfen Sie Ihre Angaben und versuchen Sie es erneut. Wenn Sie bereits ein Konto haben, melden Sie sich an.',
      },
      ERROR_RECOVER_PASSWORD_DATA: {
        title: 'Ihr Passwort konnte nicht zurückgesetzt werden',
        message: 'Der Link ist möglicherweise abgelaufen. Bitte fordern Sie einen neuen an.',
      },
    },
  },
  'en-US': {
    errors: {
      generic: {
        message: "We couldn't complete your request. Please try again in a few minutes.",
      },
      ERR_SALES_AUTH: {
        message: "The sales site is for signed-in staff only, so we've brought you to our public site.",
      },
    },
  },
  'fr-CA': {
    errors: {
      ERROR_LOG_USER: {
        message: 'Vérifiez votre adresse courriel et votre mot de passe, puis réessayez.',
      },
    },
  },
});

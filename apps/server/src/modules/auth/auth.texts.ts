import type { Language } from '@adatlas/domain/languages';

interface AccountMailTexts {
  subject: string;
  intro: string;
  /** The plain-text line above the link. */
  action: string;
  /** The link's text in the HTML part. */
  linkLabel: string;
  ignore: string;
}

export interface AuthMailTexts {
  verification: AccountMailTexts;
  /** `validity` follows the link in the HTML part. */
  resetPassword: AccountMailTexts & { validity: string };
}

/**
 * The account mails in the four interface languages, kept beside the mails like the weekly
 * update's texts: the server renders mails without the web dictionaries.
 */
export const AUTH_MAIL_TEXTS: Record<Language, AuthMailTexts> = {
  en: {
    verification: {
      subject: 'Confirm your AdAtlas e-mail address',
      intro: 'Welcome to AdAtlas.',
      action: 'Confirm your e-mail address and sign in by opening this link:',
      linkLabel: 'Confirm your e-mail address and sign in',
      ignore: 'If you did not create an account, ignore this message.',
    },
    resetPassword: {
      subject: 'Reset your AdAtlas password',
      intro: 'Someone asked to reset the password of your AdAtlas account.',
      action: 'Choose a new password within one hour:',
      linkLabel: 'Choose a new password',
      validity: '(valid for one hour)',
      ignore: 'If it was not you, ignore this message; your password stays the same.',
    },
  },
  it: {
    verification: {
      subject: 'Conferma il tuo indirizzo e-mail AdAtlas',
      intro: 'Ti diamo il benvenuto in AdAtlas.',
      action: 'Conferma il tuo indirizzo e-mail e accedi aprendo questo link:',
      linkLabel: 'Conferma il tuo indirizzo e-mail e accedi',
      ignore: 'Se non hai creato un account, ignora questo messaggio.',
    },
    resetPassword: {
      subject: 'Reimposta la tua password AdAtlas',
      intro: 'È stato richiesto il ripristino della password del tuo account AdAtlas.',
      action: "Scegli una nuova password entro un'ora:",
      linkLabel: 'Scegli una nuova password',
      validity: "(valido per un'ora)",
      ignore:
        'Se non hai fatto tu questa richiesta, ignora questo messaggio: la tua password resta invariata.',
    },
  },
  fr: {
    verification: {
      subject: 'Confirmez votre adresse e-mail AdAtlas',
      intro: 'Bienvenue sur AdAtlas.',
      action: 'Confirmez votre adresse e-mail et connectez-vous en ouvrant ce lien :',
      linkLabel: 'Confirmer votre adresse e-mail et vous connecter',
      ignore: "Si vous n'avez pas créé de compte, ignorez ce message.",
    },
    resetPassword: {
      subject: 'Réinitialisez votre mot de passe AdAtlas',
      intro: 'Une réinitialisation du mot de passe de votre compte AdAtlas a été demandée.',
      action: "Choisissez un nouveau mot de passe dans l'heure :",
      linkLabel: 'Choisir un nouveau mot de passe',
      validity: '(valable une heure)',
      ignore:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message ; votre mot de passe reste inchangé.",
    },
  },
  es: {
    verification: {
      subject: 'Confirma tu dirección de correo de AdAtlas',
      intro: 'Te damos la bienvenida a AdAtlas.',
      action: 'Confirma tu dirección de correo e inicia sesión abriendo este enlace:',
      linkLabel: 'Confirmar tu dirección de correo e iniciar sesión',
      ignore: 'Si no has creado una cuenta, ignora este mensaje.',
    },
    resetPassword: {
      subject: 'Restablece tu contraseña de AdAtlas',
      intro: 'Se ha solicitado restablecer la contraseña de tu cuenta de AdAtlas.',
      action: 'Elige una nueva contraseña en el plazo de una hora:',
      linkLabel: 'Elegir una nueva contraseña',
      validity: '(válido durante una hora)',
      ignore: 'Si no has sido tú, ignora este mensaje; tu contraseña no cambiará.',
    },
  },
};

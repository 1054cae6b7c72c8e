import type { Language } from '@adatlas/domain/languages';
import type { UnsubscribeKind } from '../../platform/mail/unsubscribe-links.ts';

export interface UnsubscribeTexts {
  title: string;
  /** What the button will stop, asked before anything changes. */
  question: Record<UnsubscribeKind, string>;
  button: string;
  done: Record<UnsubscribeKind, string>;
  /** Where to switch it back on. */
  profileHint: string;
  invalidTitle: string;
  invalid: string;
}

/** The unsubscribe pages in the four interface languages (server-rendered, like the mails). */
export const UNSUBSCRIBE_TEXTS: Record<Language, UnsubscribeTexts> = {
  en: {
    title: 'Unsubscribe',
    question: {
      alerts: 'Stop the e-mail alerts about the companies you follow?',
      weekly: 'Stop the weekly update e-mail?',
    },
    button: 'Unsubscribe',
    done: {
      alerts: 'You will no longer receive e-mail alerts about the companies you follow.',
      weekly: 'You will no longer receive the weekly update e-mail.',
    },
    profileHint: 'You can switch it back on in your profile, under Communications.',
    invalidTitle: 'This link is not valid',
    invalid:
      'It may be incomplete or altered: nothing was changed. Open the whole link from the e-mail, or change what you receive in your profile, under Communications.',
  },
  it: {
    title: 'Annulla iscrizione',
    question: {
      alerts: 'Vuoi smettere di ricevere gli avvisi e-mail sulle aziende che segui?',
      weekly: "Vuoi smettere di ricevere l'e-mail di aggiornamento settimanale?",
    },
    button: 'Annulla iscrizione',
    done: {
      alerts: 'Non riceverai più avvisi e-mail sulle aziende che segui.',
      weekly: "Non riceverai più l'e-mail di aggiornamento settimanale.",
    },
    profileHint: 'Puoi riattivarla nel tuo profilo, in Comunicazioni.',
    invalidTitle: 'Questo link non è valido',
    invalid:
      "Potrebbe essere incompleto o alterato: non è stato modificato nulla. Apri il link completo dall'e-mail, oppure modifica ciò che ricevi nel tuo profilo, in Comunicazioni.",
  },
  fr: {
    title: 'Se désabonner',
    question: {
      alerts: 'Ne plus recevoir les alertes e-mail sur les entreprises que vous suivez ?',
      weekly: "Ne plus recevoir l'e-mail de mise à jour hebdomadaire ?",
    },
    button: 'Se désabonner',
    done: {
      alerts: 'Vous ne recevrez plus d’alertes e-mail sur les entreprises que vous suivez.',
      weekly: "Vous ne recevrez plus l'e-mail de mise à jour hebdomadaire.",
    },
    profileHint: 'Vous pouvez la réactiver dans votre profil, rubrique Communications.',
    invalidTitle: "Ce lien n'est pas valide",
    invalid:
      "Il est peut-être incomplet ou modifié : rien n'a été changé. Ouvrez le lien complet de l'e-mail, ou modifiez ce que vous recevez dans votre profil, rubrique Communications.",
  },
  es: {
    title: 'Cancelar suscripción',
    question: {
      alerts: '¿Dejar de recibir las alertas por e-mail sobre las empresas que sigues?',
      weekly: '¿Dejar de recibir el e-mail de actualización semanal?',
    },
    button: 'Cancelar suscripción',
    done: {
      alerts: 'Ya no recibirás alertas por e-mail sobre las empresas que sigues.',
      weekly: 'Ya no recibirás el e-mail de actualización semanal.',
    },
    profileHint: 'Puedes volver a activarla en tu perfil, en Comunicaciones.',
    invalidTitle: 'Este enlace no es válido',
    invalid:
      'Puede que esté incompleto o alterado: no se ha cambiado nada. Abre el enlace completo del e-mail, o cambia lo que recibes en tu perfil, en Comunicaciones.',
  },
};

import { DEFAULT_LANGUAGE, type Language } from '@adatlas/domain/languages';
import { WEBHOOK_DISABLE_AFTER_DAYS } from '@adatlas/domain/webhooks';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';

const TEXTS: Record<Language, { subject: string; body: (url: string, profileUrl: string) => string }> = {
  en: {
    subject: 'AdAtlas: a webhook endpoint was switched off',
    body: (url, profileUrl) =>
      `Every delivery to your webhook endpoint ${url} has failed for ${WEBHOOK_DISABLE_AFTER_DAYS} days, so we switched it off.\n\nOnce it answers again, switch it back on through the API (PATCH /api/v1/frontend/webhooks/:id {"enabled": true}); its delivery log shows what it answered.\n\n${profileUrl}`,
  },
  it: {
    subject: 'AdAtlas: un endpoint webhook è stato disattivato',
    body: (url, profileUrl) =>
      `Tutte le consegne al tuo endpoint webhook ${url} falliscono da ${WEBHOOK_DISABLE_AFTER_DAYS} giorni, quindi lo abbiamo disattivato.\n\nQuando risponderà di nuovo, riattivalo tramite l’API (PATCH /api/v1/frontend/webhooks/:id {"enabled": true}); il suo registro delle consegne mostra cosa ha risposto.\n\n${profileUrl}`,
  },
  fr: {
    subject: 'AdAtlas : un point de terminaison webhook a été désactivé',
    body: (url, profileUrl) =>
      `Toutes les livraisons vers votre point de terminaison webhook ${url} échouent depuis ${WEBHOOK_DISABLE_AFTER_DAYS} jours, nous l’avons donc désactivé.\n\nDès qu’il répondra de nouveau, réactivez-le par l’API (PATCH /api/v1/frontend/webhooks/:id {"enabled": true}) ; son journal de livraisons montre ce qu’il a répondu.\n\n${profileUrl}`,
  },
  es: {
    subject: 'AdAtlas: se ha desactivado un endpoint de webhook',
    body: (url, profileUrl) =>
      `Todas las entregas a tu endpoint de webhook ${url} fallan desde hace ${WEBHOOK_DISABLE_AFTER_DAYS} días, así que lo hemos desactivado.\n\nCuando vuelva a responder, reactívalo mediante la API (PATCH /api/v1/frontend/webhooks/:id {"enabled": true}); su registro de entregas muestra lo que respondió.\n\n${profileUrl}`,
  },
};

/** Tells the owner, in their language, that an endpoint failing for days was switched off. */
export function webhookDisabledMail(
  owner: { email: string; language: Language | null },
  url: string,
  publicUrl: string,
): OutgoingMail {
  const texts = TEXTS[owner.language ?? DEFAULT_LANGUAGE];
  return { to: owner.email, subject: texts.subject, text: texts.body(url, `${publicUrl}/profile/api-keys`) };
}

import type { Language } from '@adatlas/domain/languages';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';
import { AUTH_MAIL_TEXTS } from './auth.texts.ts';

/** The e-mails of the account flows, in the user's language (see auth.texts.ts). */
export function verificationMail(to: string, link: string, language: Language): OutgoingMail {
  const texts = AUTH_MAIL_TEXTS[language].verification;
  return {
    to,
    subject: texts.subject,
    text: `${texts.intro}\n\n${texts.action}\n${link}\n\n${texts.ignore}`,
    html: `<p>${texts.intro}</p><p><a href="${link}">${texts.linkLabel}</a></p><p>${texts.ignore}</p>`,
  };
}

export function resetPasswordMail(to: string, link: string, language: Language): OutgoingMail {
  const texts = AUTH_MAIL_TEXTS[language].resetPassword;
  return {
    to,
    subject: texts.subject,
    text: `${texts.intro}\n\n${texts.action}\n${link}\n\n${texts.ignore}`,
    html: `<p>${texts.intro}</p><p><a href="${link}">${texts.linkLabel}</a> ${texts.validity}.</p><p>${texts.ignore}</p>`,
  };
}

import type { OutgoingMail } from '../../platform/mail/mailer.ts';

/** The e-mails of the account flows. English only for now; the app's dictionaries hold UI strings. */
export function verificationMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm your AdAtlas e-mail address',
    text: `Welcome to AdAtlas.\n\nConfirm your e-mail address and sign in by opening this link:\n${link}\n\nIf you did not create an account, ignore this message.`,
    html: `<p>Welcome to AdAtlas.</p><p><a href="${link}">Confirm your e-mail address and sign in</a></p><p>If you did not create an account, ignore this message.</p>`,
  };
}

export function resetPasswordMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Reset your AdAtlas password',
    text: `Someone asked to reset the password of your AdAtlas account.\n\nChoose a new password within one hour:\n${link}\n\nIf it was not you, ignore this message; your password stays the same.`,
    html: `<p>Someone asked to reset the password of your AdAtlas account.</p><p><a href="${link}">Choose a new password</a> (valid for one hour).</p><p>If it was not you, ignore this message.</p>`,
  };
}

import type { AlertFrequency, DigestCompany } from '@adatlas/domain/alerts';
import type { Language } from '@adatlas/domain/languages';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';
import type { UnsubscribeLink } from '../../platform/mail/unsubscribe-links.ts';
import { ALERT_DIGEST_TEXTS } from './alert-digest.texts.ts';

/**
 * One mail listing the followed companies' news, grouped by company, in the user's language, with
 * a link and the one-click headers (RFC 8058) that switch the alerts off.
 */
export function alertDigestMail(
  to: string,
  frequency: AlertFrequency,
  companies: readonly DigestCompany[],
  publicUrl: string,
  language: Language,
  unsubscribe: UnsubscribeLink,
): OutgoingMail {
  const texts = ALERT_DIGEST_TEXTS[language];
  const subject = texts.subject(frequency, companies.length);
  const line = (event: DigestCompany['events'][number]) =>
    `${texts.events[event.event]}${event.label ? `: ${event.label}` : ''}`;
  const text = [
    texts.intro,
    ...companies.map(
      (company) =>
        `\n${company.companyName} (${publicUrl}/companies/${company.companyId})\n${company.events.map((e) => `- ${line(e)}`).join('\n')}`,
    ),
    `\n${texts.footer}`,
    `${texts.unsubscribe} ${unsubscribe.url}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(texts.intro)}</p>`,
    ...companies.map(
      (company) =>
        `<h3><a href="${publicUrl}/companies/${company.companyId}">${escapeHtml(company.companyName)}</a></h3><ul>${company.events
          .map((e) => `<li>${escapeHtml(line(e))}</li>`)
          .join('')}</ul>`,
    ),
    `<p>${escapeHtml(texts.footer)}</p>`,
    `<p><a href="${escapeHtml(unsubscribe.url)}">${escapeHtml(texts.unsubscribe)}</a></p>`,
  ].join('');
  return { to, subject, text, html, headers: unsubscribe.headers };
}

import { ALERT_EVENT_LABELS, type AlertFrequency, type DigestCompany } from '@adatlas/domain/alerts';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';

/** One mail listing the followed companies' news, grouped by company (English, like the account mails). */
export function alertDigestMail(
  to: string,
  frequency: AlertFrequency,
  companies: readonly DigestCompany[],
  publicUrl: string,
): OutgoingMail {
  const subject = `AdAtlas ${frequency} alert: news about ${companies.length} followed ${companies.length === 1 ? 'company' : 'companies'}`;
  const line = (event: DigestCompany['events'][number]) =>
    `${ALERT_EVENT_LABELS[event.event]}${event.label ? `: ${event.label}` : ''}`;
  const text = [
    'News about the companies you follow:',
    ...companies.map(
      (company) =>
        `\n${company.companyName} (${publicUrl}/companies/${company.companyId})\n${company.events.map((e) => `- ${line(e)}`).join('\n')}`,
    ),
    '\nChange what you receive in your profile, under Communications.',
  ].join('\n');
  const html = [
    '<p>News about the companies you follow:</p>',
    ...companies.map(
      (company) =>
        `<h3><a href="${publicUrl}/companies/${company.companyId}">${escapeHtml(company.companyName)}</a></h3><ul>${company.events
          .map((e) => `<li>${escapeHtml(line(e))}</li>`)
          .join('')}</ul>`,
    ),
    '<p>Change what you receive in your profile, under Communications.</p>',
  ].join('');
  return { to, subject, text, html };
}

import type { AlertFrequency } from '@adatlas/domain/alerts';
import type { Language } from '@adatlas/domain/languages';
import type { SavedSearchType } from '@adatlas/domain/saved-searches';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';
import type { UnsubscribeLink } from '../../platform/mail/unsubscribe-links.ts';
import { SAVED_SEARCH_ALERT_TEXTS } from './saved-search-alert.texts.ts';

/** One new record as the mail names it: no personal data beyond a name, whatever the licence reveals. */
export interface SavedSearchAlertItem {
  label: string;
  companyName: string | null;
  /** A contact's role, a pitch's winner, a score. */
  detail: string | null;
  url: string;
}

export interface SavedSearchAlertMail {
  to: string;
  language: Language;
  frequency: AlertFrequency;
  search: { name: string; type: SavedSearchType };
  items: readonly SavedSearchAlertItem[];
  total: number;
  /** The list opened on the saved search with the new records only. */
  listUrl: string;
  unsubscribe: UnsubscribeLink;
}

/**
 * The records that newly match a followed saved search, by name with a link each, in the user's
 * language, with the link opening the list on them and the one-click headers (RFC 8058).
 */
export function savedSearchAlertMail(input: SavedSearchAlertMail): OutgoingMail {
  const texts = SAVED_SEARCH_ALERT_TEXTS[input.language];
  const { search, items, total } = input;
  const detail = (item: SavedSearchAlertItem) =>
    [
      item.companyName,
      item.detail && search.type === 'pitch' ? `${texts.winner}: ${item.detail}` : item.detail,
    ].filter(Boolean);
  const more = total - items.length;
  const text = [
    texts.intro(input.frequency, search.name, total),
    '',
    `${texts.kinds[search.type]}:`,
    ...items.map((item) => `- ${[item.label, ...detail(item)].join(' · ')} (${item.url})`),
    ...(more > 0 ? [`- ${texts.more(more)}`] : []),
    '',
    `${texts.openAll}: ${input.listUrl}`,
    '',
    texts.footer,
    `${texts.unsubscribe} ${input.unsubscribe.url}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(texts.intro(input.frequency, search.name, total))}</p>`,
    `<h3>${escapeHtml(texts.kinds[search.type])}</h3><ul>`,
    ...items.map(
      (item) =>
        `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.label)}</a>${detail(item)
          .map((part) => ` · ${escapeHtml(part ?? '')}`)
          .join('')}</li>`,
    ),
    ...(more > 0 ? [`<li>${escapeHtml(texts.more(more))}</li>`] : []),
    '</ul>',
    `<p><a href="${escapeHtml(input.listUrl)}">${escapeHtml(texts.openAll)}</a></p>`,
    `<p>${escapeHtml(texts.footer)}</p>`,
    `<p><a href="${escapeHtml(input.unsubscribe.url)}">${escapeHtml(texts.unsubscribe)}</a></p>`,
  ].join('');
  return {
    to: input.to,
    subject: texts.subject(search.name, total),
    text,
    html,
    headers: input.unsubscribe.headers,
  };
}

import type { WeeklyUpdateSection } from '@adatlas/domain/auth';
import type { Language } from '@adatlas/domain/languages';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';
import type { UnsubscribeLink } from '../../platform/mail/unsubscribe-links.ts';
import { WEEKLY_UPDATE_TEXTS } from './weekly-update.texts.ts';

export interface WeeklyUpdateItem {
  title: string;
  /** The company the item belongs to, when it is not the item itself. */
  companyName: string | null;
  /** YYYY-MM-DD */
  day: string;
  /** App path of the item's page, e.g. `/companies/12?tab=pitch`. */
  path: string;
}

export interface WeeklyUpdateSectionContent {
  section: WeeklyUpdateSection;
  items: readonly WeeklyUpdateItem[];
  /** Items in the window, of which `items` is the first page. */
  total: number;
  /** App path of the list holding them all. */
  listPath: string;
}

export interface WeeklyUpdateMailInput {
  to: string;
  language: Language;
  /** ISO 3166-1 alpha-2 code of the tenant's country, named in the mail's language. */
  countryCode: string;
  /** First and last day covered (YYYY-MM-DD). */
  firstDay: string;
  lastDay: string;
  sections: readonly WeeklyUpdateSectionContent[];
  publicUrl: string;
  /** The link and the one-click headers (RFC 8058) that turn the weekly update off. */
  unsubscribe: UnsubscribeLink;
}

function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** One mail per user and tenant: each chosen section with its items of the week and links into the app. */
export function weeklyUpdateMail(input: WeeklyUpdateMailInput): OutgoingMail {
  const texts = WEEKLY_UPDATE_TEXTS[input.language];
  const country =
    new Intl.DisplayNames([input.language], { type: 'region' }).of(input.countryCode.toUpperCase()) ??
    input.countryCode.toUpperCase();
  const url = (path: string) => `${input.publicUrl}${path}`;
  const intro = texts.intro(
    country,
    formatDay(input.firstDay, input.language),
    formatDay(input.lastDay, input.language),
  );
  const describe = (item: WeeklyUpdateItem) =>
    `${item.companyName ? ` – ${item.companyName}` : ''} (${formatDay(item.day, input.language)})`;
  const hidden = (section: WeeklyUpdateSectionContent) => section.total - section.items.length;
  const profileUrl = url('/profile/communications');

  const text = [
    intro,
    ...input.sections.map((section) =>
      [
        `\n${texts.sections[section.section]}`,
        ...(section.items.length === 0 ? [texts.empty] : []),
        ...section.items.map((item) => `- ${item.title}${describe(item)}: ${url(item.path)}`),
        ...(hidden(section) > 0 ? [`${texts.more(hidden(section))}: ${url(section.listPath)}`] : []),
      ].join('\n'),
    ),
    `\n${texts.footer} ${profileUrl}`,
    `${texts.unsubscribe} ${input.unsubscribe.url}`,
  ].join('\n');
  const itemHtml = (item: WeeklyUpdateItem) =>
    `<li><a href="${escapeHtml(url(item.path))}">${escapeHtml(item.title)}</a>${escapeHtml(describe(item))}</li>`;
  const sectionHtml = (section: WeeklyUpdateSectionContent) =>
    [
      `<h3>${escapeHtml(texts.sections[section.section])}</h3>`,
      section.items.length === 0
        ? `<p>${escapeHtml(texts.empty)}</p>`
        : `<ul>${section.items.map(itemHtml).join('')}</ul>`,
      hidden(section) > 0
        ? `<p><a href="${escapeHtml(url(section.listPath))}">${escapeHtml(texts.more(hidden(section)))}</a></p>`
        : '',
    ].join('');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    ...input.sections.map(sectionHtml),
    `<p>${escapeHtml(texts.footer)} <a href="${escapeHtml(profileUrl)}">${escapeHtml(profileUrl)}</a></p>`,
    `<p><a href="${escapeHtml(input.unsubscribe.url)}">${escapeHtml(texts.unsubscribe)}</a></p>`,
  ].join('');
  return {
    to: input.to,
    subject: texts.subject(country),
    text,
    html,
    headers: input.unsubscribe.headers,
  };
}

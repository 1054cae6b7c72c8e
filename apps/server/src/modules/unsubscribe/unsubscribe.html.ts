import type { Language } from '@adatlas/domain/languages';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import type { UnsubscribeKind } from '../../platform/mail/unsubscribe-links.ts';
import { UNSUBSCRIBE_TEXTS } from './unsubscribe.texts.ts';

// No script (the CSP allows none inline): the confirmation is a plain form.
const STYLE = `body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f3f5f9;
color:#1f2937;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(15,23,42,.08);padding:32px;max-width:440px}
h1{font-size:20px;margin:0 0 12px}p{line-height:1.5}.muted{color:#6b7280;font-size:14px}
button{margin-top:12px;width:100%;padding:12px;border:0;border-radius:6px;background:#1677ff;color:#fff;
font-size:15px;font-weight:600;cursor:pointer}`;

function page(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The page a link opens: asks first, the button POSTs the one-click form to the same address. */
export function confirmUnsubscribePage(language: Language, kind: UnsubscribeKind): string {
  const texts = UNSUBSCRIBE_TEXTS[language];
  return page(
    language,
    texts.title,
    `<h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.question[kind])}</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(texts.button)}</button></form>`,
  );
}

export function unsubscribedPage(language: Language, kind: UnsubscribeKind): string {
  const texts = UNSUBSCRIBE_TEXTS[language];
  return page(
    language,
    texts.title,
    `<h1 role="status">${escapeHtml(texts.done[kind])}</h1><p class="muted">${escapeHtml(texts.profileHint)}</p>`,
  );
}

export function invalidLinkPage(language: Language): string {
  const texts = UNSUBSCRIBE_TEXTS[language];
  return page(
    language,
    texts.invalidTitle,
    `<h1 role="alert">${escapeHtml(texts.invalidTitle)}</h1><p>${escapeHtml(texts.invalid)}</p>`,
  );
}

import type { HistoryEntry } from '@adatlas/domain/record-history';
import type { TFunction } from '../../../i18n/translator.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ScopedLink } from '../../../shared/ui/ScopedLink.tsx';

export interface HistoryEntryTextProps {
  entry: HistoryEntry;
  /** On a company's page, entries about a contact name it first, with a link. */
  showSubject: boolean;
}

function shownValue(t: TFunction, value: string | null): string {
  if (value === null || value === '') return t('RECORD_HISTORY.NO_VALUE');
  if (value === 'true') return t('RECORD_HISTORY.YES');
  if (value === 'false') return t('RECORD_HISTORY.NO');
  return value;
}

function entryText(t: TFunction, entry: HistoryEntry): string {
  const before = shownValue(t, entry.before);
  const after = shownValue(t, entry.after);
  switch (entry.kind) {
    case 'field_change': {
      const field = t(`RECORD_HISTORY.FIELD.${(entry.field ?? '').toUpperCase()}`, {
        defaultValue: entry.field ?? '',
      });
      if (entry.hidden) return t('RECORD_HISTORY.ENTRY.FIELD_HIDDEN', { field });
      return t('RECORD_HISTORY.ENTRY.FIELD_CHANGE', { field, before, after });
    }
    case 'verified':
      return t('RECORD_HISTORY.ENTRY.VERIFIED');
    case 'new_contact':
      return t('RECORD_HISTORY.ENTRY.NEW_CONTACT');
    case 'contact_moved':
      return t('RECORD_HISTORY.ENTRY.CONTACT_MOVED', { before, after });
    case 'contact_left':
      return t('RECORD_HISTORY.ENTRY.CONTACT_LEFT', { after });
    case 'function_change':
      return t('RECORD_HISTORY.ENTRY.FUNCTION_CHANGE', { before, after });
    case 'new_pitch':
      return t('RECORD_HISTORY.ENTRY.NEW_PITCH', { title: after });
    case 'new_creative':
      return t('RECORD_HISTORY.ENTRY.NEW_CREATIVE', { title: after });
  }
}

/** One timeline line: what changed, from what to what, in the reader's language. */
export function HistoryEntryText({ entry, showSubject }: HistoryEntryTextProps) {
  const { t } = useTranslation();
  const text = entryText(t, entry);
  if (!showSubject || entry.recordKind !== 'contact' || !entry.subject) return <span>{text}</span>;
  return (
    <span>
      <ScopedLink scope="contact" to={`/contacts/${entry.recordId}`}>
        {entry.subject}
      </ScopedLink>
      {' · '}
      {text}
    </span>
  );
}

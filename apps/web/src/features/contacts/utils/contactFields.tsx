import type { ContactDetail } from '@adatlas/domain/contacts';
import { formatDate } from '@adatlas/domain/formatting';
import type { ReactNode } from 'react';
import { ScopedLink } from '../../../shared/ui/ScopedLink.tsx';

export interface ContactSchemaField {
  section: string;
  order: number;
  key: string;
  label: string;
  type: string;
}

/** Sections shown in the General tab: address, db_info and contact go to the side panels (spec §2). */
const SIDE_PANEL_SECTIONS = new Set(['address', 'db_info', 'contact']);

/** Fields of the `contactNomination` feature, hidden where the tenant turns it off (spec data §6). */
const NOMINATION_FIELDS = new Set(['nomination_date', 'nomination_comment']);

export function generalTabSections(schema: readonly ContactSchemaField[], isNominationShown = true) {
  const sections = new Map<string, ContactSchemaField[]>();
  for (const field of [...schema].sort((a, b) => a.order - b.order)) {
    if (SIDE_PANEL_SECTIONS.has(field.section)) continue;
    if (!isNominationShown && NOMINATION_FIELDS.has(field.key)) continue;
    sections.set(field.section, [...(sections.get(field.section) ?? []), field]);
  }
  return [...sections].map(([section, fields]) => ({ section, fields }));
}

/** What a reference field shows: its label where the value carries one, else its key. */
export function referenceText(value: { key: string; label?: string | null }): string {
  return value.label || value.key;
}

/** The value of one schema field, by its type; null when empty. */
export function renderContactField(
  contact: ContactDetail,
  field: ContactSchemaField,
  isEcommerce: boolean,
): ReactNode {
  const raw = (contact as unknown as Record<string, unknown>)[field.key];
  if (raw === null || raw === undefined || raw === '') return null;
  switch (field.type) {
    case 'reference':
      return referenceText(raw as { key: string; label?: string | null });
    case 'company': {
      const company = raw as { id: number; name: string };
      return (
        <ScopedLink scope="company" to={`/companies/${company.id}`}>
          {company.name}
        </ScopedLink>
      );
    }
    case 'date':
    case 'datetime':
      return formatDate(String(raw));
    case 'email':
      return isEcommerce ? null : <a href={`mailto:${String(raw)}`}>{String(raw)}</a>;
    case 'link':
      return isEcommerce ? null : (
        <a href={String(raw)} target="_blank" rel="noreferrer">
          {String(raw)}
        </a>
      );
    default:
      return String(raw);
  }
}

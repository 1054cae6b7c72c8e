import type { CompanyExportRow } from '../companies/company.search.ts';
import type { ContactExportRow } from '../contacts/contact.search.ts';
import type { WorkRelationExportRow } from '../work-relations/work-relation.search.ts';
import type { ExportColumn } from './xlsx-stream.ts';

/** Timestamps arrive as Date from pg; anything else is left out rather than written wrong. */
function asDate(value: unknown): Date | null {
  return value instanceof Date ? value : null;
}

export const COMPANY_COLUMNS: readonly ExportColumn<CompanyExportRow>[] = [
  { header: 'id', width: 10, kind: 'number', value: (r) => r.id },
  { header: 'company', width: 36, value: (r) => r.name },
  { header: 'type', width: 8, value: (r) => r.type },
  { header: 'mainCategory', width: 24, value: (r) => r.main_category },
  { header: 'email', width: 30, value: (r) => r.email },
  { header: 'tel', width: 18, value: (r) => r.tel },
  { header: 'website', width: 32, kind: 'link', value: (r) => r.website },
  { header: 'address', width: 36, value: (r) => r.address },
  { header: 'postalCode', width: 10, value: (r) => r.postal_code },
  { header: 'city', width: 20, value: (r) => r.city },
  { header: 'province', width: 16, value: (r) => r.province },
  { header: 'region', width: 18, value: (r) => r.region },
  { header: 'vat', width: 18, value: (r) => r.vat },
  { header: 'creationYear', width: 10, kind: 'number', value: (r) => r.creation_year },
  { header: 'numberOfContacts', width: 10, kind: 'number', value: (r) => r.number_of_contacts },
  { header: 'modifiedAt', width: 14, kind: 'date', value: (r) => asDate(r.modified_at) },
];

export const CONTACT_COLUMNS: readonly ExportColumn<ContactExportRow>[] = [
  { header: 'id', width: 10, kind: 'number', value: (r) => r.id },
  { header: 'name', width: 18, value: (r) => r.name },
  { header: 'surname', width: 22, value: (r) => r.surname },
  { header: 'title', width: 30, value: (r) => r.title },
  { header: 'function', width: 22, value: (r) => r.function },
  { header: 'company', width: 32, value: (r) => r.company },
  { header: 'email', width: 32, value: (r) => r.email },
  { header: 'tel', width: 18, value: (r) => r.tel },
  { header: 'phone', width: 18, value: (r) => r.phone },
  { header: 'linkedin', width: 36, kind: 'link', value: (r) => r.linkedin },
  { header: 'city', width: 20, value: (r) => r.city },
  { header: 'province', width: 16, value: (r) => r.province },
  { header: 'region', width: 18, value: (r) => r.region },
  { header: 'modifiedAt', width: 14, kind: 'date', value: (r) => asDate(r.modified_at) },
];

export const WORK_RELATION_COLUMNS: readonly ExportColumn<WorkRelationExportRow>[] = [
  { header: 'brand', width: 30, value: (r) => r.brand },
  { header: 'company', width: 30, value: (r) => r.company },
  { header: 'sectors', width: 30, value: (r) => r.sectors },
  { header: 'agency', width: 30, value: (r) => r.agency },
  { header: 'agencyCategories', width: 30, value: (r) => r.services },
];

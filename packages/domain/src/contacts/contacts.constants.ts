export const CONTACT_SORT_KEYS = ['modified_at', 'created_at', 'surname', 'company'] as const;

export const CONTACT_SCHEMA_SECTIONS = ['registry', 'address', 'contact', 'db_info'] as const;
export type ContactSchemaSection = (typeof CONTACT_SCHEMA_SECTIONS)[number];

/**
 * The schema that drives the contact General tab: labels are i18n keys the web translates
 * (`CONTACT.FIELDS.<KEY>`), so the server sends no user-visible text.
 */
export const CONTACT_DETAIL_SCHEMA = [
  { section: 'registry', order: 1, key: 'prefix', type: 'text' },
  { section: 'registry', order: 2, key: 'name', type: 'text' },
  { section: 'registry', order: 3, key: 'surname', type: 'text' },
  { section: 'registry', order: 4, key: 'title', type: 'text' },
  { section: 'registry', order: 5, key: 'function', type: 'reference' },
  { section: 'registry', order: 6, key: 'company', type: 'company' },
  { section: 'registry', order: 7, key: 'nomination_date', type: 'date' },
  { section: 'registry', order: 8, key: 'nomination_comment', type: 'text' },
  { section: 'contact', order: 1, key: 'email', type: 'email' },
  { section: 'contact', order: 2, key: 'tel', type: 'phone' },
  { section: 'contact', order: 3, key: 'phone', type: 'phone' },
  { section: 'contact', order: 4, key: 'fax', type: 'phone' },
  { section: 'contact', order: 5, key: 'linkedin', type: 'link' },
  { section: 'contact', order: 6, key: 'xing', type: 'link' },
  { section: 'address', order: 1, key: 'address', type: 'text' },
  { section: 'address', order: 2, key: 'address_notes', type: 'text' },
  { section: 'address', order: 3, key: 'city', type: 'text' },
  { section: 'address', order: 4, key: 'province', type: 'text' },
  { section: 'address', order: 5, key: 'region', type: 'text' },
  { section: 'address', order: 6, key: 'nation', type: 'text' },
  { section: 'db_info', order: 1, key: 'created_at', type: 'datetime' },
  { section: 'db_info', order: 2, key: 'modified_at', type: 'datetime' },
] as const satisfies readonly { section: ContactSchemaSection; order: number; key: string; type: string }[];
/** The contact filters whose values show counts (facets). */
export const CONTACT_FACET_FIELDS = ['function', 'city'] as const;
export type ContactFacetField = (typeof CONTACT_FACET_FIELDS)[number];

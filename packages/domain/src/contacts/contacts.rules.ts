import { CONTACT_DETAIL_SCHEMA } from './contacts.constants.ts';

/** The General-tab schema with i18n label keys, ordered by section then order. */
export function contactDetailSchema() {
  return CONTACT_DETAIL_SCHEMA.map((field) => ({
    ...field,
    label: `CONTACT.FIELDS.${field.key.toUpperCase()}`,
  }));
}

import { contactFunctionOf } from '@adatlas/domain/contacts';

/**
 * A contact as every list of contacts names it (`p` the contact, `fn` its function): the company
 * page's contacts, the contact search and the contact detail read these under the same names, so
 * the web renders a contact the same way wherever it comes from.
 */
export const CONTACT_NAME_COLUMNS = ['p.id', 'p.name', 'p.surname', 'p.prefix', 'p.title'] as const;

export const CONTACT_FUNCTION_COLUMNS = ['fn.id as function_id', 'fn.key as function_key'] as const;

/** The fields of the two lists above as every answer names them. */
export function toContactName(row: {
  id: number;
  name: string;
  surname: string;
  prefix: string | null;
  title: string | null;
  function_id: number | null;
  function_key: string | null;
}) {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    prefix: row.prefix,
    title: row.title,
    function: contactFunctionOf(row),
  };
}

import { type ContactSearchRequest, ContactSearchRequestSchema } from '@adatlas/domain/contacts';
import type { UrlCodecs } from '../../search/index.ts';
import { useSearchUrlState } from '../../search/index.ts';
import { hrFunctionChoices } from '../utils/hrContactFilter.ts';

/**
 * `key` is the quick-search text (/contacts?key=), matched as the quick search matches contacts
 * and shown in the surname box until the user edits it; `allContacts` switches the HR edition's
 * default family filter off.
 */
export type ContactSearchState = ContactSearchRequest & { allContacts?: boolean };

export const CONTACT_PAGE_SIZES = [20, 50, 100] as const;

/** How each contact filter is written in the URL; the company side is one JSON param. */
export const CONTACT_URL_CODECS: UrlCodecs = {
  // A saved-search alert's link lists the records that entered the search (saved-searches).
  id: 'ids',
  key: 'text',
  surname: 'text',
  title: 'text',
  function: 'ids',
  function_parent: 'ids',
  city: 'texts',
  province: 'texts',
  region: 'texts',
  emailExists: 'bool',
  commentsExists: 'bool',
  nominationExists: 'bool',
  allContacts: 'bool',
  newContactAfter: 'text',
  newContactBefore: 'text',
  modifiedContactAfter: 'text',
  modifiedContactBefore: 'text',
  company_filters: 'json',
  financial_filters: 'json',
  sort_key: 'text',
  sort_direction: 'text',
  pageNum: 'int',
  limit: 'int',
};

export const CONTACT_URL_SCHEMAS = {
  ...ContactSearchRequestSchema.shape,
  allContacts: ContactSearchRequestSchema.shape.emailExists,
};
const DEFAULTS: ContactSearchState = {
  sort_key: 'modified_at',
  sort_direction: 'desc',
  pageNum: 1,
  limit: 20,
};

export function useContactSearchState() {
  return useSearchUrlState<ContactSearchState>({
    codecs: CONTACT_URL_CODECS,
    schemas: CONTACT_URL_SCHEMAS,
    defaults: DEFAULTS,
  });
}

/**
 * The API request of a URL state: the quick-search key goes as it is (the server matches it as the
 * header's search does, so the list holds what the dropdown counted), the nomination
 * filter goes only where the tenant shows nominations (a saved search or a link may still hold it),
 * and in the HR edition (`hrFamilyId` set) the function choices are confined to the HR family unless
 * switched off.
 */
export function toContactRequest(
  { nominationExists, allContacts, function_parent, ...state }: ContactSearchState,
  isNominationShown = true,
  hrFamilyId: number | null = null,
): ContactSearchRequest {
  const functions = hrFunctionChoices({ function_parent, allContacts }, hrFamilyId);
  return {
    ...state,
    ...(functions.function_parent === undefined ? {} : { function_parent: functions.function_parent }),
    ...(functions.function_family === undefined ? {} : { function_family: functions.function_family }),
    ...(isNominationShown && nominationExists !== undefined ? { nominationExists } : {}),
  };
}

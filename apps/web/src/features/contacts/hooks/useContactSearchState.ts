import { type ContactSearchRequest, ContactSearchRequestSchema } from '@adatlas/domain/contacts';
import { useSearchUrlState } from '../../search/hooks/useSearchUrlState.ts';
import type { UrlCodecs } from '../../search/utils/urlState.ts';

/** `key` is the quick-search text (/contacts?key=), read as a surname until the user edits it. */
export type ContactSearchState = ContactSearchRequest & { key?: string };

export const CONTACT_PAGE_SIZES = [20, 50, 100] as const;

/** How each contact filter is written in the URL; the company side is one JSON param. */
export const CONTACT_URL_CODECS: UrlCodecs = {
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
  key: ContactSearchRequestSchema.shape.surname,
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
 * The API request of a URL state: the quick-search key stands for the surname, and the nomination
 * filter goes only where the tenant shows nominations (a saved search or a link may still hold it).
 */
export function toContactRequest(
  { key, nominationExists, ...state }: ContactSearchState,
  isNominationShown = true,
): ContactSearchRequest {
  return {
    ...state,
    surname: state.surname ?? key,
    ...(isNominationShown && nominationExists !== undefined ? { nominationExists } : {}),
  };
}

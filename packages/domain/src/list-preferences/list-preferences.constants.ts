/** The search lists whose rows the user may trim (issue #39). */
export const PREFERENCE_LISTS = ['companies', 'contacts'] as const;
export type PreferenceList = (typeof PREFERENCE_LISTS)[number];

/** The optional fields of a company row; the name (and its link) is always shown. */
export const COMPANY_LIST_COLUMNS = [
  'type',
  'mainCategory',
  'city',
  'website',
  'contactsCount',
  'freshness',
] as const;
/** The optional fields of a contact row; the name is always shown. */
export const CONTACT_LIST_COLUMNS = ['title', 'company', 'city', 'email', 'modifiedAt'] as const;

export type CompanyListColumn = (typeof COMPANY_LIST_COLUMNS)[number];
export type ContactListColumn = (typeof CONTACT_LIST_COLUMNS)[number];

/** Every optional field of each list; the default is all of them, the rows as they always were. */
export const LIST_COLUMNS = {
  companies: COMPANY_LIST_COLUMNS,
  contacts: CONTACT_LIST_COLUMNS,
} as const satisfies Record<PreferenceList, readonly string[]>;

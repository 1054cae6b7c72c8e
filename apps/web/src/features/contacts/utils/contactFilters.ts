import type { ContactCompanyFilters, ContactSearchRequest } from '@adatlas/domain/contacts';

type ContactFilterName = keyof ContactSearchRequest;
type CompanyFilterName = keyof ContactCompanyFilters;

/**
 * The filters behind "Other filters", one entry per control: a date range counts once whichever
 * end is set. The surname, title, function, company name, main category and the checkboxes stay
 * in the bar and are not counted.
 */
const OTHER_CONTACT_FILTERS: readonly (readonly ContactFilterName[])[] = [
  ['city'],
  ['province'],
  ['region'],
  ['function_parent'],
  ['newContactAfter', 'newContactBefore'],
  ['modifiedContactAfter', 'modifiedContactBefore'],
  ['financial_filters'],
];
const OTHER_COMPANY_FILTERS: readonly (readonly CompanyFilterName[])[] = [
  ['city'],
  ['sector'],
  ['other_categories'],
  ['ateco_code'],
  ['creation_year'],
  ['acquisition_after', 'acquisition_before'],
  ['acquisition_role'],
  ['collectiveAgreements'],
];

function isSet(value: unknown): boolean {
  return value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);
}

/** How many "Other filters" controls hold a value (the count on their toggle). */
export function countOtherContactFilters(state: Partial<ContactSearchRequest>): number {
  const company = state.company_filters ?? {};
  const contactSide = OTHER_CONTACT_FILTERS.filter((names) => names.some((name) => isSet(state[name])));
  const companySide = OTHER_COMPANY_FILTERS.filter((names) => names.some((name) => isSet(company[name])));
  return contactSide.length + companySide.length;
}

/** The company side after a change; empty values leave it, and an empty side is no side at all. */
export function mergeCompanyFilters(
  current: ContactCompanyFilters | undefined,
  patch: Partial<ContactCompanyFilters>,
): ContactCompanyFilters | undefined {
  const next = Object.fromEntries(
    Object.entries({ ...current, ...patch }).filter(([, value]) => isSet(value)),
  ) as ContactCompanyFilters;
  return Object.keys(next).length > 0 ? next : undefined;
}

import type { TFunction } from '../../i18n/translator.ts';

/** "1 company · 3 contacts": each count worded in its own plural form. */
export function companiesAndContacts(t: TFunction, companies: number, contacts: number): string {
  return t('COMMON.COMPANIES_AND_CONTACTS', {
    companies: t('COMMON.N_COMPANIES', { count: companies }),
    contacts: t('COMMON.N_CONTACTS', { count: contacts }),
  });
}

import { describe, expect, it } from 'vitest';
import { controlNames } from '../../../shared/testing/controlNames.ts';
import { renderStatic } from '../../../shared/testing/renderStatic.tsx';
import { sessionIn } from '../../../shared/testing/sessionIn.ts';
import type { ContactSearchState } from '../hooks/useContactSearchState.ts';
import { ContactFilterBar } from './ContactFilterBar.tsx';

const ignore = () => undefined;
// A city set opens "Other filters", on its contact and company panels.
const STATE = { city: ['Milano'] } as ContactSearchState;
const SESSION = sessionIn('italy', { atecoCode: true, collectiveAgreements: true });
const HR = { familyId: 7, members: new Set([7]) };

describe('ContactFilterBar', () => {
  it.each(['en', 'it'] as const)('names every %s filter control after the label it shows', (language) => {
    const { html, t } = renderStatic(
      <ContactFilterBar state={STATE} update={ignore} onReset={ignore} hr={HR} />,
      { language, session: SESSION },
    );
    expect(controlNames(html)).toEqual(
      [
        'CONTACT.FIELDS.SURNAME',
        'CONTACT.FIELDS.TITLE',
        'FILTERS.FUNCTION',
        'FILTERS.COMPANY_NAME',
        'FILTERS.MAIN_CATEGORY',
        'FILTERS.HR_CONTACTS_ONLY',
        'FILTERS.CITY',
        'FILTERS.PROVINCE',
        'FILTERS.REGION',
        'FILTERS.FUNCTION_PARENT',
        // A date range: its start and its end.
        'FILTERS.NEW_CONTACT_BETWEEN',
        'FILTERS.NEW_CONTACT_BETWEEN',
        'FILTERS.MODIFIED_BETWEEN',
        'FILTERS.MODIFIED_BETWEEN',
        'FILTERS.COMPANY_CITY',
        'FILTERS.SECTOR',
        'FILTERS.OTHER_CATEGORIES',
        'FILTERS.ATECO_CODE',
        'FILTERS.CREATION_YEAR',
        'FILTERS.COLLECTIVE_AGREEMENTS',
      ].map(t),
    );
  });
});

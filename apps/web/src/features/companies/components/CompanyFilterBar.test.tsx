import { describe, expect, it } from 'vitest';
import { controlNames } from '../../../shared/testing/controlNames.ts';
import { renderStatic } from '../../../shared/testing/renderStatic.tsx';
import { sessionIn } from '../../../shared/testing/sessionIn.ts';
import type { CompanySearchState } from '../hooks/useCompanySearchState.ts';
import { CompanyFilterBar } from './CompanyFilterBar.tsx';

const ignore = () => undefined;
// A city set opens "Other filters" on its first panel, location and categories.
const STATE = { city: ['Milano'] } as CompanySearchState;
const SESSION = sessionIn('italy', { atecoCode: true, comments: true }, ['comments']);

describe('CompanyFilterBar', () => {
  it.each(['en', 'it'] as const)('names every %s filter control after the label it shows', (language) => {
    const { html, t } = renderStatic(<CompanyFilterBar state={STATE} update={ignore} onReset={ignore} />, {
      language,
      session: SESSION,
    });
    expect(controlNames(html)).toEqual(
      [
        'FILTERS.COMPANY_NAME',
        'FILTERS.MAIN_CATEGORY',
        'FILTERS.CITY',
        'FILTERS.PROVINCE',
        'FILTERS.REGION',
        'FILTERS.SECTOR',
        'FILTERS.OTHER_CATEGORIES',
        'FILTERS.ATECO_CODE',
      ].map(t),
    );
    // The panel's names are its visible labels, each a <label> pointing at its control.
    for (const key of ['FILTERS.CITY', 'FILTERS.SECTOR', 'FILTERS.ATECO_CODE'])
      expect(html).toMatch(new RegExp(`<label id="[^"]+" for="[^"]+">${t(key)}</label>`));
  });
});

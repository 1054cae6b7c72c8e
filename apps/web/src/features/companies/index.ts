import { lazyPage } from '../../shared/utils/lazyPage.ts';

export const CompaniesPage = lazyPage(() => import('./pages/CompaniesPage.tsx'), 'CompaniesPage');
export const CompanyDetailPage = lazyPage(() => import('./pages/CompanyDetailPage.tsx'), 'CompanyDetailPage');

// The search page's companies tab: the list query, and the result list (loaded lazily) below.
export { companyQueries } from './api/companies.queries.ts';
// The filter fields other searches reuse (the contact search filters on the contact's company).
export { AcquisitionFilterFields } from './components/filters/AcquisitionFilterFields.tsx';
export { CommitInput } from './components/filters/CommitInputs.tsx';
export { acquisitionsPanel, financialFiltersPanel } from './components/filters/companyDataPanels.tsx';
export { DateRangeFilter } from './components/filters/DateRangeFilter.tsx';
export { FilterField } from './components/filters/FilterField.tsx';
export { FinancialFiltersField } from './components/filters/FinancialFiltersField.tsx';
export { FlatSelect } from './components/filters/FlatSelect.tsx';
export { LocationFilterFields } from './components/filters/LocationFilterFields.tsx';
export { LookupSelect } from './components/filters/LookupSelect.tsx';
export { SectorFilterFields } from './components/filters/SectorFilterFields.tsx';
export { TreeFilterSelect } from './components/filters/TreeFilterSelect.tsx';
export { YearPicker } from './components/filters/YearPicker.tsx';
export { CompanyResultList } from './lazyComponents.ts';
export { type FacetCounts, toFacetCounts } from './utils/facetCounts.ts';

import { lazyPage } from '../../shared/utils/lazyPage.ts';

export const CompaniesPage = lazyPage(() => import('./pages/CompaniesPage.tsx'), 'CompaniesPage');
export const CompanyDetailPage = lazyPage(() => import('./pages/CompanyDetailPage.tsx'), 'CompanyDetailPage');

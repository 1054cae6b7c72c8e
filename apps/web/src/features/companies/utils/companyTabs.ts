import { type CompanyDetail, type CompanySection, computeCompanySections } from '@adatlas/domain/companies';
import type { FeatureFlag } from '@adatlas/domain/flags';

export type CompanyTab = 'general' | CompanySection;

/** The tenant flag each section also needs (spec data §6), besides data, type and scope. */
const SECTION_FLAGS: Partial<Record<CompanySection, FeatureFlag>> = {
  financials: 'companyFinancials',
  jobOffers: 'jobOffers',
  investmentRounds: 'investmentRounds',
  nielsen: 'companyInvestments',
};

const TAB_ORDER: readonly CompanyTab[] = [
  'general',
  'contacts',
  'financials',
  'jobOffers',
  'investmentRounds',
  'nielsen',
  'brands',
  'pitch',
  'creativity',
  'group',
];

/** Tabs shown for a company: General always, the others when data, type, scope and flag allow. */
export function visibleCompanyTabs(
  company: Pick<CompanyDetail, 'sections' | 'type'>,
  hasScope: (scope: string) => boolean,
  flags: Partial<Record<FeatureFlag, boolean>>,
): CompanyTab[] {
  const sections = computeCompanySections(company.sections, company.type, hasScope);
  return TAB_ORDER.filter((tab) => {
    if (tab === 'general') return true;
    if (tab === 'contacts' && !hasScope('contact')) return false;
    const flag = SECTION_FLAGS[tab];
    return sections[tab] && (flag === undefined || flags[flag] !== false);
  });
}

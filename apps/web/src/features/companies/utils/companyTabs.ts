import { type CompanyDetail, type CompanySection, computeCompanySections } from '@adatlas/domain/companies';
import type { FeatureFlag } from '@adatlas/domain/flags';

/** Pitch scores is no probed section: its tab shows its own empty state for a company without scores. */
export type CompanyTab = 'general' | CompanySection | 'pitchScores';

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
  'socialMedia',
  'brands',
  'pitch',
  'creativity',
  'group',
  'pitchScores',
];

/**
 * Tabs shown for a company: General always, the others when data, type, scope and flag allow;
 * Pitch scores with the `pitchScores` scope and flag (spec data §2, §6).
 */
export function visibleCompanyTabs(
  company: Pick<CompanyDetail, 'sections' | 'type'>,
  hasScope: (scope: string) => boolean,
  flags: Partial<Record<FeatureFlag, boolean>>,
): CompanyTab[] {
  const sections = computeCompanySections(company.sections, company.type, hasScope);
  return TAB_ORDER.filter((tab) => {
    if (tab === 'general') return true;
    if (tab === 'pitchScores') return hasScope('pitchScores') && flags.pitchScores !== false;
    if (tab === 'contacts' && !hasScope('contact')) return false;
    const flag = SECTION_FLAGS[tab];
    return sections[tab] && (flag === undefined || flags[flag] !== false);
  });
}

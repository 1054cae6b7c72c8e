import type { CompanyDetail } from '@adatlas/domain/companies';
import { CompanyPitchScores } from '../../../pitch-scores/index.ts';
import type { CompanyTab } from '../../utils/companyTabs.ts';
import { BrandsTab } from './BrandsTab.tsx';
import { ContactsTab } from './ContactsTab.tsx';
import { CreativityTab } from './CreativityTab.tsx';
import { FinancialsTab } from './FinancialsTab.tsx';
import { GeneralTab } from './GeneralTab.tsx';
import { GroupTab } from './GroupTab.tsx';
import { InvestmentRoundsTab } from './InvestmentRoundsTab.tsx';
import { JobOffersTab } from './JobOffersTab.tsx';
import { NielsenTab } from './NielsenTab.tsx';
import { PitchTab } from './PitchTab.tsx';
import { SocialMediaTab } from './SocialMediaTab.tsx';

export interface CompanyTabContentProps {
  tab: CompanyTab;
  company: CompanyDetail;
  onOpenBrand: (brandId: number) => void;
}

/** Each tab loads its own data when first shown. */
export function CompanyTabContent({ tab, company, onOpenBrand }: CompanyTabContentProps) {
  switch (tab) {
    case 'general':
      return <GeneralTab company={company} />;
    case 'contacts':
      return <ContactsTab companyId={company.id} />;
    case 'financials':
      return <FinancialsTab companyId={company.id} />;
    case 'jobOffers':
      return <JobOffersTab companyId={company.id} />;
    case 'investmentRounds':
      return <InvestmentRoundsTab companyId={company.id} />;
    case 'nielsen':
      return <NielsenTab companyId={company.id} />;
    case 'socialMedia':
      return <SocialMediaTab companyId={company.id} />;
    case 'brands':
      return <BrandsTab companyId={company.id} onOpenBrand={onOpenBrand} />;
    case 'pitch':
      return <PitchTab companyId={company.id} />;
    case 'creativity':
      return <CreativityTab companyId={company.id} />;
    case 'group':
      return <GroupTab companyId={company.id} />;
    case 'pitchScores':
      return <CompanyPitchScores companyId={company.id} />;
  }
}

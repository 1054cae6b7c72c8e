import type { CompanyPreview } from '@adatlas/domain/companies';
import { hasScope } from '@adatlas/domain/scopes';
import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { ErrorResult } from '../../../shared/ui/ErrorResult.tsx';
import { LockedRecordCard } from '../../errors/index.ts';
import { companyQueries } from '../api/companies.queries.ts';
import { type CompanyTab, visibleCompanyTabs } from '../utils/companyTabs.ts';

export interface LockedCompanyProps {
  companyId: number;
  tabLabels: Record<CompanyTab, string>;
}

/** The company page of a user out of credits: the free preview instead of the detail. */
export function LockedCompany({ companyId, tabLabels }: LockedCompanyProps) {
  const { t } = useTranslation();
  const { session, viewer } = useSession();
  const preview = useQuery(companyQueries.preview(companyId));
  if (preview.error) return <ErrorResult status={500} />;
  const company: CompanyPreview | undefined = preview.data;
  if (!company) {
    return (
      <Card>
        <Skeleton avatar active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  // The tabs the page would show once opened, as the detail page picks them.
  const reveals = visibleCompanyTabs(
    company,
    (scope) => hasScope(viewer.scopes, scope),
    session?.flags ?? {},
  ).map((tab) => t(tabLabels[tab]));
  return (
    <LockedRecordCard
      initials={company.name.slice(0, 2)}
      name={company.name}
      subtitle={[t(`PAGES.COMPANY.TYPE.${company.type}`), company.city].filter(Boolean).join(' · ')}
      reveals={reveals}
    />
  );
}

import { hasScope } from '@adatlas/domain/scopes';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { errorReporter } from '../../../shared/api/errorReporter.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { ErrorResult } from '../../../shared/ui/ErrorResult.tsx';
import { BrandModal } from '../../brands/index.ts';
import { FollowButton } from '../../follow/index.ts';
import { RecordHistorySection, UpdatedLabel } from '../../record-history/index.ts';
import { RecordTags } from '../../tags/index.ts';
import { useHelpdeskEmail } from '../../tenants/index.ts';
import { companyQueries } from '../api/companies.queries.ts';
import { CompanyHeader } from '../components/detail/CompanyHeader.tsx';
import { CompanyTabContent } from '../components/detail/CompanyTabContent.tsx';
import { type CompanyTab, visibleCompanyTabs } from '../utils/companyTabs.ts';

// Only a user out of credits sees it: its plan choice loads then, not with every company page.
const LockedCompany = lazy(() =>
  import('../components/LockedCompany.tsx').then((module) => ({ default: module.LockedCompany })),
);

const TAB_LABELS: Record<CompanyTab, string> = {
  general: 'PAGES.COMPANY.TABS.GENERAL',
  contacts: 'PAGES.COMPANY.TABS.CONTACTS',
  financials: 'PAGES.COMPANY.TABS.FINANCIALS',
  jobOffers: 'PAGES.COMPANY.TABS.JOB_OFFERS',
  investmentRounds: 'PAGES.COMPANY.TABS.INVESTMENT_ROUNDS',
  nielsen: 'PAGES.COMPANY.TABS.NIELSEN',
  socialMedia: 'PAGES.COMPANY.TABS.SOCIAL_MEDIA',
  brands: 'PAGES.COMPANY.TABS.BRANDS',
  pitch: 'PAGES.COMPANY.TABS.PITCH',
  creativity: 'PAGES.COMPANY.TABS.CREATIVITY',
  group: 'PAGES.COMPANY.TABS.GROUP',
  pitchScores: 'PAGES.COMPANY.TABS.PITCH_SCORES',
};

/** /companies/:id — `?tab=` keeps the open tab, `?brand=` opens the Brands tab and that brand's modal. */
export function CompanyDetailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const companyId = Number(params.id);
  const [searchParams, setSearchParams] = useSearchParams();
  const { session, viewer } = useSession();
  const query = useQuery({
    ...companyQueries.detail(companyId),
    enabled: Number.isInteger(companyId) && companyId > 0,
  });
  const company = query.data;
  const helpdeskEmail = useHelpdeskEmail();

  useEffect(() => {
    if (company) document.title = `${company.name} – AdAtlas`;
  }, [company]);
  // A detail open costs a credit: an exhausted quota answers 402 and the shell shows its modal.
  useEffect(() => {
    if (isApiError(query.error) && query.error.clientType === 'OUT_OF_QUOTA_ERROR')
      errorReporter.report(query.error);
  }, [query.error]);

  if (!Number.isInteger(companyId) || companyId <= 0) return <ErrorResult status={404} />;
  if (isApiError(query.error) && query.error.clientType === 'OUT_OF_QUOTA_ERROR') {
    return (
      <Suspense fallback={null}>
        <LockedCompany companyId={companyId} tabLabels={TAB_LABELS} />
      </Suspense>
    );
  }
  if (query.error) {
    const status = isApiError(query.error) ? query.error.httpStatus : 500;
    return (
      <ErrorResult
        status={status}
        code={isApiError(query.error) ? query.error.clientType : undefined}
        supportId={isApiError(query.error) ? query.error.id : undefined}
      />
    );
  }
  if (!company) {
    return (
      <Card>
        <Skeleton avatar active paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  const tabs = visibleCompanyTabs(company, (scope) => hasScope(viewer.scopes, scope), session?.flags ?? {});
  const brandParam = Number(searchParams.get('brand'));
  const openBrandId =
    tabs.includes('brands') && Number.isInteger(brandParam) && brandParam > 0 ? brandParam : null;
  const requested = searchParams.get('tab') as CompanyTab | null;
  const activeTab: CompanyTab = openBrandId
    ? 'brands'
    : requested && tabs.includes(requested)
      ? requested
      : 'general';
  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <CompanyHeader
        company={company}
        helpdeskEmail={helpdeskEmail}
        actions={<FollowButton companyId={company.id} />}
        tags={
          <Flex vertical gap={6}>
            <RecordTags entity="company" id={company.id} />
            <UpdatedLabel modifiedAt={company.modifiedAt} verifiedAt={company.verifiedAt} />
          </Flex>
        }
      />
      <Card styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          activeKey={activeTab}
          onChange={(tab) => setParam('tab', tab === 'general' ? null : tab)}
          destroyOnHidden
          items={tabs.map((tab) => ({
            key: tab,
            label: <span data-testid={`company-tab-${tab}`}>{t(TAB_LABELS[tab])}</span>,
            children: (
              <CompanyTabContent
                tab={tab}
                company={company}
                onOpenBrand={(id) => setParam('brand', String(id))}
              />
            ),
          }))}
        />
      </Card>
      <RecordHistorySection record="company" id={company.id} />
      <BrandModal brandId={openBrandId} onClose={() => setParam('brand', null)} />
    </>
  );
}

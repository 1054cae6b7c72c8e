import { hasAnyScope } from '@adatlas/domain/scopes';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { FoundCount } from '../../../shared/ui/FoundCount.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { QueryErrorAlert } from '../../../shared/ui/QueryErrorAlert.tsx';
import { brandAdvertiserQueries } from '../api/brandAdvertisers.queries.ts';
import { BrandAdvertiserFilters } from '../components/BrandAdvertiserFilters.tsx';
import { BrandAdvertiserTable } from '../components/BrandAdvertiserTable.tsx';
import { toBrandAdvertiserQuery, useBrandAdvertiserFilters } from '../hooks/useBrandAdvertiserFilters.ts';

/** Social ad-library figures per brand, platform and year with an estimated spend (spec access §2). */
export function BrandAdvertisersPage() {
  const { t } = useTranslation();
  const { viewer } = useSession();
  const [filters, update] = useBrandAdvertiserFilters();
  const list = useQuery(brandAdvertiserQueries.list(toBrandAdvertiserQuery(filters, new Date())));
  return (
    <>
      <PageTitle>{t('PAGES.BRAND_ADVERTISERS.TITLE')}</PageTitle>
      <BrandAdvertiserFilters
        filters={filters}
        canSearchCompanies={viewer.isAdmin || hasAnyScope(viewer.scopes, ['company', 'contact'])}
        onChange={update}
      />
      {list.isError ? <QueryErrorAlert error={list.error} onRetry={() => void list.refetch()} /> : null}
      <Card
        title={
          list.data ? (
            <FoundCount labelKey="PAGES.BRAND_ADVERTISERS.FOUND" total={list.data.pageInfo.totalResults} />
          ) : undefined
        }
      >
        <BrandAdvertiserTable
          page={list.data}
          isFetching={list.isFetching}
          pageIndex={filters.page}
          pageSize={filters.size}
          onPageChange={(page, size) =>
            update(size === filters.size ? { page } : { size: size as typeof filters.size })
          }
        />
      </Card>
    </>
  );
}

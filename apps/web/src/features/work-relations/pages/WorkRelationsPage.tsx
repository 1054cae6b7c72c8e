import { canExportWorkRelations } from '@adatlas/domain/exports';
import { WORK_RELATIONS_PAGE_SIZE } from '@adatlas/domain/market-data';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { FoundCount } from '../../../shared/ui/FoundCount.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { QueryErrorAlert } from '../../../shared/ui/QueryErrorAlert.tsx';
import { WorkRelationExportButton } from '../../exports/index.ts';
import { workRelationQueries } from '../api/workRelations.queries.ts';
import { WorkRelationFilters } from '../components/WorkRelationFilters.tsx';
import { WorkRelationTable } from '../components/WorkRelationTable.tsx';
import {
  offersCompanyTypeFilter,
  toWorkRelationQuery,
  useWorkRelationFilters,
} from '../hooks/useWorkRelationFilters.ts';

/** Brands with the agencies working on them (spec data §2), sorted by company, and their export. */
export function WorkRelationsPage() {
  const { t } = useTranslation();
  const { session, viewer } = useSession();
  const tenant = session?.tenant ?? 'italy';
  const [filters, update] = useWorkRelationFilters();
  const query = toWorkRelationQuery(filters, tenant);
  const list = useQuery(workRelationQueries.list(query));
  return (
    <>
      <PageTitle>{t('PAGES.WORK_RELATIONS.TITLE')}</PageTitle>
      <WorkRelationFilters
        filters={filters}
        showCompanyType={offersCompanyTypeFilter(tenant)}
        onChange={update}
      />
      {list.isError ? <QueryErrorAlert error={list.error} onRetry={() => void list.refetch()} /> : null}
      <Card
        extra={
          // Without the button the card keeps no empty header.
          canExportWorkRelations(viewer) ? (
            <WorkRelationExportButton filters={query} disabled={!list.data?.workRelations.totalResults} />
          ) : undefined
        }
        title={
          list.data ? (
            <FoundCount labelKey="PAGES.WORK_RELATIONS.FOUND" total={list.data.workRelations.totalResults} />
          ) : undefined
        }
      >
        <WorkRelationTable
          page={list.data}
          isFetching={list.isFetching}
          direction={filters.dir}
          onDirectionChange={(dir) => update({ dir })}
          pageNum={filters.page}
          pageSize={WORK_RELATIONS_PAGE_SIZE}
          onPageChange={(page) => update({ page })}
        />
      </Card>
    </>
  );
}

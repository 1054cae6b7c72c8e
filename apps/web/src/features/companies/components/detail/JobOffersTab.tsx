import { formatDate } from '@adatlas/domain/formatting';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Table, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { QueryState } from '../../../../shared/ui/QueryState.tsx';
import { companyQueries } from '../../api/companies.queries.ts';
import { useFlatLabel } from '../../hooks/useFlatLabel.ts';

/** The sanitiser (DOMPurify) loads with the first description opened, not with the company page. */
const SafeHtml = lazy(() =>
  import('../../../../shared/ui/SafeHtml.tsx').then((module) => ({ default: module.SafeHtml })),
);

export interface JobOffersTabProps {
  companyId: number;
}

export function JobOffersTab({ companyId }: JobOffersTabProps) {
  const { t } = useTranslation();
  const query = useQuery(companyQueries.jobOffers(companyId));
  const contractType = useFlatLabel('contract_type');
  return (
    <QueryState isPending={query.isPending} error={query.error} isEmpty={query.data?.length === 0}>
      <Table
        rowKey="id"
        scroll={{ x: 'max-content' }}
        size="middle"
        dataSource={query.data}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        expandable={{
          rowExpandable: (offer) => Boolean(offer.description),
          expandedRowRender: (offer) => (
            <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 2 }} />}>
              <SafeHtml html={offer.description ?? ''} data-testid="job-offer-description" />
            </Suspense>
          ),
        }}
        columns={[
          {
            title: t('PAGES.COMPANY.PUBLISHED'),
            key: 'date',
            render: (_, o) => formatDate(o.publishedAt),
            width: 120,
          },
          {
            title: t('FILTERS.JOB_TITLE'),
            key: 'title',
            render: (_, o) =>
              o.url ? (
                <Typography.Link href={o.url} target="_blank" rel="noreferrer">
                  {o.jobTitle}
                </Typography.Link>
              ) : (
                o.jobTitle
              ),
          },
          {
            title: t('FILTERS.CONTRACT_TYPE'),
            key: 'contract',
            render: (_, o) => contractType(o.contractType),
          },
          { title: t('FILTERS.LOCATION'), dataIndex: 'location', key: 'location' },
        ]}
      />
    </QueryState>
  );
}

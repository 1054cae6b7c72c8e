import { formatDate } from '@adatlas/domain/formatting';
import { useQuery } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../shared/ui/QueryState.tsx';
import { SafeHtml } from '../../../../shared/ui/SafeHtml.tsx';
import { companyQueries } from '../../api/companies.queries.ts';
import { useFlatLabel } from '../../hooks/useFlatLabel.ts';

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
            <SafeHtml html={offer.description ?? ''} data-testid="job-offer-description" />
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

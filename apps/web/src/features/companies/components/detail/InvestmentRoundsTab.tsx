import type { InvestmentRound } from '@adatlas/domain/companies';
import { formatDate, formatTenantMoney } from '@adatlas/domain/formatting';
import { useQuery } from '@tanstack/react-query';
import { Card, List, Table } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { useSession } from '../../../../shared/session/useSession.ts';
import { QueryState } from '../../../../shared/ui/QueryState.tsx';
import { currentLanguage } from '../../../../shared/utils/currentLanguage.ts';
import { companyQueries } from '../../api/companies.queries.ts';
import { useFlatLabel } from '../../hooks/useFlatLabel.ts';
import { LineChart } from '../charts/LineChart.tsx';

export interface InvestmentRoundsTabProps {
  companyId: number;
}

export function InvestmentRoundsTab({ companyId }: InvestmentRoundsTabProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const language = currentLanguage();
  const money = (value: number | null | undefined) => formatTenantMoney(value, session?.tenant, language);
  const query = useQuery(companyQueries.investmentRounds(companyId));
  const fundingType = useFlatLabel('funding_type');
  const rounds = useMemo(
    () => [...(query.data ?? [])].sort((a, b) => a.fundingDate.localeCompare(b.fundingDate)),
    [query.data],
  );
  const chart = useMemo(
    () => ({
      categories: rounds.map((r) => formatDate(r.fundingDate)),
      series: [{ name: t('PAGES.COMPANY.AMOUNT_INVESTED'), data: rounds.map((r) => r.totalAmountInvested) }],
    }),
    [rounds, t],
  );
  return (
    <QueryState isPending={query.isPending} error={query.error} isEmpty={rounds.length === 0}>
      <Card size="small" style={{ marginBottom: 16 }}>
        <LineChart categories={chart.categories} series={chart.series} formatValue={money} height={260} />
      </Card>
      <Table<InvestmentRound>
        rowKey="id"
        scroll={{ x: 'max-content' }}
        size="middle"
        pagination={false}
        dataSource={[...rounds].reverse()}
        expandable={{
          rowExpandable: (round) => round.investors.length > 0,
          expandedRowRender: (round) => (
            <List
              size="small"
              dataSource={round.investors}
              renderItem={(investor) => (
                <List.Item extra={money(investor.amountInvested)}>
                  {investor.companyId ? (
                    <Link to={`/companies/${investor.companyId}`}>{investor.companyName}</Link>
                  ) : (
                    investor.companyName
                  )}
                </List.Item>
              )}
            />
          ),
        }}
        columns={[
          { title: t('PAGES.COMPANY.DATE'), key: 'date', render: (_, r) => formatDate(r.fundingDate) },
          {
            title: t('FILTERS.FUNDING_TYPE'),
            key: 'type',
            render: (_, r) => fundingType(r.fundingType?.key),
          },
          {
            title: t('PAGES.COMPANY.AMOUNT_INVESTED'),
            key: 'amount',
            align: 'right',
            render: (_, r) => money(r.totalAmountInvested),
          },
          {
            title: t('PAGES.COMPANY.INVESTORS'),
            key: 'investors',
            align: 'right',
            render: (_, r) => r.investors.length,
          },
        ]}
      />
    </QueryState>
  );
}

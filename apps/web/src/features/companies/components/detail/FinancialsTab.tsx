import { type FinancialYear, visibleFinancialYears } from '@adatlas/domain/companies';
import {
  compactMoneyAxisFormatter,
  formatNumber,
  formatTenantMoney,
  tenantCurrencySymbol,
} from '@adatlas/domain/formatting';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { useSession } from '../../../../shared/session/useSession.ts';
import { QueryState } from '../../../../shared/ui/QueryState.tsx';
import { currentLanguage } from '../../../../shared/utils/currentLanguage.ts';
import { companyQueries } from '../../api/companies.queries.ts';
import { LineChart } from '../charts/LineChart.tsx';

export interface FinancialsTabProps {
  companyId: number;
}

const MONEY_KEYS = ['revenue', 'operatingResult', 'personnelCost'] as const;

export function FinancialsTab({ companyId }: FinancialsTabProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const query = useQuery(companyQueries.financials(companyId));
  const years = useMemo(
    () => visibleFinancialYears(query.data ?? []).sort((a, b) => a.year - b.year),
    [query.data],
  );
  const categories = useMemo(() => years.map((y) => y.year), [years]);
  const moneySeries = useMemo(
    () => MONEY_KEYS.map((key) => ({ name: t(`FILTERS.FINANCIAL.${key}`), data: years.map((y) => y[key]) })),
    [years, t],
  );
  const employeeSeries = useMemo(
    () => [{ name: t('FILTERS.FINANCIAL.employees'), data: years.map((y) => y.employees) }],
    [years, t],
  );
  const language = currentLanguage();
  // Digits follow the interface language, the currency the tenant's country.
  const money = (value: number) => formatTenantMoney(value, session?.tenant, language);
  const count = (value: number) => formatNumber(value, language);
  const largest = Math.max(
    0,
    ...moneySeries.flatMap((line) => line.data.map((value) => Math.abs(value ?? 0))),
  );
  const moneyAxis = compactMoneyAxisFormatter(largest, language, tenantCurrencySymbol(session?.tenant));
  return (
    <QueryState isPending={query.isPending} error={query.error} isEmpty={years.length === 0}>
      <Table<FinancialYear>
        rowKey="year"
        scroll={{ x: 'max-content' }}
        size="small"
        pagination={false}
        dataSource={[...years].reverse()}
        columns={[
          { title: t('FILTERS.YEAR'), dataIndex: 'year', key: 'year' },
          ...MONEY_KEYS.map((key) => ({
            title: t(`FILTERS.FINANCIAL.${key}`),
            key,
            align: 'right' as const,
            render: (_: unknown, row: FinancialYear) => {
              const value = row[key];
              return value === null ? '–' : money(value);
            },
          })),
          {
            title: t('FILTERS.FINANCIAL.employees'),
            key: 'employees',
            align: 'right' as const,
            render: (_: unknown, row: FinancialYear) => (row.employees === null ? '–' : count(row.employees)),
          },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card size="small" title={t('PAGES.COMPANY.FINANCIAL_TREND')}>
            <LineChart
              categories={categories}
              series={moneySeries}
              formatValue={money}
              formatAxis={moneyAxis}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('FILTERS.FINANCIAL.employees')}>
            <LineChart categories={categories} series={employeeSeries} formatValue={count} />
          </Card>
        </Col>
      </Row>
    </QueryState>
  );
}

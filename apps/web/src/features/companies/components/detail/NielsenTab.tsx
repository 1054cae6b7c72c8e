import { formatNumber, tenantCurrencyLabel } from '@adatlas/domain/formatting';
import { useQuery } from '@tanstack/react-query';
import { Flex, Segmented, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { useSession } from '../../../../shared/session/useSession.ts';
import { QueryState } from '../../../../shared/ui/QueryState.tsx';
import { currentLanguage } from '../../../../shared/utils/currentLanguage.ts';
import { companyQueries } from '../../api/companies.queries.ts';
import { LineChart } from '../charts/LineChart.tsx';

export interface NielsenTabProps {
  companyId: number;
}

type Row = { channel: string } & Record<string, number | string | null>;

/**
 * Media spend: a table of channels per year or a line per channel; figures with 2 decimals in the
 * interface language, their unit said once above them.
 */
export function NielsenTab({ companyId }: NielsenTabProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const [view, setView] = useState<'stats' | 'graph'>('stats');
  const query = useQuery(companyQueries.nielsen(companyId));
  const currency = tenantCurrencyLabel(session?.tenant);
  const language = currentLanguage();
  const format = (value: number) => formatNumber(value, language, 2);
  const history = query.data;
  const { rows, series } = useMemo(() => {
    if (!history) return { rows: [] as Row[], series: [] };
    const amount = (channel: string, year: number) =>
      history.rows.find((r) => r.channel === channel && r.year === year)?.amount ?? null;
    const channelRows: Row[] = history.channels.map((channel) => ({
      channel,
      ...Object.fromEntries(history.years.map((year) => [String(year), amount(channel, year)])),
    }));
    const total: Row = {
      channel: t('PAGES.COMPANY.GRAND_TOTAL'),
      ...Object.fromEntries(history.grandTotals.map((g) => [String(g.year), g.amount])),
    };
    return {
      rows: [...channelRows, total],
      series: history.channels.map((channel) => ({
        name: channel,
        data: history.years.map((y) => amount(channel, y)),
      })),
    };
  }, [history, t]);

  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      isEmpty={!history || history.years.length === 0}
    >
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }} wrap gap={8}>
        <Segmented
          value={view}
          onChange={(value) => setView(value as 'stats' | 'graph')}
          options={[
            { value: 'stats', label: t('PAGES.COMPANY.STATS') },
            { value: 'graph', label: t('PAGES.COMPANY.GRAPH') },
          ]}
          data-testid="nielsen-view"
        />
        <Typography.Text type="secondary">{t('PAGES.COMPANY.FIGURES_IN', { currency })}</Typography.Text>
      </Flex>
      {view === 'stats' ? (
        <Table<Row>
          rowKey="channel"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          dataSource={rows}
          rowClassName={(_, index) => (index === rows.length - 1 ? 'ant-table-row-selected' : '')}
          columns={[
            { title: t('FILTERS.CHANNEL'), dataIndex: 'channel', key: 'channel', fixed: 'left' },
            ...(history?.years ?? []).map((year) => ({
              title: String(year),
              key: String(year),
              align: 'right' as const,
              render: (_: unknown, row: Row) => {
                const value = row[String(year)];
                return typeof value === 'number' ? format(value) : '–';
              },
            })),
          ]}
        />
      ) : (
        <LineChart categories={history?.years ?? []} series={series} formatValue={format} height={340} />
      )}
      {session?.tenant === 'spain' ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
          {t('PAGES.COMPANY.NIELSEN_SOURCE')}
        </Typography.Text>
      ) : null}
    </QueryState>
  );
}

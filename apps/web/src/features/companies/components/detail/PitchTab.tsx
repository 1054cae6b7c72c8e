import { COMPANY_PITCHES_DEFAULT_LIMIT, type PitchSummary } from '@adatlas/domain/companies';
import { formatDate } from '@adatlas/domain/formatting';
import { COMPANY_PITCHES_SHOW_MORE_STEP } from '@adatlas/domain/market';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Flex, Select, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { referenceListQueries } from '../../../../shared/api/referenceLists.queries.ts';
import { useSession } from '../../../../shared/session/useSession.ts';
import { QueryState } from '../../../../shared/ui/QueryState.tsx';
import { companyQueries } from '../../api/companies.queries.ts';
import { LineChart } from '../charts/LineChart.tsx';

export interface PitchTabProps {
  companyId: number;
}

export function PitchTab({ companyId }: PitchTabProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const [category, setCategory] = useState<number | undefined>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  // Spec data §9: five pitches first, then ten more per "Show more"; a new filter starts over.
  const [shown, setShown] = useState(COMPANY_PITCHES_DEFAULT_LIMIT);
  const categories = useQuery(referenceListQueries.flat(session?.tenant ?? '', 'pitch_category'));
  const label = (key: string) => categories.data?.find((c) => c.key === key)?.label ?? key;
  const query = useQuery(
    companyQueries.pitches(companyId, {
      category,
      from: range?.[0]?.format('YYYY-MM-DD'),
      to: range?.[1]?.format('YYYY-MM-DD'),
    }),
  );
  const graph = useMemo(
    () => ({
      categories: (query.data?.graph ?? []).map((point) => point.year),
      series: [
        { name: t('PAGES.COMPANY.PITCHES'), data: (query.data?.graph ?? []).map((point) => point.count) },
      ],
    }),
    [query.data, t],
  );
  const remaining = (query.data?.data.length ?? 0) - shown;
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Select
          allowClear
          placeholder={t('FILTERS.CATEGORY')}
          aria-label={t('FILTERS.CATEGORY')}
          data-testid="company-pitch-category"
          value={category}
          onChange={(value) => {
            setCategory(value);
            setShown(COMPANY_PITCHES_DEFAULT_LIMIT);
          }}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.label }))}
          style={{ width: 220 }}
        />
        {/* Spec data §5: a start date is required, the end is optional. */}
        <DatePicker.RangePicker
          value={range}
          onChange={(value) => {
            setRange(value);
            setShown(COMPANY_PITCHES_DEFAULT_LIMIT);
          }}
          format="DD/MM/YYYY"
          allowEmpty={[false, true]}
        />
      </Flex>
      <QueryState isPending={query.isPending} error={query.error} isEmpty={query.data?.data.length === 0}>
        <Card size="small">
          <LineChart
            categories={graph.categories}
            series={graph.series}
            type="bar"
            height={220}
            isWholeNumbers
          />
        </Card>
        <Table<PitchSummary>
          rowKey="id"
          scroll={{ x: 'max-content' }}
          size="middle"
          dataSource={query.data?.data.slice(0, shown)}
          pagination={false}
          columns={[
            { title: t('PAGES.COMPANY.PITCH_TITLE'), dataIndex: 'title', key: 'title' },
            {
              title: t('FILTERS.CATEGORY'),
              key: 'category',
              render: (_, p) => <Tag>{label(p.category.key)}</Tag>,
            },
            { title: t('PAGES.COMPANY.START_DATE'), key: 'start', render: (_, p) => formatDate(p.startDate) },
            {
              title: t('PAGES.COMPANY.ADVERTISER'),
              key: 'company',
              render: (_, p) => <Link to={`/companies/${p.company.id}`}>{p.company.name}</Link>,
            },
            {
              title: t('PAGES.COMPANY.WINNER'),
              key: 'winner',
              render: (_, p) =>
                p.winnerCompany ? (
                  <Link to={`/companies/${p.winnerCompany.id}`}>{p.winnerCompany.name}</Link>
                ) : (
                  '–'
                ),
            },
            {
              title: t('PAGES.COMPANY.ROLE'),
              key: 'role',
              render: (_, p) => t(`PAGES.COMPANY.PITCH_ROLE.${p.role}`),
            },
          ]}
        />
        {remaining > 0 ? (
          <Button
            block
            onClick={() => setShown((count) => count + COMPANY_PITCHES_SHOW_MORE_STEP)}
            data-testid="company-pitches-more"
          >
            {t('COMMON.SHOW_MORE_COUNT', { count: Math.min(remaining, COMPANY_PITCHES_SHOW_MORE_STEP) })}
          </Button>
        ) : null}
      </QueryState>
    </Flex>
  );
}

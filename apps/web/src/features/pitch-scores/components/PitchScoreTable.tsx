import { formatDate } from '@adatlas/domain/formatting';
import type { PITCH_SCORE_SORT_KEYS, PitchScore, PitchScorePage } from '@adatlas/domain/market-data';
import { Flex, Progress, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { CompanyLink } from '../../pitch/index.ts';

type SortKey = (typeof PITCH_SCORE_SORT_KEYS)[number];

export interface PitchScoreTableProps {
  page: PitchScorePage | undefined;
  isFetching: boolean;
  labels: { category: ReadonlyMap<number, string>; scope: ReadonlyMap<string, string> };
  sort: { key: SortKey; direction: 'asc' | 'desc' };
  onSortChange: (key: SortKey, direction: 'asc' | 'desc') => void;
  pageNum: number;
  pageSize: number;
  onPageChange: (pageNum: number) => void;
  /** Tag mode's row checkbox. */
  leading?: (id: number) => ReactNode;
  /** The row's tag chips, under the company. */
  below?: (id: number) => ReactNode;
  /** Off on a company's own page, where every row is that company. */
  hasCompanyColumn?: boolean;
}

const ORDER = { asc: 'ascend', desc: 'descend' } as const;
const SORT_CYCLE: SortOrder[] = ['ascend', 'descend', 'ascend'];

export function PitchScoreTable(props: PitchScoreTableProps) {
  const { page, isFetching, labels, sort, onSortChange, pageNum, pageSize, onPageChange, leading, below } =
    props;
  const hasCompanyColumn = props.hasCompanyColumn ?? true;
  const { t } = useTranslation();
  const sortable = (key: SortKey) => ({
    key,
    sorter: true,
    // Clicking the active column flips it; antd's third "unsorted" click is skipped.
    sortDirections: SORT_CYCLE,
    sortOrder: sort.key === key ? ORDER[sort.direction] : null,
  });
  const columns: TableColumnsType<PitchScore> = [
    ...(leading
      ? [{ key: 'select', width: 48, render: (_: unknown, row: PitchScore) => leading(row.id) }]
      : []),
    ...(hasCompanyColumn
      ? [
          {
            ...sortable('company'),
            title: t('PAGES.PITCH_SCORES.COLUMN_COMPANY'),
            render: (_: unknown, row: PitchScore) => (
              <Flex vertical gap={4}>
                <CompanyLink company={row.company} />
                {below?.(row.id)}
              </Flex>
            ),
          },
        ]
      : []),
    {
      ...sortable('category'),
      title: t('PAGES.PITCH_SCORES.COLUMN_CATEGORY'),
      render: (_, row) => labels.category.get(row.category.id) ?? row.category.key,
    },
    {
      ...sortable('endDate'),
      title: t('PAGES.PITCH_SCORES.COLUMN_END_DATE'),
      render: (_, row) => formatDate(row.latestEndDate),
    },
    {
      ...sortable('scope'),
      title: t('PAGES.PITCH_SCORES.COLUMN_SCOPE'),
      render: (_, row) => (row.scope ? (labels.scope.get(row.scope) ?? row.scope) : ''),
    },
    {
      key: 'winner',
      title: t('PAGES.PITCH_SCORES.COLUMN_WINNER'),
      render: (_, row) => <CompanyLink company={row.latestWinner} />,
    },
    {
      key: 'currentAgency',
      title: t('PAGES.PITCH_SCORES.COLUMN_CURRENT_AGENCY'),
      render: (_, row) => <CompanyLink company={row.currentAgency} />,
    },
    {
      ...sortable('score'),
      title: t('PAGES.PITCH_SCORES.COLUMN_SCORE'),
      width: 180,
      render: (_, row) => (
        <Progress
          percent={row.score}
          size="small"
          status="normal"
          aria-label={t('PAGES.PITCH_SCORES.COLUMN_SCORE')}
          data-testid="pitch-score"
        />
      ),
    },
  ];
  const onChange: TableProps<PitchScore>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') return onPageChange(pagination.current ?? 1);
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = single?.columnKey as SortKey | undefined;
    if (!key) return;
    onSortChange(key, single?.order === 'descend' ? 'desc' : 'asc');
  };
  return (
    <Table<PitchScore>
      rowKey="id"
      size="middle"
      data-testid="pitch-score-table"
      columns={columns}
      dataSource={page?.results}
      loading={isFetching}
      scroll={{ x: 1050 }}
      onChange={onChange}
      showSorterTooltip={false}
      locale={{ emptyText: t('COMMON.NO_DATA') }}
      pagination={{
        current: pageNum,
        pageSize,
        total: page?.pageInfo.totalResults ?? 0,
        showSizeChanger: false,
      }}
    />
  );
}

import { formatDate } from '@adatlas/domain/formatting';
import type { PitchPage, PitchSummary } from '@adatlas/domain/market-data';
import { Flex, Space, Table, type TableColumnsType, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { KEYBOARD_ROW_BACKGROUND, type KeyboardList } from '../../../shared/commands/pageList.ts';
import { pitchStatus } from '../utils/pitchStatus.ts';
import { AgencyName } from './AgencyName.tsx';
import { CompanyLink } from './CompanyLink.tsx';
import { PitchDetails } from './PitchDetails.tsx';
import { PitchStatusTag } from './PitchStatusTag.tsx';

export interface PitchTableProps {
  page: PitchPage | undefined;
  isFetching: boolean;
  categoryLabels: ReadonlyMap<number, string>;
  sourceLabels: ReadonlyMap<string, string>;
  pageNum: number;
  pageSize: number;
  onPageChange: (pageNum: number, pageSize: number) => void;
  /** Tag mode's row checkbox. */
  leading?: (id: number) => ReactNode;
  /** The row's tag chips, under the title. */
  below?: (id: number) => ReactNode;
  /** The rows `j` / `k` move in; `o` shows or hides the details of `expandedIds`. */
  keyboard?: KeyboardList;
  expandedIds: readonly number[];
  onExpandedChange: (ids: readonly number[]) => void;
}

const COMPETITORS_SHOWN = 3;

export function PitchTable({
  page,
  isFetching,
  categoryLabels,
  sourceLabels,
  pageNum,
  pageSize,
  onPageChange,
  leading,
  below,
  keyboard,
  expandedIds,
  onExpandedChange,
}: PitchTableProps) {
  const { t } = useTranslation();
  const today = dayjs().format('YYYY-MM-DD');
  const columns: TableColumnsType<PitchSummary> = [
    ...(leading
      ? [{ key: 'select', width: 48, render: (_: unknown, pitch: PitchSummary) => leading(pitch.id) }]
      : []),
    {
      key: 'title',
      title: t('PAGES.PITCH.COLUMN_TITLE'),
      width: 220,
      render: (_, pitch) => (
        <Flex vertical gap={4}>
          <span>{pitch.title}</span>
          {below?.(pitch.id)}
        </Flex>
      ),
    },
    {
      key: 'company',
      title: t('PAGES.PITCH.COLUMN_COMPANY'),
      render: (_, pitch) => <CompanyLink company={pitch.company} />,
    },
    {
      key: 'category',
      title: t('PAGES.PITCH.COLUMN_CATEGORY'),
      render: (_, pitch) => categoryLabels.get(pitch.category.id) ?? pitch.category.key,
    },
    {
      key: 'start',
      title: t('PAGES.PITCH.COLUMN_START'),
      render: (_, pitch) => <span data-field="start">{formatDate(pitch.start_date)}</span>,
    },
    {
      key: 'end',
      title: t('PAGES.PITCH.COLUMN_END'),
      render: (_, pitch) => formatDate(pitch.end_date),
    },
    {
      key: 'status',
      title: t('PAGES.PITCH.COLUMN_STATUS'),
      render: (_, pitch) => <PitchStatusTag status={pitchStatus(pitch.end_date, today)} />,
    },
    {
      key: 'formerWinner',
      title: t('PAGES.PITCH.COLUMN_FORMER_WINNER'),
      render: (_, pitch) => <AgencyName company={pitch.formerWinner} external={pitch.externalFormerWinner} />,
    },
    {
      key: 'winner',
      title: t('PAGES.PITCH.COLUMN_WINNER'),
      render: (_, pitch) => <AgencyName company={pitch.winner} external={pitch.externalWinner} />,
    },
    {
      key: 'competitors',
      title: t('PAGES.PITCH.COLUMN_COMPETITORS'),
      render: (_, pitch) => {
        const names = [...pitch.competitors.map((agency) => agency.name), ...pitch.externalCompetitors];
        return (
          <Space size={[4, 4]} wrap>
            {names.slice(0, COMPETITORS_SHOWN).map((name) => (
              <Tag key={name} style={{ marginInlineEnd: 0 }}>
                {name}
              </Tag>
            ))}
            {names.length > COMPETITORS_SHOWN ? (
              <Tag bordered={false}>+{names.length - COMPETITORS_SHOWN}</Tag>
            ) : null}
          </Space>
        );
      },
    },
  ];
  return (
    <Table<PitchSummary>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.data}
      loading={isFetching}
      scroll={{ x: 1100 }}
      expandable={{
        expandedRowRender: (pitch) => <PitchDetails pitch={pitch} sourceLabels={sourceLabels} />,
        expandedRowKeys: [...expandedIds],
        onExpandedRowsChange: (keys) => onExpandedChange(keys.map(Number)),
      }}
      onRow={(pitch) => ({
        ...keyboard?.rowProps(pitch.id),
        style: keyboard?.focusedId === pitch.id ? { background: KEYBOARD_ROW_BACKGROUND } : undefined,
      })}
      data-testid="pitch-table"
      locale={{ emptyText: t('COMMON.NO_DATA') }}
      pagination={{
        current: pageNum,
        pageSize,
        total: page?.totalResults ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100],
        onChange: onPageChange,
      }}
    />
  );
}

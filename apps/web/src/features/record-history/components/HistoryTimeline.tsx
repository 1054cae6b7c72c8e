import type { HistoryRecord } from '@adatlas/domain/record-history';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Flex, Select, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { formatDateTime } from '../../../shared/utils/formatDateTime.ts';
import { recordHistoryQueries } from '../api/recordHistory.queries.ts';
import { HISTORY_FILTERS, type HistoryFilter, kindsOf } from '../utils/historyFilters.ts';
import { formatRelativeTime } from '../utils/relativeTime.ts';
import { HistoryEntryText } from './HistoryEntryText.tsx';

export interface HistoryTimelineProps {
  record: HistoryRecord;
  id: number;
}

/** What changed on a record, newest first, filtered by kind and paged with "Show more". */
export function HistoryTimeline({ record, id }: HistoryTimelineProps) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const history = useInfiniteQuery(recordHistoryQueries.list(record, id, kindsOf(filter)));
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  const now = new Date();
  return (
    <Flex vertical gap={12}>
      <Select<HistoryFilter>
        value={filter}
        onChange={setFilter}
        style={{ maxWidth: 260 }}
        aria-label={t('RECORD_HISTORY.FILTER_LABEL')}
        data-testid="history-filter"
        options={HISTORY_FILTERS[record].map((value) => ({
          value,
          label: t(`RECORD_HISTORY.FILTER.${value.toUpperCase()}`),
        }))}
      />
      <QueryState
        isPending={history.isPending}
        error={history.error}
        isEmpty={entries.length === 0}
        onRetry={() => void history.refetch()}
        skeletonRows={3}
      >
        <Timeline
          data-testid="history-timeline"
          items={entries.map((entry) => ({
            key: entry.id,
            color: entry.kind === 'verified' ? 'green' : entry.hidden ? 'gray' : 'blue',
            children: (
              <div data-testid="history-entry" data-kind={entry.kind}>
                <HistoryEntryText entry={entry} showSubject={record === 'company'} />
                <Typography.Text
                  type="secondary"
                  title={formatDateTime(entry.at)}
                  style={{ display: 'block', fontSize: 12 }}
                >
                  {formatRelativeTime(entry.at, now, i18n.language)}
                  {entry.actor ? ` · ${entry.actor}` : ''}
                </Typography.Text>
              </div>
            ),
          }))}
        />
        {history.hasNextPage ? (
          <Button
            onClick={() => void history.fetchNextPage()}
            loading={history.isFetchingNextPage}
            data-testid="history-more"
          >
            {t('RECORD_HISTORY.SHOW_MORE')}
          </Button>
        ) : null}
      </QueryState>
    </Flex>
  );
}

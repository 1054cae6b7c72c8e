import type { HistoryRecord } from '@adatlas/domain/record-history';
import { HistoryOutlined } from '@ant-design/icons';
import { Collapse, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';

// The timeline and its query load only when a reader opens the section.
const HistoryTimeline = lazy(async () => ({
  default: (await import('./HistoryTimeline.tsx')).HistoryTimeline,
}));

export interface RecordHistorySectionProps {
  record: HistoryRecord;
  id: number;
}

/** The History section of a company or contact page, closed until opened. */
export function RecordHistorySection({ record, id }: RecordHistorySectionProps) {
  const { t } = useTranslation();
  return (
    <Collapse
      data-testid="record-history"
      destroyOnHidden
      style={{ marginTop: 16, background: '#fff' }}
      items={[
        {
          key: 'history',
          label: (
            <span data-testid="record-history-toggle">
              <HistoryOutlined /> {t('RECORD_HISTORY.TITLE')}
            </span>
          ),
          children: (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
              <HistoryTimeline record={record} id={id} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}

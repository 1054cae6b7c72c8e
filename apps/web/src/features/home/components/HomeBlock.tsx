import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { QueryErrorAlert } from '../../../shared/ui/QueryErrorAlert.tsx';

export interface HomeBlockProps<T> {
  title: ReactNode;
  query: UseQueryResult<readonly T[]>;
  testId: string;
  extra?: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}

/**
 * A home card over one list: skeleton while loading, the error with a retry, or "No data".
 * The list is drawn from a deferred copy of the data: an answer reaches React through
 * useSyncExternalStore, whose updates render in one blocking task, and Home's lists arriving
 * together made one of 0.5–0.8 s at a phone's CPU speed; the deferred render yields between
 * components. Until it has run, the skeleton stays.
 */
export function HomeBlock<T>({ title, query, testId, extra, children }: HomeBlockProps<T>) {
  const { t } = useTranslation();
  const items = useDeferredValue(query.data);
  return (
    <Panel title={title} extra={extra} data-testid={testId} bodyStyle={{ paddingTop: 8 }}>
      {query.isPending || (query.isSuccess && items === undefined) ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : null}
      {query.isError ? <QueryErrorAlert error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && items?.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('COMMON.NO_DATA')} />
      ) : null}
      {query.isSuccess && items && items.length > 0 ? children(items) : null}
    </Panel>
  );
}

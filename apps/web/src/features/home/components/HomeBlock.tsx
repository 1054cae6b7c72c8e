import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { QueryErrorAlert } from '../../../shared/ui/QueryErrorAlert.tsx';

export interface HomeBlockProps<T> {
  title: ReactNode;
  query: UseQueryResult<readonly T[]>;
  testId: string;
  extra?: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}

/** A home card over one list: skeleton while loading, the error with a retry, or "No data". */
export function HomeBlock<T>({ title, query, testId, extra, children }: HomeBlockProps<T>) {
  const { t } = useTranslation();
  return (
    <Panel title={title} extra={extra} data-testid={testId} bodyStyle={{ paddingTop: 8 }}>
      {query.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {query.isError ? <QueryErrorAlert error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && query.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('COMMON.NO_DATA')} />
      ) : null}
      {query.isSuccess && query.data.length > 0 ? children(query.data) : null}
    </Panel>
  );
}

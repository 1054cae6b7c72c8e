import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CreaCarousel, creativityQueries } from '../../creativity/index.ts';
import { QueryErrorAlert } from '../../pitch/components/QueryErrorAlert.tsx';

/** The creative works carousel; without works there is nothing to show, so no card (spec §2). */
export function LatestCreas() {
  const { t } = useTranslation();
  const creas = useQuery(creativityQueries.latest());
  if (creas.isSuccess && creas.data.length === 0) return null;
  return (
    <Card title={t('PAGES.HOME.LATEST_CREAS')} data-testid="home-creas" styles={{ body: { paddingTop: 12 } }}>
      {creas.isPending ? <CarouselPlaceholder /> : null}
      {creas.isError ? <QueryErrorAlert error={creas.error} onRetry={() => void creas.refetch()} /> : null}
      {creas.isSuccess ? (
        <Suspense fallback={<CarouselPlaceholder />}>
          <CreaCarousel creas={creas.data} />
        </Suspense>
      ) : null}
    </Card>
  );
}

function CarouselPlaceholder() {
  return <Skeleton active paragraph={{ rows: 5 }} />;
}

import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { QueryErrorAlert } from '../../../shared/ui/QueryErrorAlert.tsx';
import { CreaCarousel, creativityQueries } from '../../creativity/index.ts';

/** The creative works carousel; without works there is nothing to show, so no card (spec §2). */
export function LatestCreas() {
  const { t } = useTranslation();
  const creas = useQuery(creativityQueries.latest());
  if (creas.isSuccess && creas.data.length === 0) return null;
  return (
    <Panel title={t('PAGES.HOME.LATEST_CREAS')} data-testid="home-creas" bodyStyle={{ paddingTop: 12 }}>
      {creas.isPending ? <CarouselPlaceholder /> : null}
      {creas.isError ? <QueryErrorAlert error={creas.error} onRetry={() => void creas.refetch()} /> : null}
      {creas.isSuccess ? (
        <Suspense fallback={<CarouselPlaceholder />}>
          <CreaCarousel creas={creas.data} />
        </Suspense>
      ) : null}
    </Panel>
  );
}

function CarouselPlaceholder() {
  return <Skeleton active paragraph={{ rows: 5 }} />;
}

import { PITCH_SCORES_PAGE_SIZE } from '@adatlas/domain/market-data';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { FoundCount } from '../../../shared/ui/FoundCount.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { QueryErrorAlert } from '../../../shared/ui/QueryErrorAlert.tsx';
import { TagModeBar, useTagRows } from '../../tags/index.ts';
import { pitchScoreQueries } from '../api/pitchScores.queries.ts';
import { PitchScoreFiltersForm } from '../components/PitchScoreFiltersForm.tsx';
import { PitchScoreTable } from '../components/PitchScoreTable.tsx';
import { toPitchScoreQuery, usePitchScoreFilters } from '../hooks/usePitchScoreFilters.ts';
import { usePitchScoreLabels } from '../hooks/usePitchScoreLabels.ts';

/** Companies most likely to pitch a category again (spec data §2), highest score first. */
export function PitchScoresPage() {
  const { t } = useTranslation();
  const [filters, update] = usePitchScoreFilters();
  const query = toPitchScoreQuery(filters);
  const list = useQuery(pitchScoreQueries.list(query));
  const pageIds = (list.data?.results ?? []).map((row) => row.id);
  const tagRows = useTagRows('pitchScore', pageIds);
  const labels = usePitchScoreLabels();
  // Typed fields stay out of the key: the form starting again would lose their focus as they apply.
  const {
    page: _page,
    sort: _sort,
    dir: _dir,
    nielsenYear: _year,
    nielsenMin: _min,
    nielsenMax: _max,
    ...formFilters
  } = filters;
  return (
    <>
      <PageTitle>{t('PAGES.PITCH_SCORES.TITLE')}</PageTitle>
      <PitchScoreFiltersForm key={JSON.stringify(formFilters)} filters={filters} onSearch={update} />
      {list.isError ? <QueryErrorAlert error={list.error} onRetry={() => void list.refetch()} /> : null}
      <Card
        title={
          list.data ? (
            <FoundCount labelKey="PAGES.PITCH_SCORES.FOUND" total={list.data.pageInfo.totalResults} />
          ) : undefined
        }
      >
        {tagRows.canTag ? (
          <TagModeBar
            entity="pitchScore"
            selection={tagRows.selection}
            pageIds={pageIds}
            totalResults={list.data?.pageInfo.totalResults ?? 0}
            filters={query}
          />
        ) : null}
        <PitchScoreTable
          page={list.data}
          isFetching={list.isFetching}
          labels={labels}
          sort={{ key: filters.sort, direction: filters.dir }}
          onSortChange={(sort, dir) => update({ sort, dir })}
          pageNum={filters.page}
          pageSize={PITCH_SCORES_PAGE_SIZE}
          onPageChange={(page) => update({ page })}
          leading={tagRows.leading}
          below={tagRows.below}
        />
      </Card>
    </>
  );
}

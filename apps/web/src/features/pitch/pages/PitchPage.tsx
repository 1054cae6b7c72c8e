import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Spin } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { referenceListQueries } from '../../../shared/api/referenceLists.queries.ts';
import { useKeyboardList } from '../../../shared/commands/pageList.ts';
import { useRequestedSearch } from '../../../shared/commands/requestedSearch.ts';
import { useExternalChangeKey } from '../../../shared/hooks/useExternalChangeKey.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { FoundCount } from '../../../shared/ui/FoundCount.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { QueryErrorAlert } from '../../../shared/ui/QueryErrorAlert.tsx';
import { SortBar } from '../../../shared/ui/SortBar.tsx';
import { SavedSearchSelector } from '../../saved-searches/index.ts';
import { TagModeBar, useTagRows } from '../../tags/index.ts';
import { pitchQueries } from '../api/pitch.queries.ts';
import { PitchFiltersForm } from '../components/PitchFiltersForm.tsx';
import { PitchTable } from '../components/PitchTable.tsx';
import {
  fromPitchSearch,
  type PitchUrlFilters,
  parsePitchUrl,
  toPitchFilters,
  toPitchQuery,
  toSavedPitchSearch,
  usePitchFilters,
} from '../hooks/usePitchFilters.ts';

const PitchYearChart = lazy(async () => ({
  default: (await import('../components/PitchYearChart.tsx')).PitchYearChart,
}));

const SORT_OPTIONS = [
  { key: 'start_date', labelKey: 'PAGES.PITCH.SORT_START_DATE' },
  { key: 'name', labelKey: 'PAGES.PITCH.SORT_NAME' },
] as const;

/**
 * The filter form starts again from the URL when a filter changes from outside it (a saved search,
 * the back button), but not for its typed fields, which would lose the focus while they apply.
 */
function formKey(filters: PitchUrlFilters): string {
  const { category, from, to, status } = filters;
  return JSON.stringify({ category, from, to, status });
}

/** Pitch search (spec data §2): filters, sort bar, yearly chart and the paged list. */
export function PitchPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [filters, update] = usePitchFilters();
  const form = useExternalChangeKey(formKey(filters));
  // A saved search chosen in the command palette.
  useRequestedSearch((data) => update(fromPitchSearch(data)));
  const query = toPitchQuery(filters);
  const list = useQuery(pitchQueries.list(query));
  const pageIds = (list.data?.data ?? []).map((pitch) => pitch.id);
  const tagRows = useTagRows('pitch', pageIds);
  // A pitch opens in place: `o` shows or hides the details of the keyboard's row, as its expand icon.
  const [expandedIds, setExpandedIds] = useState<readonly number[]>([]);
  const rows = useKeyboardList(pageIds, (id) =>
    setExpandedIds((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id])),
  );
  const graph = useQuery(pitchQueries.graph(toPitchFilters(filters)));
  const categories = useQuery(referenceListQueries.flat(session?.tenant ?? '', 'pitch_category'));
  const categoryLabels = useMemo(
    () => new Map((categories.data ?? []).map((item) => [item.id, item.label])),
    [categories.data],
  );
  const sources = useQuery(referenceListQueries.flat(session?.tenant ?? '', 'source'));
  const sourceLabels = useMemo(
    () => new Map((sources.data ?? []).map((item) => [item.key, item.label])),
    [sources.data],
  );
  const series = graph.data?.series ?? [];

  return (
    <>
      <PageTitle>{t('PAGES.PITCH.TITLE')}</PageTitle>
      <PitchFiltersForm
        key={form.generation}
        filters={filters}
        onSearch={(patch) => {
          form.ownChange(formKey({ ...filters, ...patch }));
          update(patch);
        }}
      />
      {series.length > 0 ? (
        <Card size="small" title={t('PAGES.PITCH.CHART_TITLE')} style={{ marginBottom: 16 }}>
          <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
            <PitchYearChart series={series} />
          </Suspense>
        </Card>
      ) : null}
      {list.isError ? <QueryErrorAlert error={list.error} onRetry={() => void list.refetch()} /> : null}
      <Card>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          {tagRows.canTag ? (
            <TagModeBar
              entity="pitch"
              selection={tagRows.selection}
              pageIds={pageIds}
              totalResults={list.data?.totalResults ?? 0}
              filters={query}
              focusedId={rows.focusedId}
            />
          ) : (
            <span />
          )}
          {session?.flags.savedSearch ? (
            <SavedSearchSelector
              entity="pitch"
              filters={toSavedPitchSearch(filters)}
              onLoad={(data) => update(fromPitchSearch(data))}
              onReset={() => update(parsePitchUrl({}))}
            />
          ) : null}
        </Flex>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          {list.data ? <FoundCount labelKey="PAGES.PITCH.FOUND" total={list.data.totalResults} /> : <span />}
          <SortBar
            options={SORT_OPTIONS}
            sortKey={filters.sort}
            direction={filters.dir}
            onChange={({ key, direction }) => update({ sort: key, dir: direction })}
          />
        </Flex>
        <PitchTable
          page={list.data}
          isFetching={list.isFetching}
          categoryLabels={categoryLabels}
          sourceLabels={sourceLabels}
          pageNum={filters.page}
          pageSize={filters.size}
          onPageChange={(page, size) =>
            update(size === filters.size ? { page } : { size: size as typeof filters.size })
          }
          leading={tagRows.leading}
          below={tagRows.below}
          keyboard={rows}
          expandedIds={expandedIds}
          onExpandedChange={setExpandedIds}
        />
      </Card>
    </>
  );
}

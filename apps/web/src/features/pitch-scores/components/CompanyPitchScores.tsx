import { DEFAULT_SORTS } from '@adatlas/domain/market';
import {
  PITCH_SCORE_MIN_DEFAULT,
  type PITCH_SCORE_SORT_KEYS,
  PITCH_SCORES_PAGE_SIZE,
} from '@adatlas/domain/market-data';
import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { pitchScoreQueries } from '../api/pitchScores.queries.ts';
import { usePitchScoreLabels } from '../hooks/usePitchScoreLabels.ts';
import { PitchScoreTable } from './PitchScoreTable.tsx';

type SortKey = (typeof PITCH_SCORE_SORT_KEYS)[number];

export interface CompanyPitchScoresProps {
  companyId: number;
}

/** The Pitch scores tab of a company page: the pitch-score list narrowed to that company. */
export function CompanyPitchScores({ companyId }: CompanyPitchScoresProps) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<{ key: SortKey; direction: 'asc' | 'desc' }>(DEFAULT_SORTS.pitchScores);
  const [page, setPage] = useState(1);
  const list = useQuery(
    pitchScoreQueries.forCompany({
      companyId,
      page,
      pageSize: PITCH_SCORES_PAGE_SIZE,
      sortBy: sort.key,
      sortDirection: sort.direction,
      minPitchScore: PITCH_SCORE_MIN_DEFAULT,
    }),
  );
  const labels = usePitchScoreLabels();
  // Spec data §8: on the company page a failed load is silent, the tab just has nothing to show.
  if (list.isError) {
    return (
      <div data-testid="company-pitch-scores">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('COMMON.NO_DATA')} />
      </div>
    );
  }
  return (
    <div data-testid="company-pitch-scores">
      <PitchScoreTable
        page={list.data}
        isFetching={list.isFetching}
        labels={labels}
        sort={sort}
        onSortChange={(key, direction) => {
          setSort({ key, direction });
          setPage(1);
        }}
        pageNum={page}
        pageSize={PITCH_SCORES_PAGE_SIZE}
        onPageChange={setPage}
        hasCompanyColumn={false}
      />
    </div>
  );
}

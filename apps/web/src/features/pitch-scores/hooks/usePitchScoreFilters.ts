import { DEFAULT_SORTS } from '@adatlas/domain/market';
import {
  PITCH_SCORE_MIN_DEFAULT,
  PITCH_SCORE_SORT_KEYS,
  PITCH_SCORES_PAGE_SIZE,
  type PitchScoreSearchQuery,
} from '@adatlas/domain/market-data';
import { z } from 'zod';
import { useUrlFilters } from '../../../shared/hooks/useUrlFilters.ts';
import { urlEnum, urlId, urlInt, urlList } from '../../../shared/utils/urlParams.ts';

const urlKey = z.string().trim().min(1).max(100);
const urlNumber = z.coerce.number().min(0).optional().catch(undefined);

const PitchScoreUrlSchema = z.object({
  category: urlList(urlId),
  region: urlList(urlKey),
  sector: urlList(urlId),
  scope: urlList(urlKey),
  nielsenYear: z.coerce.number().int().min(1990).max(2100).optional().catch(undefined),
  nielsenChannel: urlKey.optional().catch(undefined),
  nielsenMin: urlNumber,
  nielsenMax: urlNumber,
  sort: urlEnum(PITCH_SCORE_SORT_KEYS, DEFAULT_SORTS.pitchScores.key),
  dir: urlEnum(['asc', 'desc'], DEFAULT_SORTS.pitchScores.direction),
  page: urlInt(1, 1),
});
export type PitchScoreUrlFilters = z.infer<typeof PitchScoreUrlSchema>;

const orUndefined = <T>(list: T[]) => (list.length ? list : undefined);

export function toPitchScoreQuery(url: PitchScoreUrlFilters): PitchScoreSearchQuery {
  // The Nielsen bounds only mean something for a year (spec §5: a year, then a min or max).
  const hasNielsen = url.nielsenYear !== undefined;
  return {
    page: url.page,
    pageSize: PITCH_SCORES_PAGE_SIZE,
    sortBy: url.sort,
    sortDirection: url.dir,
    minPitchScore: PITCH_SCORE_MIN_DEFAULT,
    pitchCategory: orUndefined(url.category),
    region: orUndefined(url.region),
    sector: orUndefined(url.sector),
    pitchScope: orUndefined(url.scope),
    nielsenYear: url.nielsenYear,
    nielsenChannel: hasNielsen ? url.nielsenChannel : undefined,
    nielsenMin: hasNielsen ? url.nielsenMin : undefined,
    nielsenMax: hasNielsen ? url.nielsenMax : undefined,
  };
}

export function usePitchScoreFilters() {
  return useUrlFilters(PitchScoreUrlSchema, { pageKey: 'page', firstPage: 1 });
}

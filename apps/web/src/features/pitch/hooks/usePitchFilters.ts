import { DEFAULT_SORTS } from '@adatlas/domain/market';
import type { PitchFilters, PitchSearchQuery } from '@adatlas/domain/market-data';
import { LIST_PAGE_SIZES, PITCH_SORT_KEYS, PITCH_STATUSES } from '@adatlas/domain/market-data';
import { z } from 'zod';
import { useUrlFilters } from '../../../shared/hooks/useUrlFilters.ts';
import {
  urlChoice,
  urlEnum,
  urlId,
  urlInt,
  urlIsoDate,
  urlList,
  urlText,
} from '../../../shared/utils/urlParams.ts';

const PitchUrlSchema = z.object({
  title: urlText,
  category: urlList(urlId),
  from: urlIsoDate,
  to: urlIsoDate,
  status: urlEnum(PITCH_STATUSES, 'ALL'),
  company: urlText,
  sort: urlEnum(PITCH_SORT_KEYS, DEFAULT_SORTS.pitches.key),
  dir: urlEnum(['asc', 'desc'], DEFAULT_SORTS.pitches.direction),
  page: urlInt(1, 1),
  size: urlChoice(LIST_PAGE_SIZES, 20),
  /** Only these pitches: the link of a saved-search alert lists the new ones. */
  id: urlList(urlId),
});
export type PitchUrlFilters = z.infer<typeof PitchUrlSchema>;

export const parsePitchUrl = (params: unknown): PitchUrlFilters => PitchUrlSchema.parse(params);

/** The API filters: an end without a start (a hand-edited link) is dropped, as the form forbids it. */
export function toPitchFilters(url: PitchUrlFilters): PitchFilters {
  return {
    title: url.title || undefined,
    category: url.category.length ? url.category : undefined,
    min_start_date: url.from,
    max_start_date: url.from && url.to && url.to >= url.from ? url.to : undefined,
    status: url.status,
    company_filters: url.company ? { name: url.company } : undefined,
    id: url.id.length ? url.id : undefined,
  };
}

export function toPitchQuery(url: PitchUrlFilters): PitchSearchQuery {
  return {
    ...toPitchFilters(url),
    pageNum: url.page,
    limit: url.size,
    sort_key: url.sort,
    sort_direction: url.dir,
  };
}

/** A saved pitch search (the API body, spec data §3) back as the page's URL filters, page 1. */
export function fromPitchSearch(data: Record<string, unknown>): PitchUrlFilters {
  const companyFilters = data.company_filters as { name?: unknown } | undefined;
  return parsePitchUrl({
    title: data.title,
    category: data.category,
    from: data.min_start_date,
    to: data.max_start_date,
    status: data.status,
    company: companyFilters?.name,
    sort: data.sort_key,
    dir: data.sort_direction,
    size: data.limit,
    id: data.id,
  });
}

/** The pitch search a saved search stores: the list's body without its page. */
export function toSavedPitchSearch(url: PitchUrlFilters): Record<string, unknown> {
  const { pageNum: _page, ...search } = toPitchQuery(url);
  return search;
}

export function usePitchFilters() {
  return useUrlFilters(PitchUrlSchema, { pageKey: 'page', firstPage: 1 });
}

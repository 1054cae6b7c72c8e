import { TAG_ENTITIES, type TagEntity } from '@adatlas/domain/tags';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

/** `selectedEntity` is the entity's index: 0 company, 1 contact, 2 pitch, 3 pitch score (spec data §2). */
const ParamsSchema = z.object({
  selectedTag: z.coerce.number().int().positive().nullable().catch(null),
  selectedEntity: z.coerce.number().int().min(0).max(3).catch(0),
  currentPage: z.coerce.number().int().min(1).catch(1),
});

export interface TagPageParams {
  tagId: number | null;
  entity: TagEntity;
  pageNum: number;
}

/** The /tag page's state in the URL; a bad parameter falls back instead of breaking the page. */
export function useTagPageParams() {
  const [params, setParams] = useSearchParams();
  const state = useMemo<TagPageParams>(() => {
    const parsed = ParamsSchema.parse({
      selectedTag: params.get('selectedTag'),
      selectedEntity: params.get('selectedEntity') ?? 0,
      currentPage: params.get('currentPage') ?? 1,
    });
    return {
      tagId: parsed.selectedTag,
      entity: TAG_ENTITIES[parsed.selectedEntity] ?? 'company',
      pageNum: parsed.currentPage,
    };
  }, [params]);
  /** Changing the tag or the entity goes back to page 1. */
  const update = useCallback(
    (patch: Partial<TagPageParams>) => {
      const next = { ...state, ...patch };
      if (!('pageNum' in patch)) next.pageNum = 1;
      const search = new URLSearchParams();
      if (next.tagId !== null) search.set('selectedTag', String(next.tagId));
      search.set('selectedEntity', String(TAG_ENTITIES.indexOf(next.entity)));
      search.set('currentPage', String(next.pageNum));
      setParams(search);
    },
    [state, setParams],
  );
  return { state, update };
}

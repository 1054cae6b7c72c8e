import { TAG_ENTITIES, type TagEntity } from '@adatlas/domain/tags';
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

/** Reads the /tag page's URL; a bad parameter falls back to its default instead of breaking the page. */
export function readTagPageParams(params: URLSearchParams): TagPageParams {
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
}

/** The inverse of `readTagPageParams`; changing the tag or the entity is the caller's page-1 reset. */
export function writeTagPageParams(state: TagPageParams): URLSearchParams {
  const search = new URLSearchParams();
  if (state.tagId !== null) search.set('selectedTag', String(state.tagId));
  search.set('selectedEntity', String(TAG_ENTITIES.indexOf(state.entity)));
  search.set('currentPage', String(state.pageNum));
  return search;
}

import type { TagEntity } from '@adatlas/domain/tags';
import { useQuery } from '@tanstack/react-query';
import { tagQueries } from '../api/tags.queries.ts';

/** The tags of every row on a page, by record id (one call per page). */
export function usePageTags(entity: TagEntity, ids: readonly number[], isEnabled: boolean) {
  const query = useQuery({ ...tagQueries.associations(entity, ids), enabled: isEnabled && ids.length > 0 });
  return new Map((query.data ?? []).map((item) => [item.id, item.tags]));
}

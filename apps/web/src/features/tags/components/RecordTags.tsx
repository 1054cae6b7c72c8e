import { hasScope } from '@adatlas/domain/scopes';
import type { TagEntity } from '@adatlas/domain/tags';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../shared/session/useSession.ts';
import { tagQueries } from '../api/tags.queries.ts';
import { TagChips } from './TagChips.tsx';

export interface RecordTagsProps {
  entity: TagEntity;
  id: number;
}

/** One record's tag chips on its detail page (lists use `usePageTags`); nothing without favourites. */
export function RecordTags({ entity, id }: RecordTagsProps) {
  const { session, viewer } = useSession();
  const canTag =
    (viewer.isAdmin || hasScope(viewer.scopes, 'favourites')) && session?.flags.favourites !== false;
  const query = useQuery({ ...tagQueries.associations(entity, [id]), enabled: canTag });
  const tags = query.data?.find((item) => item.id === id)?.tags ?? [];
  return (
    <div data-testid="record-tags">
      <TagChips tags={tags} />
    </div>
  );
}

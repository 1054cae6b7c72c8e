import { hasScope } from '@adatlas/domain/scopes';
import type { TagEntity } from '@adatlas/domain/tags';
import { Checkbox } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { TagChips } from '../components/TagChips.tsx';
import { usePageTags } from './usePageTags.ts';
import { type TagSelection, useTagSelection } from './useTagSelection.ts';

export interface TagRows {
  /** False without the favourites scope or flag: no tag mode, no chips. */
  canTag: boolean;
  selection: TagSelection;
  leading: ((id: number) => ReactNode) | undefined;
  below: ((id: number) => ReactNode) | undefined;
}

/**
 * What a search list needs for tags: the selection of tag mode, the row checkbox, the row chips.
 * `isSelectable`: the list has bulk actions on its rows (#39), so the checkbox shows outside tag
 * mode too, on the same selection.
 */
export function useTagRows(
  entity: TagEntity,
  pageIds: readonly number[],
  { isSelectable = false }: { isSelectable?: boolean } = {},
): TagRows {
  const { t } = useTranslation();
  const { session, viewer } = useSession();
  const canTag =
    (viewer.isAdmin || hasScope(viewer.scopes, 'favourites')) && session?.flags.favourites !== false;
  const selection = useTagSelection();
  const tagsById = usePageTags(entity, pageIds, canTag);
  return {
    canTag,
    selection,
    leading:
      selection.isTagMode || isSelectable
        ? (id) => (
            <Checkbox
              checked={selection.selected.has(id)}
              onChange={() => selection.toggle(id)}
              // The row itself may open a modal: the checkbox click stays with the checkbox.
              onClick={(event) => event.stopPropagation()}
              // …and so do its Space and Enter, which the row would take for "open".
              onKeyDown={(event) => event.stopPropagation()}
              aria-label={t(selection.isTagMode ? 'TAG.SELECT_ROW' : 'LIST_TOOLS.SELECT_ROW')}
              data-testid={selection.isTagMode ? 'tag-row-checkbox' : 'row-select-checkbox'}
            />
          )
        : undefined,
    below: canTag ? (id) => <TagChips tags={tagsById.get(id) ?? []} /> : undefined,
  };
}

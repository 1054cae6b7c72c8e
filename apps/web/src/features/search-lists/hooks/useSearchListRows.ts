import { type KeyboardList, useKeyboardList } from '../../../shared/commands/pageList.ts';
import { type TagRows, useTagRows } from '../../tags/index.ts';

export interface SearchListRows {
  /** The ids of the rows on the page. */
  pageIds: readonly number[];
  /** Tag mode, the row checkboxes and chips; one selection for tag mode and the bulk actions (#39). */
  tagRows: TagRows;
  /** j / k / o on the rows. */
  keyboard: KeyboardList;
  /** What opens a row now: null without the right, or in tag mode where a click selects. */
  open: ((id: number) => void) | null;
}

/**
 * The rows of a company or contact search list: their selection and tags, the keyboard on them,
 * and what opens one. `isOpenInTagMode`: a row opens in tag mode too (a company's name is a link).
 */
export function useSearchListRows(
  entity: 'company' | 'contact',
  rows: readonly { id: number }[] | undefined,
  open: ((id: number) => void) | null,
  { isOpenInTagMode = false }: { isOpenInTagMode?: boolean } = {},
): SearchListRows {
  const pageIds = (rows ?? []).map((row) => row.id);
  const tagRows = useTagRows(entity, pageIds, { isSelectable: true });
  const canOpen = isOpenInTagMode || !tagRows.selection.isTagMode;
  const openNow = canOpen ? open : null;
  const keyboard = useKeyboardList(pageIds, openNow);
  return { pageIds, tagRows, keyboard, open: openNow };
}

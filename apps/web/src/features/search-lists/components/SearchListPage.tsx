import type { SortDirection } from '@adatlas/domain/search';
import { Card, Flex, Pagination, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../../shared/session/useSession.ts';
import { FoundCount } from '../../../shared/ui/FoundCount.tsx';
import { ListSelectionBar } from '../../../shared/ui/ListSelectionBar.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { SortBar } from '../../../shared/ui/SortBar.tsx';
import { ExportButton, exportCountOf } from '../../exports/index.ts';
import { ColumnChooser, type ListColumnChoice } from '../../list-preferences/index.ts';
import { SavedSearchSelector } from '../../saved-searches/index.ts';
import { PageOutOfRange, ResultsLimitedNotice } from '../../search/index.ts';
import { TagModeBar, TagSelectedButton } from '../../tags/index.ts';
import type { SearchListRows } from '../hooks/useSearchListRows.ts';
import { useSelectionOfSearch } from '../hooks/useSelectionOfSearch.ts';

/** The list query as TanStack Query returns it: the fields the page shows. */
export interface SearchListQuery {
  data:
    | { data: readonly unknown[]; totalResults: number; totalIsCapped: boolean; resultsLimited?: boolean }
    | undefined;
  isFetching: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The list's search state as it lives in the URL: its order and page, and how to change them. */
export interface SearchListState<SortKey extends string> {
  state: { sort_key: SortKey; sort_direction: SortDirection; pageNum: number };
  update: (patch: {
    sort_key?: SortKey;
    sort_direction?: SortDirection;
    pageNum?: number;
    limit?: number;
  }) => void;
  reset: () => void;
}

export interface SearchListPageProps<SortKey extends string, Column extends string> {
  /** What the list finds: its tags, saved searches and exports are of this kind. */
  entity: 'company' | 'contact';
  title: string;
  filterBar: ReactNode;
  list: SearchListQuery;
  /** A counted dictionary key with a {{total}} placeholder ("{{total}} companies found"). */
  foundLabelKey: string;
  /**
   * The list's search without the page: what tags, saved searches and exports work on. A new one
   * clears the selection, whose rows it no longer shows.
   */
  search: Record<string, unknown>;
  searchState: SearchListState<SortKey>;
  /** Loads a saved search into the URL. */
  onLoadSearch: (search: Record<string, unknown>) => void;
  sortOptions: readonly { key: SortKey; labelKey: string }[];
  pageSize: number;
  /** The page sizes offered; without them the size is fixed. */
  pageSizes?: readonly number[];
  rows: SearchListRows;
  columns: ListColumnChoice<Column>;
  /** The entity's own tools, after the export (mailer, CRM push). */
  moreTools?: ReactNode;
  /** The entity's own actions on the selected rows, before and after their export. */
  moreSelectionActions?: { beforeExport?: ReactNode; afterExport?: ReactNode };
  /** The rows. */
  children: ReactNode;
}

/**
 * A company or contact search list: the filter bar, then one card with the toolbar (tag mode, the
 * field chooser, saved searches, the export), the selection bar and its bulk actions, the count
 * and the order, the rows with their loading, empty and error states, and the pager (or the plan's
 * results limit). The previous page stays, dimmed, while the next loads.
 */
export function SearchListPage<SortKey extends string, Column extends string>({
  entity,
  title,
  filterBar,
  list,
  foundLabelKey,
  search,
  searchState: { state, update, reset },
  onLoadSearch,
  sortOptions,
  pageSize,
  pageSizes,
  rows: { pageIds, tagRows, keyboard },
  columns,
  moreTools,
  moreSelectionActions,
  children,
}: SearchListPageProps<SortKey, Column>) {
  const { session } = useSession();
  const location = useLocation();
  const data = list.data;
  const selection = tagRows.selection;
  const selectedIds = [...selection.selected];
  useSelectionOfSearch(search, selection);
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {filterBar}
      <Card
        styles={{ body: { padding: '12px 20px 20px' } }}
        aria-busy={list.isFetching}
        data-search={location.search}
        data-testid="results"
      >
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          {tagRows.canTag ? (
            <TagModeBar
              entity={entity}
              selection={selection}
              pageIds={pageIds}
              totalResults={data?.totalResults ?? 0}
              filters={search}
              focusedId={keyboard.focusedId}
            />
          ) : (
            <span />
          )}
          <Flex gap={8} wrap style={{ marginLeft: 'auto', minWidth: 0, maxWidth: '100%' }}>
            <ColumnChooser choice={columns} />
            {session?.flags.savedSearch ? (
              <SavedSearchSelector entity={entity} filters={search} onLoad={onLoadSearch} onReset={reset} />
            ) : null}
            <ExportButton
              entity={entity}
              filters={search}
              count={exportCountOf(data, list.isPlaceholderData)}
              disabled={!data?.totalResults}
            />
            {moreTools}
          </Flex>
        </Flex>
        {selection.isTagMode ? null : (
          <ListSelectionBar
            pageIds={pageIds}
            selected={selection.selected}
            onToggleAll={selection.toggleAll}
            onClear={selection.clear}
          >
            {tagRows.canTag ? <TagSelectedButton selection={selection} /> : null}
            {moreSelectionActions?.beforeExport}
            <ExportButton
              entity={entity}
              filters={{ id: selectedIds }}
              count={{ total: selectedIds.length, isCapped: false }}
              isSelection
            />
            {moreSelectionActions?.afterExport}
          </ListSelectionBar>
        )}
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
          <Flex align="center" gap={8}>
            {data ? (
              <FoundCount labelKey={foundLabelKey} total={data.totalResults} isCapped={data.totalIsCapped} />
            ) : null}
            {list.isFetching && data ? <Spin size="small" /> : null}
          </Flex>
          <SortBar
            options={sortOptions}
            sortKey={state.sort_key}
            direction={state.sort_direction}
            onChange={({ key, direction }) => update({ sort_key: key, sort_direction: direction })}
          />
        </Flex>
        <QueryState
          isPending={list.isPending}
          error={list.error}
          isEmpty={data?.totalResults === 0}
          onRetry={() => void list.refetch()}
        >
          {data?.data.length === 0 ? (
            <PageOutOfRange onFirstPage={() => update({ pageNum: 1 })} />
          ) : (
            <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
              {children}
            </div>
          )}
          {data?.resultsLimited ? (
            <div style={{ marginTop: 16 }}>
              <ResultsLimitedNotice />
            </div>
          ) : (
            <Flex justify="center" style={{ marginTop: 16 }}>
              <Pagination
                current={state.pageNum}
                pageSize={pageSize}
                total={data?.totalResults ?? 0}
                showSizeChanger={pageSizes !== undefined}
                pageSizeOptions={pageSizes?.map(String)}
                onChange={(pageNum, size) => {
                  update(size !== pageSize ? { limit: size } : { pageNum });
                  window.scrollTo({ top: 0 });
                }}
              />
            </Flex>
          )}
        </QueryState>
      </Card>
    </>
  );
}

import { hasScope } from '@adatlas/domain/scopes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Flex, Pagination, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useKeyboardList } from '../../../shared/commands/pageList.ts';
import { useRequestedSearch } from '../../../shared/commands/requestedSearch.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { ListSelectionBar } from '../../../shared/ui/ListSelectionBar.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { ExportButton, exportCountOf } from '../../exports/index.ts';
import { FollowSelectedButton } from '../../follow/index.ts';
import { ColumnChooser, useListColumns } from '../../list-preferences/index.ts';
import { SavedSearchSelector } from '../../saved-searches/index.ts';
import { PageOutOfRange, ResultCount, ResultsLimitedNotice, SortBar } from '../../search/index.ts';
import { TagModeBar, TagSelectedButton, useTagRows } from '../../tags/index.ts';
import { companyQueries } from '../api/companies.queries.ts';
import { CompanyFilterBar } from '../components/CompanyFilterBar.tsx';
import { CompanyResultList } from '../components/CompanyResultList.tsx';
import { COMPANY_PAGE_SIZE, useCompanySearchState } from '../hooks/useCompanySearchState.ts';

const SORT_OPTIONS = [
  { key: 'name', labelKey: 'FILTERS.SORT.NAME' },
  { key: 'sector', labelKey: 'FILTERS.SORT.SECTOR' },
  { key: 'city', labelKey: 'FILTERS.SORT.CITY' },
  { key: 'modified_at', labelKey: 'FILTERS.SORT.MODIFIED_AT' },
] as const;

/** /companies: filters, sort and page all in the URL; the previous page stays while the next loads. */
export function CompaniesPage() {
  const { t } = useTranslation();
  const { session, viewer } = useSession();
  const navigate = useNavigate();
  const { state, update, reset, load } = useCompanySearchState();
  // A saved search chosen in the command palette.
  useRequestedSearch(load);
  const { search } = useLocation();
  const list = useQuery({
    ...companyQueries.list({ ...state, limit: COMPANY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  // User-data features (tags, saved searches, export) work on the filters without the page.
  const { pageNum: _page, ...filters } = state;
  const pageIds = (data?.data ?? []).map((company) => company.id);
  // One selection for tag mode and the bulk actions (#39).
  const tagRows = useTagRows('company', pageIds, { isSelectable: true });
  const selection = tagRows.selection;
  const selectedIds = [...selection.selected];
  const columns = useListColumns('companies');
  // j / k / o: the name opens the company only with the company scope (spec §2).
  const rows = useKeyboardList(
    pageIds,
    hasScope(viewer.scopes, 'company') ? (id) => void navigate(`/companies/${id}`) : null,
  );
  return (
    <>
      <PageTitle>{t('PAGES.COMPANIES.TITLE')}</PageTitle>
      <CompanyFilterBar state={state} update={update} onReset={reset} />
      <Card
        styles={{ body: { padding: '12px 20px 20px' } }}
        aria-busy={list.isFetching}
        data-search={search}
        data-testid="results"
      >
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          {tagRows.canTag ? (
            <TagModeBar
              entity="company"
              selection={tagRows.selection}
              pageIds={pageIds}
              totalResults={data?.totalResults ?? 0}
              filters={filters}
              focusedId={rows.focusedId}
            />
          ) : (
            <span />
          )}
          <Flex gap={8} wrap style={{ marginLeft: 'auto', minWidth: 0, maxWidth: '100%' }}>
            <ColumnChooser choice={columns} />
            {session?.flags.savedSearch ? (
              <SavedSearchSelector entity="company" filters={filters} onLoad={load} onReset={reset} />
            ) : null}
            <ExportButton
              entity="company"
              filters={filters}
              count={exportCountOf(data, list.isPlaceholderData)}
              disabled={!data?.totalResults}
            />
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
            <FollowSelectedButton companyIds={selectedIds} />
            <ExportButton
              entity="company"
              filters={{ id: selectedIds }}
              count={{ total: selectedIds.length, isCapped: false }}
              isSelection
            />
          </ListSelectionBar>
        )}
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
          <Flex align="center" gap={8}>
            {data ? (
              <ResultCount
                labelKey="PAGES.COMPANIES.FOUND"
                total={data.totalResults}
                isCapped={data.totalIsCapped}
              />
            ) : null}
            {list.isFetching && data ? <Spin size="small" /> : null}
          </Flex>
          <SortBar
            options={SORT_OPTIONS}
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
              <CompanyResultList
                companies={data?.data ?? []}
                leading={tagRows.leading}
                below={tagRows.below}
                keyboard={rows}
                columns={columns.shown}
              />
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
                pageSize={COMPANY_PAGE_SIZE}
                total={data?.totalResults ?? 0}
                showSizeChanger={false}
                onChange={(pageNum) => {
                  update({ pageNum });
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

import { hasScope } from '@adatlas/domain/scopes';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useRequestedSearch } from '../../../shared/commands/requestedSearch.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { FollowSelectedButton } from '../../follow/index.ts';
import { useListColumns } from '../../list-preferences/index.ts';
import { SearchListPage, useSearchListRows } from '../../search-lists/index.ts';
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
  const { viewer } = useSession();
  const navigate = useNavigate();
  const searchState = useCompanySearchState();
  const { state, update, reset, load } = searchState;
  // A saved search chosen in the command palette.
  useRequestedSearch(load);
  const list = useQuery(companyQueries.list({ ...state, limit: COMPANY_PAGE_SIZE }));
  // User-data features (tags, saved searches, export) work on the filters without the page.
  const { pageNum: _page, ...filters } = state;
  // j / k / o: the name opens the company only with the company scope (spec §2), in tag mode too.
  const open = hasScope(viewer.scopes, 'company') ? (id: number) => void navigate(`/companies/${id}`) : null;
  const rows = useSearchListRows('company', list.data?.data, open, { isOpenInTagMode: true });
  const columns = useListColumns('companies');
  return (
    <SearchListPage
      entity="company"
      title={t('PAGES.COMPANIES.TITLE')}
      filterBar={<CompanyFilterBar state={state} update={update} onReset={reset} />}
      foundLabelKey="PAGES.COMPANIES.FOUND"
      sortOptions={SORT_OPTIONS}
      pageSize={COMPANY_PAGE_SIZE}
      list={list}
      search={filters}
      searchState={searchState}
      onLoadSearch={load}
      rows={rows}
      columns={columns}
      moreSelectionActions={{
        beforeExport: <FollowSelectedButton companyIds={[...rows.tagRows.selection.selected]} />,
      }}
    >
      <CompanyResultList
        companies={list.data?.data ?? []}
        leading={rows.tagRows.leading}
        below={rows.tagRows.below}
        keyboard={rows.keyboard}
        columns={columns.shown}
      />
    </SearchListPage>
  );
}

import { hasScope } from '@adatlas/domain/scopes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useRequestedSearch } from '../../../shared/commands/requestedSearch.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { CrmPushButton } from '../../crm/index.ts';
import { MailerExportButton } from '../../exports/index.ts';
import { useListColumns } from '../../list-preferences/index.ts';
import { SearchListPage, useSearchListRows } from '../../search-lists/index.ts';
import { contactQueries } from '../api/contacts.queries.ts';
import { ContactFilterBar } from '../components/ContactFilterBar.tsx';
import { ContactModal } from '../components/ContactModal.tsx';
import { ContactResultList } from '../components/ContactResultList.tsx';
import {
  CONTACT_PAGE_SIZES,
  toContactRequest,
  useContactSearchState,
} from '../hooks/useContactSearchState.ts';
import { useHrFunctionFamily } from '../hooks/useHrFunctionFamily.ts';
import { fromSavedHrFilters } from '../utils/hrContactFilter.ts';

const SORT_OPTIONS = [
  { key: 'modified_at', labelKey: 'FILTERS.SORT.MODIFIED_AT' },
  { key: 'created_at', labelKey: 'FILTERS.SORT.CREATED_AT' },
  { key: 'surname', labelKey: 'FILTERS.SORT.SURNAME' },
  { key: 'company', labelKey: 'FILTERS.SORT.COMPANY' },
] as const;

export function ContactsPage() {
  const { t } = useTranslation();
  const { session, viewer } = useSession();
  const searchState = useContactSearchState();
  const { state, update, reset, load } = searchState;
  const [openId, setOpenId] = useState<number | null>(null);
  const hr = useHrFunctionFamily();
  // A saved search, from the command palette or the saved-search list, with the HR family's switch.
  const loadSaved = (stored: Record<string, unknown>) => load(fromSavedHrFilters(stored, hr.familyId));
  useRequestedSearch(loadSaved, hr.isReady);
  const request = toContactRequest(state, session?.flags.contactNomination !== false, hr.familyId);
  const list = useQuery({ ...contactQueries.list(request), enabled: hr.isReady });
  // User-data features (tags, saved searches, exports) work on the filters without the page.
  const { pageNum: _page, limit: _limit, ...filters } = request;
  // Spec data §2: in tag mode a row click selects, it does not open the modal.
  const rows = useSearchListRows(
    'contact',
    list.data?.data,
    hasScope(viewer.scopes, 'contact') ? setOpenId : null,
  );
  const selectedIds = [...rows.tagRows.selection.selected];
  const columns = useListColumns('contacts');
  const canMail = hasScope(viewer.scopes, 'activemailer');
  return (
    <>
      <SearchListPage
        entity="contact"
        title={t('PAGES.CONTACTS.TITLE')}
        filterBar={<ContactFilterBar state={state} update={update} onReset={reset} hr={hr} />}
        foundLabelKey="PAGES.CONTACTS.FOUND"
        sortOptions={SORT_OPTIONS}
        pageSize={state.limit}
        pageSizes={CONTACT_PAGE_SIZES}
        list={list}
        search={filters}
        searchState={searchState}
        onLoadSearch={loadSaved}
        rows={rows}
        columns={columns}
        moreTools={
          <>
            {canMail ? <MailerExportButton filters={request} /> : null}
            {selectedIds.length > 0 ? (
              <CrmPushButton
                selection={{ ids: selectedIds }}
                description={{ kind: 'selected', count: selectedIds.length }}
              />
            ) : (
              <CrmPushButton
                selection={{ filters: request }}
                description={{ kind: 'search' }}
                disabled={!list.data?.totalResults}
              />
            )}
          </>
        }
        moreSelectionActions={{ afterExport: canMail ? <MailerExportButton ids={selectedIds} /> : null }}
      >
        <ContactResultList
          contacts={list.data?.data ?? []}
          onOpen={rows.open}
          leading={rows.tagRows.leading}
          below={rows.tagRows.below}
          keyboard={rows.keyboard}
          columns={columns.shown}
        />
      </SearchListPage>
      <ContactModal contactId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

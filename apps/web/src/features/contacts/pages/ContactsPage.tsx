import { hasScope } from '@adatlas/domain/scopes';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Pagination, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useKeyboardList } from '../../../shared/commands/pageList.ts';
import { useRequestedSearch } from '../../../shared/commands/requestedSearch.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { ListSelectionBar } from '../../../shared/ui/ListSelectionBar.tsx';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { CrmPushButton } from '../../crm/index.ts';
import { ExportButton, exportCountOf, MailerExportButton } from '../../exports/index.ts';
import { ColumnChooser, useListColumns } from '../../list-preferences/index.ts';
import { SavedSearchSelector } from '../../saved-searches/index.ts';
import { PageOutOfRange, ResultCount, ResultsLimitedNotice, SortBar } from '../../search/index.ts';
import { TagModeBar, TagSelectedButton, useTagRows } from '../../tags/index.ts';
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
  const { state, update, reset, load } = useContactSearchState();
  const [openId, setOpenId] = useState<number | null>(null);
  const { search } = useLocation();
  const hr = useHrFunctionFamily();
  // A saved search chosen in the command palette, loaded as the saved-search list loads one.
  useRequestedSearch((stored) => load(fromSavedHrFilters(stored, hr.familyId)), hr.isReady);
  const request = toContactRequest(state, session?.flags.contactNomination !== false, hr.familyId);
  const list = useQuery({ ...contactQueries.list(request), enabled: hr.isReady });
  const data = list.data;
  // User-data features (tags, saved searches, exports) work on the filters without the page.
  const { pageNum: _page, limit: _limit, ...filters } = request;
  const pageIds = (data?.data ?? []).map((contact) => contact.id);
  // One selection for tag mode, the CRM push and the bulk actions (#39).
  const tagRows = useTagRows('contact', pageIds, { isSelectable: true });
  const selection = tagRows.selection;
  const selectedIds = [...selection.selected];
  const columns = useListColumns('contacts');
  // Spec data §2: in tag mode a row click selects, it does not open the modal.
  const canOpen = hasScope(viewer.scopes, 'contact') && !tagRows.selection.isTagMode;
  const rows = useKeyboardList(pageIds, canOpen ? setOpenId : null);
  return (
    <>
      <PageTitle>{t('PAGES.CONTACTS.TITLE')}</PageTitle>
      <ContactFilterBar state={state} update={update} onReset={reset} hr={hr} />
      <Card
        styles={{ body: { padding: '12px 20px 20px' } }}
        aria-busy={list.isFetching}
        data-search={search}
        data-testid="results"
      >
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          {tagRows.canTag ? (
            <TagModeBar
              entity="contact"
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
              <SavedSearchSelector
                entity="contact"
                filters={filters}
                onLoad={(stored) => load(fromSavedHrFilters(stored, hr.familyId))}
                onReset={reset}
              />
            ) : null}
            <ExportButton
              entity="contact"
              filters={filters}
              count={exportCountOf(data, list.isPlaceholderData)}
              disabled={!data?.totalResults}
            />
            {hasScope(viewer.scopes, 'activemailer') ? <MailerExportButton filters={request} /> : null}
            {tagRows.selection.selected.size > 0 ? (
              <CrmPushButton
                selection={{ ids: [...tagRows.selection.selected] }}
                description={{ kind: 'selected', count: tagRows.selection.selected.size }}
              />
            ) : (
              <CrmPushButton
                selection={{ filters: request }}
                description={{ kind: 'search' }}
                disabled={!data?.totalResults}
              />
            )}
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
            <ExportButton
              entity="contact"
              filters={{ id: selectedIds }}
              count={{ total: selectedIds.length, isCapped: false }}
              isSelection
            />
            {hasScope(viewer.scopes, 'activemailer') ? <MailerExportButton ids={selectedIds} /> : null}
          </ListSelectionBar>
        )}
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
          <Flex align="center" gap={8}>
            {data ? (
              <ResultCount
                labelKey="PAGES.CONTACTS.FOUND"
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
              <ContactResultList
                contacts={data?.data ?? []}
                onOpen={canOpen ? setOpenId : null}
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
                pageSize={state.limit}
                total={data?.totalResults ?? 0}
                showSizeChanger
                pageSizeOptions={CONTACT_PAGE_SIZES.map(String)}
                onChange={(pageNum, limit) => {
                  update(limit !== state.limit ? { limit } : { pageNum });
                  window.scrollTo({ top: 0 });
                }}
              />
            </Flex>
          )}
        </QueryState>
      </Card>
      <ContactModal contactId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

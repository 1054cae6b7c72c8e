import type { CompanyContact } from '@adatlas/domain/companies';
import { hasScope } from '@adatlas/domain/scopes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, Grid, Select, Table, type TableColumnsType, Typography } from 'antd';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { referenceListQueries } from '../../../../shared/api/referenceLists.queries.ts';
import { usePreloadWhenIdle } from '../../../../shared/hooks/usePreloadWhenIdle.ts';
import { useSession } from '../../../../shared/session/useSession.ts';
import { QueryState } from '../../../../shared/ui/QueryState.tsx';
import { ScopedLink } from '../../../../shared/ui/ScopedLink.tsx';
import { lazyPage } from '../../../../shared/utils/lazyPage.ts';
import { companyQueries } from '../../api/companies.queries.ts';
import { ContactReach } from './ContactReach.tsx';

/**
 * Loaded on the first "Open": a lazy import of the modal itself, not of the contacts feature's
 * index, which the shell's routes share (through it, its preload list joined the first page).
 */
const ContactModal = lazyPage(() => import('../../../contacts/components/ContactModal.tsx'), 'ContactModal');

export interface ContactsTabProps {
  companyId: number;
}

/** Whether the row has anything for the contact-details column: revealed data or data to open. */
function hasReach(c: CompanyContact, isEcommerce: boolean): boolean {
  if (!c.revealed) return c.emailExists || c.phoneExists || (c.linkedinExists && !isEcommerce);
  return Boolean(c.email || c.tel || (c.linkedin && !isEcommerce));
}

/** A title that only repeats the function's name (case and spacing aside). */
export function sameRole(title: string | null, functionLabel: string | null): boolean {
  const norm = (text: string | null) => text?.trim().replace(/\s+/g, ' ').toLocaleLowerCase() ?? '';
  return norm(title) !== '' && norm(title) === norm(functionLabel);
}

export function ContactsTab({ companyId }: ContactsTabProps) {
  const { t } = useTranslation();
  const { session, viewer } = useSession();
  const [functionId, setFunctionId] = useState<number | undefined>();
  const [openId, setOpenId] = useState<number | null>(null);
  usePreloadWhenIdle(ContactModal);
  const functions = useQuery(referenceListQueries.flat(session?.tenant ?? '', 'function'));
  const contacts = useQuery(companyQueries.contacts(companyId, functionId));
  const isEcommerce = hasScope(viewer.scopes, 'ecommerce');
  const functionLabels = useMemo(
    () => new Map((functions.data ?? []).map((item) => [item.id, item.label])),
    [functions.data],
  );
  const canOpen = hasScope(viewer.scopes, 'contact');
  const isNarrow = Grid.useBreakpoint().sm === false;
  const hasReachColumn = (contacts.data ?? []).some((c) => hasReach(c, isEcommerce));
  const queryClient = useQueryClient();
  // The opened contact is revealed now: its row shows what the credit bought.
  const onOpened = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: companyQueries.contactsOf(companyId) }),
    [queryClient, companyId],
  );
  const nameOf = (c: CompanyContact) => (
    <ScopedLink scope="contact" to={`/contacts/${c.id}`}>
      {[c.prefix, c.name, c.surname].filter(Boolean).join(' ')}
    </ScopedLink>
  );
  const functionOf = (c: CompanyContact) =>
    c.function ? (functionLabels.get(c.function.id) ?? c.function.key) : null;
  // Most titles are their function's name: the row then says it once, across both columns.
  const isTitleTheFunction = (c: CompanyContact) => sameRole(c.title, functionOf(c));
  const reachOf = (c: CompanyContact) => (
    <ContactReach contact={c} isEcommerce={isEcommerce} onOpen={canOpen ? setOpenId : null} />
  );
  const wideColumns: TableColumnsType<CompanyContact> = [
    { title: t('CONTACT.FIELDS.NAME'), key: 'name', render: (_, c) => nameOf(c) },
    {
      title: t('CONTACT.FIELDS.TITLE'),
      dataIndex: 'title',
      key: 'title',
      onCell: (c) => (isTitleTheFunction(c) ? { colSpan: 2 } : {}),
    },
    {
      title: t('CONTACT.FIELDS.FUNCTION'),
      key: 'function',
      render: (_, c) => functionOf(c),
      onCell: (c) => (isTitleTheFunction(c) ? { colSpan: 0 } : {}),
    },
    ...(hasReachColumn
      ? [
          {
            title: t('CONTACT.SECTIONS.CONTACT'),
            key: 'reach',
            render: (_: unknown, c: CompanyContact) => reachOf(c),
          },
        ]
      : []),
  ];
  // On a phone the four columns would push the contact details and the open action off screen.
  const narrowColumns: TableColumnsType<CompanyContact> = [
    {
      title: t('CONTACT.FIELDS.NAME'),
      key: 'contact',
      render: (_, c) => (
        <Flex vertical gap={4}>
          {nameOf(c)}
          <Typography.Text type="secondary">
            {(isTitleTheFunction(c) ? [c.title] : [c.title, functionOf(c)]).filter(Boolean).join(' · ')}
          </Typography.Text>
          {hasReach(c, isEcommerce) ? reachOf(c) : null}
        </Flex>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('FILTERS.FUNCTION')}
        aria-label={t('FILTERS.FUNCTION')}
        value={functionId}
        onChange={setFunctionId}
        options={(functions.data ?? []).map((item) => ({ value: item.id, label: item.label }))}
        style={{ width: 280 }}
        data-testid="contacts-function-filter"
      />
      <QueryState
        isPending={contacts.isPending}
        error={contacts.error}
        isEmpty={contacts.data?.length === 0}
        onRetry={() => void contacts.refetch()}
      >
        <Table<CompanyContact>
          rowKey="id"
          scroll={{ x: 'max-content' }}
          size="middle"
          loading={contacts.isFetching}
          dataSource={contacts.data}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={isNarrow ? narrowColumns : wideColumns}
        />
      </QueryState>
      {openId !== null ? (
        <Suspense fallback={null}>
          <ContactModal contactId={openId} onClose={() => setOpenId(null)} onOpened={onOpened} />
        </Suspense>
      ) : null}
    </Flex>
  );
}

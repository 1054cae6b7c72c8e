import type { CompanyContact } from '@adatlas/domain/companies';
import { hasScope } from '@adatlas/domain/scopes';
import { LinkedinOutlined, MailOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Flex, Select, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../shared/session/useSession.ts';
import { ScopedLink } from '../../../../shared/ui/ScopedLink.tsx';
import { QueryState } from '../../../search/components/QueryState.tsx';
import { companyQueries } from '../../api/companies.queries.ts';
import { referenceListQueries } from '../../api/referenceLists.queries.ts';

export interface ContactsTabProps {
  companyId: number;
}

export function ContactsTab({ companyId }: ContactsTabProps) {
  const { t } = useTranslation();
  const { session, viewer } = useSession();
  const [functionId, setFunctionId] = useState<number | undefined>();
  const functions = useQuery(referenceListQueries.flat(session?.tenant ?? '', 'function'));
  const contacts = useQuery(companyQueries.contacts(companyId, functionId));
  const isEcommerce = hasScope(viewer.scopes, 'ecommerce');
  const functionLabels = useMemo(
    () => new Map((functions.data ?? []).map((item) => [item.id, item.label])),
    [functions.data],
  );
  // Ecommerce accounts get no e-mail or LinkedIn links: the column goes when no row has one to show.
  const hasLinks = !isEcommerce && (contacts.data ?? []).some((c) => c.email || c.linkedin);
  return (
    <Flex vertical gap={12}>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('FILTERS.FUNCTION')}
        value={functionId}
        onChange={setFunctionId}
        options={(functions.data ?? []).map((item) => ({ value: item.id, label: item.label }))}
        style={{ width: 280 }}
        data-testid="contacts-function-filter"
      />
      <QueryState isPending={contacts.isPending} error={contacts.error} isEmpty={contacts.data?.length === 0}>
        <Table<CompanyContact>
          rowKey="id"
          scroll={{ x: 'max-content' }}
          size="middle"
          loading={contacts.isFetching}
          dataSource={contacts.data}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            {
              title: t('CONTACT.FIELDS.NAME'),
              key: 'name',
              render: (_, c) => (
                <ScopedLink scope="contact" to={`/contacts/${c.id}`}>
                  {[c.prefix, c.name, c.surname].filter(Boolean).join(' ')}
                </ScopedLink>
              ),
            },
            { title: t('CONTACT.FIELDS.TITLE'), dataIndex: 'title', key: 'title' },
            {
              title: t('CONTACT.FIELDS.FUNCTION'),
              key: 'function',
              render: (_, c) => (c.function ? (functionLabels.get(c.function.id) ?? c.function.key) : null),
            },
            ...(hasLinks
              ? [
                  {
                    title: '',
                    key: 'links',
                    render: (_: unknown, c: CompanyContact) => (
                      <Flex gap={12}>
                        {c.email ? (
                          <Typography.Link href={`mailto:${c.email}`} aria-label={c.email}>
                            <MailOutlined />
                          </Typography.Link>
                        ) : null}
                        {c.linkedin ? (
                          <Typography.Link
                            href={c.linkedin}
                            target="_blank"
                            rel="noreferrer"
                            aria-label="LinkedIn"
                          >
                            <LinkedinOutlined />
                          </Typography.Link>
                        ) : null}
                      </Flex>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </QueryState>
    </Flex>
  );
}

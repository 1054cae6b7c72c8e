import { hasScope } from '@adatlas/domain/scopes';
import { LinkedinOutlined, MailOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Flex, Select, Table, Typography } from 'antd';
import { useState } from 'react';
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
        <Table
          rowKey="id"
          scroll={{ x: 'max-content' }}
          size="middle"
          loading={contacts.isFetching}
          dataSource={contacts.data}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            {
              title: t('CONTACT.FIELDS.SURNAME'),
              key: 'name',
              render: (_, c) => (
                <ScopedLink scope="contact" to={`/contacts/${c.id}`}>
                  {[c.prefix, c.name, c.surname].filter(Boolean).join(' ')}
                </ScopedLink>
              ),
            },
            { title: t('CONTACT.FIELDS.TITLE'), dataIndex: 'title', key: 'title' },
            { title: t('CONTACT.FIELDS.FUNCTION'), key: 'function', render: (_, c) => c.function?.key },
            {
              title: '',
              key: 'links',
              render: (_, c) =>
                isEcommerce ? null : (
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
          ]}
        />
      </QueryState>
    </Flex>
  );
}

import { formatDate } from '@adatlas/domain/formatting';
import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Initials } from '../../../shared/ui/Initials.tsx';
import { homeQueries } from '../api/home.queries.ts';
import { HomeBlock } from './HomeBlock.tsx';

const LIST_HEIGHT = 360;

export function LatestContacts() {
  const { t } = useTranslation();
  const contacts = useQuery(homeQueries.contacts());
  return (
    <HomeBlock title={t('PAGES.HOME.LATEST_CONTACTS')} query={contacts} testId="home-contacts">
      {(items) => (
        <div style={{ maxHeight: LIST_HEIGHT, overflowY: 'auto' }}>
          {items.map((contact) => (
            <Flex
              key={contact.id}
              gap={10}
              align="center"
              style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}
            >
              <Initials size={24} background="#c9d6ea" color="#0f2a4a">
                {contact.name.charAt(0)}
                {contact.surname.charAt(0)}
              </Initials>
              <div style={{ minWidth: 0, flex: 1 }}>
                <Link to={`/contacts/${contact.id}`}>
                  {contact.name} {contact.surname}
                </Link>
                <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
                  {[contact.title, contact.company?.name].filter(Boolean).join(' · ')}
                </Typography.Text>
              </div>
              <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>
                {formatDate(contact.modifiedAt)}
              </Typography.Text>
            </Flex>
          ))}
        </div>
      )}
    </HomeBlock>
  );
}

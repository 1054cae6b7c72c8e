import type { ContactListItem } from '@adatlas/domain/contacts';
import { formatDate } from '@adatlas/domain/formatting';
import { CONTACT_LIST_COLUMNS, type ContactListColumn } from '@adatlas/domain/list-preferences';
import { MailOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { KEYBOARD_ROW_BACKGROUND, type KeyboardList } from '../../../shared/commands/pageList.ts';
import { FreshnessMark } from '../../record-history/index.ts';

export interface ContactResultListProps {
  contacts: readonly ContactListItem[];
  /** Null when the viewer may not open contacts: rows are then plain text. */
  onOpen: ((contactId: number) => void) | null;
  /** Slots of the user-data features: a tag-mode checkbox before the row, tag chips under the name. */
  leading?: (contactId: number) => ReactNode;
  below?: (contactId: number) => ReactNode;
  /** The rows `j` / `k` move in and `o` opens. */
  keyboard?: KeyboardList;
  /** The optional fields the user chose to see (#39); every field by default. */
  columns?: ReadonlySet<ContactListColumn>;
}

const ALL_COLUMNS: ReadonlySet<ContactListColumn> = new Set(CONTACT_LIST_COLUMNS);

export function ContactResultList({
  contacts,
  onOpen,
  leading,
  below,
  keyboard,
  columns = ALL_COLUMNS,
}: ContactResultListProps) {
  const { t } = useTranslation();
  return (
    <div data-testid="contact-list">
      {contacts.map((contact) => (
        <Flex
          key={contact.id}
          gap={14}
          align="center"
          {...keyboard?.rowProps(contact.id)}
          onClick={() => onOpen?.(contact.id)}
          onKeyDown={(event) => {
            // The row `j` / `k` moved to opens with Enter too; its name is the tab stop that opens it.
            if (
              onOpen &&
              event.target === event.currentTarget &&
              (event.key === 'Enter' || event.key === ' ')
            ) {
              event.preventDefault();
              onOpen(contact.id);
            }
          }}
          className="adatlas-row"
          style={{
            padding: '12px 6px',
            borderBottom: '1px solid #f0f0f0',
            cursor: onOpen ? 'pointer' : 'default',
            background: keyboard?.focusedId === contact.id ? KEYBOARD_ROW_BACKGROUND : undefined,
          }}
          data-testid="contact-row"
        >
          {leading?.(contact.id)}
          <Avatar style={{ background: '#e6f0fa', color: '#1f5fa8', flexShrink: 0 }}>
            {`${contact.name[0] ?? ''}${contact.surname[0] ?? ''}`.toUpperCase()}
          </Avatar>
          <div style={{ flex: 1, minWidth: 0 }}>
            {/* A row holding a checkbox cannot itself be a button (WCAG 4.1.2): the name opens it. */}
            {onOpen ? (
              <Button
                type="link"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(contact.id);
                }}
                style={{ padding: 0, border: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
              >
                <strong>{fullName(contact)}</strong>
              </Button>
            ) : (
              <Typography.Text strong>{fullName(contact)}</Typography.Text>
            )}
            <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
              {[
                columns.has('title') ? (contact.title ?? contact.function?.key) : null,
                columns.has('company') ? contact.company?.name : null,
                columns.has('city') ? contact.city : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
            {below?.(contact.id)}
          </div>
          {columns.has('email') && contact.emailExists ? (
            <MailOutlined title={t('FILTERS.WITH_EMAIL')} style={{ color: '#8c8c8c' }} />
          ) : null}
          {columns.has('modifiedAt') ? (
            <Flex gap={6} align="center">
              <FreshnessMark updatedAt={contact.updatedAt} />
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                {formatDate(contact.modifiedAt)}
              </Typography.Text>
            </Flex>
          ) : null}
        </Flex>
      ))}
    </div>
  );
}

const fullName = (contact: ContactListItem) =>
  [contact.prefix, contact.name, contact.surname].filter(Boolean).join(' ');

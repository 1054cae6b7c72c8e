import type { CompanyContact } from '@adatlas/domain/companies';
import { LinkedinOutlined, MailOutlined, PhoneOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { WriteAction } from '../../../../shared/ui/WriteAction.tsx';

export interface ContactReachProps {
  contact: CompanyContact;
  /** Ecommerce accounts read the e-mail but get no mail or LinkedIn link (spec data §6). */
  isEcommerce: boolean;
  /** Opens the contact, which spends a credit; null when the viewer may not open contacts. */
  onOpen: ((contactId: number) => void) | null;
}

/**
 * A contact's e-mail, phone and LinkedIn once revealed; before that, only which of them exist and
 * the action that opens the contact for one credit.
 */
export function ContactReach({ contact, isEcommerce, onOpen }: ContactReachProps) {
  const { t } = useTranslation();
  const nothing = (
    <Typography.Text type="secondary" aria-label={t('CONTACT.REVEAL.NOTHING')} data-testid="contact-reach">
      —
    </Typography.Text>
  );
  if (contact.revealed) {
    if (!contact.email && !contact.tel && (!contact.linkedin || isEcommerce)) return nothing;
    return (
      <Flex gap={4} vertical data-testid="contact-reach">
        {contact.email ? (
          isEcommerce ? (
            <Typography.Text copyable={{ text: contact.email }}>{contact.email}</Typography.Text>
          ) : (
            <Typography.Link href={`mailto:${contact.email}`}>
              <MailOutlined /> {contact.email}
            </Typography.Link>
          )
        ) : null}
        {contact.tel ? (
          <Typography.Link href={`tel:${contact.tel.replace(/\s+/g, '')}`}>
            <PhoneOutlined /> {contact.tel}
          </Typography.Link>
        ) : null}
        {contact.linkedin && !isEcommerce ? (
          <Typography.Link href={contact.linkedin} target="_blank" rel="noreferrer">
            <LinkedinOutlined /> LinkedIn
          </Typography.Link>
        ) : null}
      </Flex>
    );
  }
  const kinds = [
    {
      key: 'email',
      exists: contact.emailExists,
      icon: <MailOutlined />,
      label: 'CONTACT.REVEAL.EMAIL_AVAILABLE',
    },
    {
      key: 'phone',
      exists: contact.phoneExists,
      icon: <PhoneOutlined />,
      label: 'CONTACT.REVEAL.PHONE_AVAILABLE',
    },
    ...(isEcommerce
      ? []
      : [
          {
            key: 'linkedin',
            exists: contact.linkedinExists,
            icon: <LinkedinOutlined />,
            label: 'CONTACT.REVEAL.LINKEDIN_AVAILABLE',
          },
        ]),
  ];
  // Nothing to reveal: no action, a credit would buy nothing here.
  if (!kinds.some((kind) => kind.exists)) return nothing;
  return (
    <Flex gap={12} align="center" wrap data-testid="contact-reach">
      <Flex gap={8}>
        {/* One slot per kind, empty or not, so the open actions line up down the table. */}
        {kinds.map((kind) =>
          kind.exists ? (
            <Tooltip key={kind.key} title={t(kind.label)}>
              <Typography.Text
                type="secondary"
                role="img"
                aria-label={t(kind.label)}
                data-available={kind.key}
              >
                {kind.icon}
              </Typography.Text>
            </Tooltip>
          ) : (
            <span key={kind.key} aria-hidden style={{ width: 14 }} />
          ),
        )}
      </Flex>
      {onOpen ? (
        <WriteAction>
          <Button
            size="small"
            icon={<UnlockOutlined />}
            onClick={() => onOpen(contact.id)}
            data-testid="contact-open"
          >
            {t('CONTACT.REVEAL.OPEN')}
          </Button>
        </WriteAction>
      ) : null}
    </Flex>
  );
}

import { hasScope } from '@adatlas/domain/scopes';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Trans } from '../../../i18n/Trans.tsx';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { ScopedLink } from '../../../shared/ui/ScopedLink.tsx';
import { helpdeskMailto } from '../../../shared/utils/helpdeskMailto.ts';
import { billingQueries } from '../../billing/index.ts';
import { CommentsCard } from '../../comments/index.ts';
import { RecordTags } from '../../tags/index.ts';
import { useHelpdeskEmail } from '../../tenants/index.ts';
import { contactQueries } from '../api/contacts.queries.ts';
import { ContactCards } from './ContactCards.tsx';
import { ContactHeaderLinks } from './ContactHeaderLinks.tsx';

export interface ContactModalProps {
  contactId: number | null;
  onClose: () => void;
  /** Called once the contact has loaded: opening it may have spent a credit and revealed it. */
  onOpened?: (contactId: number) => void;
}

export function ContactModal({ contactId, onClose, onOpened }: ContactModalProps) {
  const { t } = useTranslation();
  const { session, viewer } = useSession();
  const queryClient = useQueryClient();
  const helpdeskEmail = useHelpdeskEmail();
  const isEcommerce = hasScope(viewer.scopes, 'ecommerce');
  const query = useQuery({ ...contactQueries.detail(contactId ?? 0), enabled: contactId !== null });
  const contact = query.data?.data;
  const openedId = contact?.id;
  // The first opening in a period spends a contact credit: the credit counts are read again.
  useEffect(() => {
    if (openedId === undefined) return;
    const tenant = session?.tenant ?? '';
    void queryClient.invalidateQueries({ queryKey: billingQueries.consumption(tenant).queryKey });
    void queryClient.invalidateQueries({ queryKey: billingQueries.subscription(tenant).queryKey });
    onOpened?.(openedId);
  }, [openedId, onOpened, queryClient, session?.tenant]);
  const fullName = contact ? [contact.prefix, contact.name, contact.surname].filter(Boolean).join(' ') : '';
  return (
    <Modal open={contactId !== null} onCancel={onClose} footer={null} width={900} destroyOnHidden>
      <div data-testid="contact-modal">
        <QueryState isPending={query.isPending} error={query.error} isEmpty={!contact}>
          {contact ? (
            <>
              <Flex
                justify="space-between"
                align="flex-start"
                wrap
                gap={8}
                style={{ marginBottom: 16, paddingRight: 24 }}
              >
                <div>
                  <Typography.Title level={3} style={{ margin: 0 }}>
                    <Link to={`/contacts/${contact.id}`} onClick={onClose} style={{ color: 'inherit' }}>
                      {fullName}
                    </Link>
                  </Typography.Title>
                  <Typography.Text type="secondary">
                    {contact.title}
                    {contact.company ? (
                      <>
                        {contact.title ? ' ' : ''}
                        <Trans
                          i18nKey="CONTACT.AT_COMPANY"
                          values={{ company: contact.company.name }}
                          components={{
                            company: (
                              <ScopedLink
                                scope="company"
                                to={`/companies/${contact.company.id}`}
                                onClick={onClose}
                              />
                            ),
                          }}
                        />
                      </>
                    ) : null}
                  </Typography.Text>
                  <div style={{ marginTop: 8 }}>
                    <RecordTags entity="contact" id={contact.id} />
                  </div>
                </div>
                <Flex gap={12} align="center">
                  <ContactHeaderLinks
                    linkedin={contact.linkedin}
                    xing={contact.xing}
                    hideLinkedin={isEcommerce}
                  />
                  {helpdeskEmail ? (
                    <Button
                      size="small"
                      icon={<QuestionCircleOutlined />}
                      href={helpdeskMailto(helpdeskEmail, fullName)}
                      data-testid="contact-help"
                    >
                      {t('PAGES.COMPANY.HELP')}
                    </Button>
                  ) : null}
                </Flex>
              </Flex>
              <ContactCards contact={contact} hideEmail={isEcommerce} />
              <div style={{ marginTop: 16 }}>
                <CommentsCard entityType="contact" entityId={contact.id} />
              </div>
            </>
          ) : null}
        </QueryState>
      </div>
    </Modal>
  );
}

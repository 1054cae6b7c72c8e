import { hasScope } from '@adatlas/domain/scopes';
import { useQuery } from '@tanstack/react-query';
import { Flex, Modal, Typography } from 'antd';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../shared/session/useSession.ts';
import { ScopedLink } from '../../../shared/ui/ScopedLink.tsx';
import { CommentsCard } from '../../comments/index.ts';
import { QueryState } from '../../search/components/QueryState.tsx';
import { RecordTags } from '../../tags/index.ts';
import { contactQueries } from '../api/contacts.queries.ts';
import { ContactCards } from './ContactCards.tsx';
import { ContactHeaderLinks } from './ContactHeaderLinks.tsx';

export interface ContactModalProps {
  contactId: number | null;
  onClose: () => void;
}

export function ContactModal({ contactId, onClose }: ContactModalProps) {
  const { viewer } = useSession();
  const isEcommerce = hasScope(viewer.scopes, 'ecommerce');
  const query = useQuery({ ...contactQueries.detail(contactId ?? 0), enabled: contactId !== null });
  const contact = query.data?.data;
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
                      {[contact.prefix, contact.name, contact.surname].filter(Boolean).join(' ')}
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
                <ContactHeaderLinks
                  linkedin={contact.linkedin}
                  xing={contact.xing}
                  hideLinkedin={isEcommerce}
                />
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

import { hasScope } from '@adatlas/domain/scopes';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, Col, Descriptions, Flex, Row, Skeleton, Tabs, Typography } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { errorReporter } from '../../../shared/api/errorReporter.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { ErrorResult } from '../../../shared/ui/ErrorResult.tsx';
import { ScopedLink } from '../../../shared/ui/ScopedLink.tsx';
import { CommentsCard } from '../../comments/index.ts';
import { RecordHistorySection, UpdatedLabel } from '../../record-history/index.ts';
import { RecordTags } from '../../tags/index.ts';
import { contactQueries } from '../api/contacts.queries.ts';
import { ContactCards } from '../components/ContactCards.tsx';
import { ContactHeaderLinks } from '../components/ContactHeaderLinks.tsx';
import { generalTabSections, renderContactField } from '../utils/contactFields.tsx';

// Only a user out of credits sees it: its plan choice loads then, not with every contact page.
const LockedContact = lazy(() =>
  import('../components/LockedContact.tsx').then((module) => ({ default: module.LockedContact })),
);

export function ContactDetailPage() {
  const { t } = useTranslation();
  const contactId = Number(useParams().id);
  const { session, viewer } = useSession();
  const isEcommerce = hasScope(viewer.scopes, 'ecommerce');
  const query = useQuery({
    ...contactQueries.detail(contactId),
    enabled: Number.isInteger(contactId) && contactId > 0,
  });
  const contact = query.data?.data;
  useEffect(() => {
    if (contact) document.title = `${contact.name} ${contact.surname} – AdAtlas`;
  }, [contact]);
  useEffect(() => {
    if (isApiError(query.error) && query.error.clientType === 'OUT_OF_QUOTA_ERROR')
      errorReporter.report(query.error);
  }, [query.error]);

  if (!Number.isInteger(contactId) || contactId <= 0) return <ErrorResult status={404} />;
  if (isApiError(query.error) && query.error.clientType === 'OUT_OF_QUOTA_ERROR') {
    return (
      <Suspense fallback={null}>
        <LockedContact contactId={contactId} />
      </Suspense>
    );
  }
  if (query.error) {
    const error = isApiError(query.error) ? query.error : null;
    return <ErrorResult status={error?.httpStatus ?? 500} code={error?.clientType} supportId={error?.id} />;
  }
  if (!contact || !query.data) {
    return (
      <Card>
        <Skeleton avatar active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  const sections = generalTabSections(query.data.schema, session?.flags.contactNomination !== false);
  return (
    <>
      <Card style={{ marginBottom: 16 }}>
        <Flex gap={20} align="center" wrap>
          <Avatar
            size={72}
            src={contact.profile_img ?? undefined}
            style={{ background: '#1f5fa8', fontSize: 26 }}
          >
            {`${contact.name[0] ?? ''}${contact.surname[0] ?? ''}`.toUpperCase()}
          </Avatar>
          <div style={{ flex: 1 }}>
            <Typography.Title level={2} style={{ margin: 0 }} data-testid="contact-name">
              {/* First name first, as in the lists, the quick search and the contact card. */}
              {contact.name} {contact.surname}
            </Typography.Title>
            <Typography.Text type="secondary">
              {[contact.function?.key ?? contact.title].filter(Boolean).join('')}
              {contact.company ? (
                <>
                  {' · '}
                  {/* Underlined: in grey text its colour alone does not tell it is a link (WCAG 1.4.1). */}
                  <ScopedLink
                    scope="company"
                    to={`/companies/${contact.company.id}`}
                    style={{ textDecoration: 'underline' }}
                  >
                    {contact.company.name}
                  </ScopedLink>
                </>
              ) : null}
            </Typography.Text>
            <Flex vertical gap={6} style={{ marginTop: 8 }}>
              <RecordTags entity="contact" id={contact.id} />
              <UpdatedLabel modifiedAt={contact.modified_at} verifiedAt={contact.verified_at} />
            </Flex>
          </div>
          <ContactHeaderLinks linkedin={contact.linkedin} xing={contact.xing} hideLinkedin={isEcommerce} />
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Card styles={{ body: { paddingTop: 4 } }}>
            <Tabs
              items={[
                {
                  key: 'general',
                  label: t('PAGES.CONTACT.GENERAL'),
                  children: sections.map((section) => (
                    <Descriptions
                      key={section.section}
                      title={t(`CONTACT.SECTIONS.${section.section.toUpperCase()}`)}
                      column={{ xs: 1, sm: 2 }}
                      size="small"
                      style={{ marginBottom: 16 }}
                      items={section.fields.map((field) => ({
                        key: field.key,
                        label: t(field.label),
                        children: renderContactField(contact, field, isEcommerce) ?? '–',
                      }))}
                    />
                  )),
                },
              ]}
            />
          </Card>
          <RecordHistorySection record="contact" id={contact.id} />
        </Col>
        <Col xs={24} lg={9}>
          <ContactCards contact={contact} hideEmail={isEcommerce} stacked />
          <div style={{ marginTop: 16 }}>
            <CommentsCard entityType="contact" entityId={contact.id} />
          </div>
        </Col>
      </Row>
    </>
  );
}

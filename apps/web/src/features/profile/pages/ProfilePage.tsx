import { canAccess } from '@adatlas/domain/navigation';
import { Card, Col, Menu, Row, Skeleton } from 'antd';
import { type ComponentType, Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useIsMobile } from '../../../shared/hooks/useIsMobile.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { ApiKeysSection } from '../../api-keys/index.ts';
import { CrmSection } from '../../crm/index.ts';
import { SecuritySection } from '../../security/index.ts';
import { WebhooksSection } from '../../webhooks/index.ts';
import { PROFILE_SECTIONS, type ProfileSectionKey } from '../profileSections.ts';
import { BasicInfoSection } from '../sections/BasicInfoSection.tsx';
import { BillingInfoSection } from '../sections/BillingInfoSection.tsx';
import { CommunicationsSection } from '../sections/CommunicationsSection.tsx';
import { MailerIntegrationSection } from '../sections/MailerIntegrationSection.tsx';
import { QuotasSection } from '../sections/QuotasSection.tsx';
import { SubscriptionSection } from '../sections/SubscriptionSection.tsx';

const SECTION_COMPONENTS: Record<ProfileSectionKey, ComponentType> = {
  'basic-info': BasicInfoSection,
  'billing-info': BillingInfoSection,
  'subscription-info': SubscriptionSection,
  quotas: QuotasSection,
  'mailer-integration': MailerIntegrationSection,
  crm: CrmSection,
  communications: CommunicationsSection,
  security: SecuritySection,
  'api-keys': ApiKeysSection,
  webhooks: WebhooksSection,
};

/** The profile layout: a side menu of the sections the user's scopes open, and the chosen one. */
export function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { section } = useParams();
  const { viewer } = useSession();
  const allowed = PROFILE_SECTIONS.filter((candidate) => canAccess(viewer, candidate.scopes));
  const current = allowed.find((candidate) => candidate.key === section);
  if (!current) {
    const first = allowed[0];
    return <Navigate to={first ? `/profile/${first.key}` : '/forbidden'} replace />;
  }
  const Section = SECTION_COMPONENTS[current.key];
  return (
    <>
      <PageTitle>{t('PAGES.PROFILE.TITLE')}</PageTitle>
      <Row gutter={[24, 16]}>
        <Col xs={24} md={7} lg={6}>
          <Card styles={{ body: { padding: 4 } }}>
            <Menu
              mode={isMobile ? 'horizontal' : 'inline'}
              selectedKeys={[current.key]}
              style={{ borderInlineEnd: 'none' }}
              items={allowed.map((item) => ({ key: item.key, label: t(item.titleKey) }))}
              onClick={({ key }) => void navigate(`/profile/${key}`)}
              data-testid="profile-menu"
            />
          </Card>
        </Col>
        <Col xs={24} md={17} lg={18}>
          <Suspense fallback={<Skeleton active />}>
            <Section />
          </Suspense>
        </Col>
      </Row>
    </>
  );
}

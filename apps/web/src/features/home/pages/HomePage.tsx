import { hasAnyScope } from '@adatlas/domain/scopes';
import { Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useIsMobile } from '../../../shared/hooks/useIsMobile.ts';
import { fullName } from '../../../shared/session/fullName.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { NewsFeed } from '../../news/index.ts';
import { TenantFlag } from '../../tenants/index.ts';
import { LatestContacts } from '../components/LatestContacts.tsx';
import { LatestCreas } from '../components/LatestCreas.tsx';
import { LatestPitches } from '../components/LatestPitches.tsx';
import { TagsBlock } from '../components/TagsBlock.tsx';
import { TagsPlanNotice } from '../components/TagsPlanNotice.tsx';

/** The scopes that let a user see the creative works (the API's rule for /home/creas). */
const CREA_SCOPES = ['company', 'companyCrea'];

/** Welcome header, creative works and news on the left, tags, contacts and pitches on the right. */
export function HomePage() {
  const { t } = useTranslation();
  const { session, viewer } = useSession();
  const isMobile = useIsMobile();
  if (!session) return null;
  const can = (scopes: readonly string[]) => viewer.isAdmin || hasAnyScope(viewer.scopes, scopes);
  // The tag list needs favourites (GET /frontend/tag); the Tags menu also shows for ecommerce,
  // whose accounts get the plan notice the tags page shows them.
  const canTag = can(['favourites']) && session.flags.favourites !== false;
  const gap = isMobile ? 16 : 24;
  return (
    <>
      <Panel style={{ marginBottom: gap }} bodyStyle={{ padding: isMobile ? 20 : '28px 32px' }}>
        <Typography.Title level={isMobile ? 3 : 2} style={{ margin: 0 }} data-testid="welcome">
          {t('PAGES.HOME.WELCOME', { name: fullName(session.user) })}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: 16 }}>
          <TenantFlag tenant={session.tenant} size={15} />{' '}
          {t('PAGES.HOME.TENANT', { tenant: t(`TENANT.${session.tenant}`) })}
        </Typography.Text>
      </Panel>
      <Row gutter={[gap, gap]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={gap}>
            {can(CREA_SCOPES) ? <LatestCreas /> : null}
            <Panel title={t('PAGES.HOME.LATEST_NEWS')} data-testid="home-news" bodyStyle={{ paddingTop: 12 }}>
              <NewsFeed />
            </Panel>
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={gap}>
            {canTag ? <TagsBlock /> : can(['ecommerce']) ? <TagsPlanNotice /> : null}
            {can(['contact']) ? <LatestContacts /> : null}
            {can(['pitch']) ? <LatestPitches /> : null}
          </Flex>
        </Col>
      </Row>
    </>
  );
}

import { TENANT_COUNTRY_CODE } from '@adatlas/domain/tenants';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../shared/hooks/useIsMobile.ts';
import { fullName } from '../../../shared/session/fullName.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { tenantFlag } from '../../tenants/components/tenantFlag.ts';

const BLOCKS = [
  'PAGES.HOME.LATEST_NEWS',
  'PAGES.HOME.LATEST_PITCHES',
  'PAGES.HOME.MARKET_DATA',
  'PAGES.HOME.FOLLOWED_COMPANIES',
] as const;

/** Welcome header and the home blocks (filled by the market-data work). */
export function HomePage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const isMobile = useIsMobile();
  if (!session) return null;
  return (
    <>
      <Card
        style={{ marginBottom: isMobile ? 16 : 24 }}
        styles={{ body: { padding: isMobile ? 20 : '28px 32px' } }}
      >
        <Typography.Title level={isMobile ? 3 : 2} style={{ margin: 0 }} data-testid="welcome">
          {t('PAGES.HOME.WELCOME', { name: fullName(session.user) })}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: 16 }}>
          <span aria-hidden="true">{tenantFlag(TENANT_COUNTRY_CODE[session.tenant])} </span>
          {t('PAGES.HOME.TENANT', { tenant: t(`TENANT.${session.tenant}`) })}
        </Typography.Text>
      </Card>
      <Row gutter={isMobile ? [16, 16] : [24, 24]}>
        {BLOCKS.map((titleKey) => (
          <Col key={titleKey} xs={24} md={12}>
            <Card title={t(titleKey)} style={{ height: '100%' }}>
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('COMMON.NO_DATA')} />
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
